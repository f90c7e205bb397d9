import FlowEditing
import FlowModel

/// What `flowc adopt` found and would change: per class, its findings; per file, the
/// splice that makes the mechanical changes; and the reasons, if any, why no file may be
/// changed at all.
public struct AdoptionPlan: Sendable {
  public var classes: [ClassAdoption]
  /// The edits of each file that has some, by path.
  public var splices: [String: TextSplice]
  /// The bytes each edited file had when it was read.
  public var originals: [String: [UInt8]]
  /// Why a file cannot be edited safely: with any, `--apply` changes nothing.
  public var refusals: [Diagnostic]

  public var hasChanges: Bool { splices.values.contains { !$0.isEmpty } }

  /// The unified diff of every edited file, in path order.
  public func diff() -> String {
    splices.keys.sorted().map { path in
      UnifiedDiff.make(
        original: originals[path] ?? [], splice: splices[path] ?? TextSplice(), path: path)
    }.joined()
  }

  /// The edited bytes of each file.
  public func editedFiles() -> [(path: String, original: [UInt8], edited: [UInt8])] {
    splices.keys.sorted().compactMap { path in
      guard let original = originals[path], let splice = splices[path], !splice.isEmpty else {
        return nil
      }
      return (path, original, splice.applied(to: original))
    }
  }

  /// The undecided findings the app cannot compile with, in the order of the report.
  public var blockers: [AdoptionFinding] {
    classes.flatMap { $0.findings.filter { $0.blocker != nil } }
  }

  public func count(_ kind: AdoptionFinding.Kind) -> Int {
    classes.reduce(0) { $0 + $1.findings.filter { $0.kind == kind }.count }
  }
}
