import FlowKit
import Foundation

/// `flowc build` without the command line: checked flows in, an output plan out.
public enum SwiftBuild {
  /// One checked flow and the name of the file it came from.
  public struct Input: Sendable {
    public var flow: Flow
    /// The input's file name (`FriendList.flow`), quoted in the generated headers.
    public var sourceFileName: String

    public init(flow: Flow, sourceFileName: String) {
      self.flow = flow
      self.sourceFileName = sourceFileName
    }

    /// The name flowc quotes for an input path: its last component, so that output does
    /// not depend on where the build runs.
    public static func sourceFileName(ofPath path: String) -> String {
      URL(fileURLWithPath: path).lastPathComponent
    }
  }

  /// Renders every input and compares the result, with any `extraFiles` (diagrams), with
  /// the disk.
  ///
  /// - Throws: `TemplateError` from a template, `OutputPlan.PlanError` from the
  ///   comparison; nothing has been written in either case.
  ///
  /// With `localization.writesCatalog`, the String Catalog of each strings table is
  /// planned too, merged into the one in the output folder.
  ///
  /// - Parameter humanFiles: the human files already under the skeletons folder; one a
  ///   user moved into a sub-folder is kept there rather than created again at the top.
  public static func plan(
    _ inputs: [Input], generator: SwiftGenerator, destination: SwiftGenerator.Destination,
    localization: LocalizationSettings = .default, extraFiles: [PlannedFile] = [],
    humanFiles: HumanFileIndex? = nil
  ) throws -> OutputPlan {
    var files: [PlannedFile] = extraFiles
    var texts: [FlowTexts] = []
    for input in inputs {
      let builder = SwiftContextBuilder(
        flow: input.flow, sourceFileName: input.sourceFileName, localization: localization)
      texts.append(builder.texts)
      for var file in try generator.files(for: builder.build(), into: destination) {
        if file.role == .human, let humanFiles,
          let existing = humanFiles.existingPath(
            of: String(file.path.split(separator: "/").last ?? ""))
        {
          file.path = existing
        }
        files.append(file)
      }
    }
    if localization.writesCatalog {
      files += try StringCatalogFiles.files(
        for: texts, settings: localization,
        outputDirectory: destination.outputDirectory)
    }
    return try OutputPlan(files: files, generatedDirectories: [destination.outputDirectory])
  }
}
