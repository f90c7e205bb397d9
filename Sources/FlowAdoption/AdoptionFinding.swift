import FlowModel

/// One thing adoption means for a class, at its place in the app's Swift.
public struct AdoptionFinding: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// A mechanical change that `--apply` makes.
    case change
    /// A step for a person: logic that can move into a typed hook.
    case move
    /// Something flowc cannot decide; the app may not compile until someone does.
    case undecided
    /// Already as adoption wants it.
    case done
  }

  public var kind: Kind
  public var location: SourceLocation
  public var message: String

  public init(_ kind: Kind, at location: SourceLocation, _ message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `path:line:col: change: message`.
  public var line: String {
    "\(location): \(kind.rawValue): \(message)"
  }
}
