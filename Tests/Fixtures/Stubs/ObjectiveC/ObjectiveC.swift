// Stub of Apple's `ObjectiveC` overlay, for type-checking iOS code on Linux.
//
// The compiler looks up `Selector` in a module named exactly `ObjectiveC` when it
// checks `#selector(...)`, and treats `Selector` and `ObjCBool` from that module
// as Objective-C representable. UIKit re-exports this module, as on iOS
// (where Foundation re-exports it).

/// An Objective-C method name, as produced by `#selector`.
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable,
  CustomStringConvertible
{
  private let name: String

  public init(_ str: String) { name = str }

  public init(stringLiteral value: String) { name = value }

  public var description: String { name }
}

/// Objective-C's `BOOL`, as seen from Swift.
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable,
  CustomStringConvertible
{
  public var boolValue: Bool

  public init(_ value: Bool) { boolValue = value }

  public init(booleanLiteral value: Bool) { boolValue = value }

  public var description: String { boolValue.description }
}
