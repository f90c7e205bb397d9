import FlowModel
import FlowProject

/// An edit of a flow, read and checked as a whole before anything is written, with its
/// diagnostics taken back to the lines of the file as it is on disk.
public struct CheckedEdit: Sendable {
  public var original: SourceFile
  public var splice: TextSplice
  /// The edited text, under the original's path.
  public var edited: SourceFile
  /// What the front end made of the edited text.
  public var result: FlowFrontEnd.Result
  /// The edited text's diagnostics (warnings promoted with `werror`), each at the line of
  /// the original file it concerns; one that lies in added text is placed where that
  /// text would go, and says so.
  public var diagnostics: [Diagnostic]

  public init(original: SourceFile, splice: TextSplice, werror: Bool) {
    self.original = original
    self.splice = splice
    edited = SourceFile(path: original.path, bytes: splice.applied(to: original.bytes))
    result = FlowFrontEnd.load(edited)
    var log = DiagnosticLog(result.diagnostics)
    if werror { log = log.promotingWarnings() }
    diagnostics = log.diagnostics.map { [edited] diagnostic in
      Self.onDisk(diagnostic, edited: edited, original: original, splice: splice)
    }
  }

  /// Whether the edited flow may be written: it decoded, and nothing is an error.
  public var isAccepted: Bool {
    result.flow != nil && !diagnostics.contains { $0.severity == .error }
  }

  static func onDisk(
    _ diagnostic: Diagnostic, edited: SourceFile, original: SourceFile, splice: TextSplice
  ) -> Diagnostic {
    guard diagnostic.location.file == edited.path,
      let offset = edited.offset(of: diagnostic.location)
    else { return diagnostic }
    let (originalOffset, isNew) = splice.originalOffset(ofEditedOffset: offset)
    var mapped = diagnostic
    mapped.location = original.location(ofOffset: originalOffset)
    if isNew { mapped.message += " (in the text flowc new would add here)" }
    return mapped
  }
}
