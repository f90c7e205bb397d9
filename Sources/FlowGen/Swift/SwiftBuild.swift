import FlowModel
import Foundation

/// `flowc build` without the command line: checked flows in, an output plan out.
public enum SwiftBuild {
  /// One checked flow and the name of the file it came from.
  public struct Input: Sendable {
    public var flow: Flow
    /// The input's file name (`FriendList.flow`), quoted in the generated headers.
    public var sourceFileName: String
    /// The access level of the generated declarations.
    public var access: AccessLevel

    public init(flow: Flow, sourceFileName: String, access: AccessLevel = .internal) {
      self.flow = flow
      self.sourceFileName = sourceFileName
      self.access = access
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
  /// - Parameters:
  ///   - humanFiles: the human files already under the skeletons folder; one a user moved
  ///     into a sub-folder is kept there rather than created again at the top.
  ///   - removingStale: false when the inputs are not all of the project's flows
  ///     (`flowc new` plans the one it edits): machine files of the others are not stale.
  ///   - otherGeneratedDirectories: folders besides the output folder where `extraFiles`
  ///     regenerated with flowc's header go (the UI-test navigators): stale ones are
  ///     deleted there too.
  public static func plan(
    _ inputs: [Input], generator: SwiftGenerator, destination: SwiftGenerator.Destination,
    localization: LocalizationSettings = .default, extraFiles: [PlannedFile] = [],
    humanFiles: HumanFileIndex? = nil, removingStale: Bool = true,
    otherGeneratedDirectories: [String] = [],
    maximumOutputBytes: Int = ResourceLimits.default.outputBytes
  ) throws -> OutputPlan {
    var files: [PlannedFile] = extraFiles
    var texts: [FlowTexts] = []
    for input in inputs {
      let planned: [PlannedFile]
      if input.flow.runtime == .swiftui {
        let builder = SwiftUIContextBuilder(
          flow: input.flow, sourceFileName: input.sourceFileName, localization: localization,
          access: input.access)
        texts.append(builder.texts)
        planned = try SwiftUIGenerator(templates: generator.templates).files(
          for: builder.build(), into: destination)
      } else {
        let builder = SwiftContextBuilder(
          flow: input.flow, sourceFileName: input.sourceFileName, localization: localization,
          access: input.access)
        texts.append(builder.texts)
        planned = try generator.files(for: builder.build(), into: destination)
      }
      for var file in planned {
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
    return try OutputPlan(
      files: files,
      generatedDirectories: removingStale
        ? [destination.outputDirectory] + otherGeneratedDirectories : [],
      sourceFileNames: inputs.map(\.sourceFileName), maximumBytes: maximumOutputBytes)
  }
}
