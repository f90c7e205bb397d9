/// The navigation trace call (`FriendListFlow.trace(.segue, "showDetail")`) laid out as
/// swift-format lays it out at `indent`: on one line when it fits, else broken after the
/// parenthesis. Long flow names and ids (a storyboard's) would otherwise overflow.
enum TraceCall {
  static func lines(namespace: String, event: String, id: String, indent: Int) -> [String] {
    lines(namespace: namespace, event: event, idExpression: SwiftLiteral.string(id), indent: indent)
  }

  /// The call with the id an expression evaluates to (`sceneID`).
  static func lines(namespace: String, event: String, idExpression: String, indent: Int)
    -> [String]
  {
    let arguments = "." + event + ", " + idExpression + ")"
    let oneLine = namespace + ".trace(" + arguments
    if LineWidth.fits(oneLine, indent: indent) { return [oneLine] }
    return [namespace + ".trace(", "  " + arguments]
  }

  /// SwiftUI's `.onAppear { … }` reporting a scene, on one line when it fits.
  static func onAppearLines(namespace: String, id: String, indent: Int) -> [String] {
    let call = lines(namespace: namespace, event: "scene", id: id, indent: indent + 2)
    let oneLine = ".onAppear { " + (call.first ?? "") + " }"
    if call.count == 1, LineWidth.fits(oneLine, indent: indent) { return [oneLine] }
    return [".onAppear {"] + call.map { "  " + $0 } + ["}"]
  }
}
