/// A segue of a scene's handle (`DetailScene.Segue`): its case, and how the handle's
/// `perform(_:)` performs it on the navigator from the scene.
public struct SwiftUIHandleSegueContext: Encodable, Sendable {
  /// `edit(friend: Friend.ID)` or `edit`: the case's declaration.
  public var caseDeclaration: String
  /// `.edit(let friend)` or `.edit`: what `perform(_:)` matches.
  public var pattern: String
  /// `.edit(friend: friend)` or `.edit`: the navigator's `Segue` it performs.
  public var segueValue: String
  /// Layout: `case <pattern>: navigator.perform(…)` fits on one line (never for a segue
  /// with inputs, whose case binds them on a line of its own).
  public var fitsOnOneLine: Bool
}

/// An unwind of a scene's handle (`DetailScene.Unwind`), which `unwind(_:)` asks the
/// navigator for from the scene.
public struct SwiftUIHandleUnwindContext: Encodable, Sendable {
  /// `backToList`: the case, and the navigator's `Unwind`.
  public var name: String
  /// Layout: `case .<name>: navigator.unwind(…)` fits on one line.
  public var fitsOnOneLine: Bool
}
