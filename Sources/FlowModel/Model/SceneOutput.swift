/// A value a scene hands back when it unwinds (`<output name="recipe" type="Recipe"/>`):
/// the hook of an unwind from the scene receives it, as UIKit's `segue.source` hands over
/// the source controller.
///
/// The type is the app's and must have `init()`: the scene's view starts from it.
public struct SceneOutput: Sendable {
  /// The Swift name of the value: a property name of the scene's view.
  public var name: String
  /// The Swift type, as written (`Recipe`, `String`).
  public var type: String
  public var origin: Origin

  public init(name: String, type: String, origin: Origin) {
    self.name = name
    self.type = type
    self.origin = origin
  }
}
