import FlowModel
import Foundation
import Mustache

/// `flowc build --ui-tests DIR`: each flow's UI-test navigator, `DIR/<Flow>Navigator.swift`,
/// for a UI test target. It carries flowc's header line, so a build rewrites it when it
/// changes and deletes it when its flow is gone, as it does the machine files.
public enum UITestNavigatorFiles {
  public static let templateName = "uitests/navigator"

  public static func files(
    for inputs: [SwiftBuild.Input], directory: String, templates: TemplateSet
  ) throws -> [PlannedFile] {
    let generator = SwiftGenerator(templates: templates)
    return try inputs.map { input in
      let context = UITestNavigatorContextBuilder(
        flow: input.flow, sourceFileName: input.sourceFileName
      ).build()
      return try generator.regenerated(
        templateName, try MustacheValue(encoding: context),
        path: SwiftGenerator.path(directory, context.fileName), role: .shared)
    }
  }
}
