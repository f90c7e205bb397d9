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
  /// For an undecided finding the app cannot compile with once adopted: what must happen
  /// first, completing "the app will not compile until …" (`this action's body is moved
  /// into handleSave(_:)`). Nil when the app compiles either way.
  public var blocker: String?

  public init(
    _ kind: Kind, at location: SourceLocation, _ message: String, until blocker: String? = nil
  ) {
    self.kind = kind
    self.location = location
    self.message = message
    self.blocker = blocker
  }

  /// `path:line:col: change: message`, on one line whatever the path holds.
  public var line: String {
    "\(Self.printable(location.file)):\(location.line):\(location.column): \(kind.rawValue): \(message)"
  }

  /// `path:line:col: the app will not compile until …`, for a finding with a blocker.
  public var blockerLine: String? {
    blocker.map {
      "\(Self.printable(location.file)):\(location.line):\(location.column): the app will not compile until \($0)"
    }
  }

  /// A path with its control characters (a line feed in a file name) written as
  /// `\u{A}`, so that one finding stays one line.
  public static func printable(_ path: String) -> String {
    var out = ""
    for scalar in path.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
