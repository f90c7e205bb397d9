/// A value a scene needs to be shown (`<input name="friend" type="Friend.ID"/>`): the
/// segues to the scene carry it, and the scene's view receives it.
///
/// The type is the app's and must be `Hashable & Codable & Sendable`, so that a route
/// holding it can be compared, saved with the navigation state and read from a deep link.
public struct SceneInput: Sendable {
  /// The Swift name of the value: a parameter and property name.
  public var name: String
  /// The Swift type, as written (`Friend.ID`, `Int`, `String`).
  public var type: String
  public var origin: Origin

  public init(name: String, type: String, origin: Origin) {
    self.name = name
    self.type = type
    self.origin = origin
  }
}
