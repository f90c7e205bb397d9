import FlowModel
import Foundation
import Mustache

/// `flowc build --ui-tests DIR`: each flow's UI-test navigator, `DIR/<Flow>Navigator.swift`,
/// for a UI test target. It carries flowc's header line, so a build rewrites it when it
/// changes and deletes it when its flow is gone, as it does the machine files.
public enum UITestNavigatorFiles {
  public static let templateName = "uitests/navigator"

  /// Throws `UITestPathLimitError` past `stateLimit` (`ResourceLimits.uiTestStates`).
  public static func files(
    for inputs: [SwiftBuild.Input], directory: String, templates: TemplateSet,
    stateLimit: Int = ResourceLimits.default.uiTestStates
  ) throws -> [PlannedFile] {
    let generator = SwiftGenerator(templates: templates)
    return try inputs.map { input in
      let context = try UITestNavigatorContextBuilder(
        flow: input.flow, sourceFileName: input.sourceFileName, stateLimit: stateLimit
      ).build()
      return try generator.regenerated(
        templateName, try MustacheValue(encoding: context),
        path: SwiftGenerator.path(directory, context.fileName), role: .shared)
    }
  }
}
