import FlowModel
import Foundation
import Mustache

/// Renders the SwiftUI runtime's files of one flow: the navigator, the container views,
/// and per scene its navigation protocol (machine) and its view (human, created once).
public struct SwiftUIGenerator: Sendable {
  public enum TemplateName {
    public static let navigator = "swift/swiftui/navigator"
    public static let views = "swift/swiftui/views"
    public static let machine = "swift/swiftui/machine"
    public static let human = "swift/swiftui/human"
  }

  public let base: SwiftGenerator

  public init(templates: TemplateSet) {
    base = SwiftGenerator(templates: templates)
  }

  /// The navigator file, the views file, then each scene's machine and human file.
  public func files(for context: SwiftUIFlowContext, into destination: SwiftGenerator.Destination)
    throws -> [PlannedFile]
  {
    let flowValue = try MustacheValue(encoding: context)
    var files = [
      try base.regenerated(
        TemplateName.navigator, flowValue,
        path: SwiftGenerator.path(destination.outputDirectory, context.sharedFileName),
        role: .shared),
      try base.regenerated(
        TemplateName.views, flowValue,
        path: SwiftGenerator.path(destination.outputDirectory, context.viewsFileName),
        role: .shared),
    ]
    for scene in context.scenes {
      let value = try MustacheValue(encoding: scene)
      files.append(
        try base.regenerated(
          TemplateName.machine, value,
          path: SwiftGenerator.path(destination.outputDirectory, scene.machineFileName),
          role: .machine))
      files.append(
        PlannedFile(
          path: SwiftGenerator.path(destination.skeletonDirectory, scene.humanFileName),
          role: .human, contents: try base.render(TemplateName.human, value)))
    }
    return files
  }
}
