import FlowKit
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
  public static func plan(
    _ inputs: [Input], generator: SwiftGenerator, destination: SwiftGenerator.Destination,
    extraFiles: [PlannedFile] = []
  ) throws -> OutputPlan {
    var files: [PlannedFile] = extraFiles
    for input in inputs {
      let context = SwiftContextBuilder(
        flow: input.flow, sourceFileName: input.sourceFileName, access: input.access
      ).build()
      files += try generator.files(for: context, into: destination)
    }
    return try OutputPlan(files: files, generatedDirectories: [destination.outputDirectory])
  }
}
