/// A whole flow: the scenes of an app, the containers that hold them, and (inside the
/// scenes) the transitions between them. A plain value, decoded from a `.flow` file or
/// imported from a storyboard, then checked by `FlowChecker`.
public struct Flow: Sendable {
  public var name: String
  public var version: String
  /// The id of the node shown first.
  public var initialID: String
  /// The Swift module of the custom classes (Interface Builder's `customModule`).
  public var module: String?
  /// The Swift modules every generated file imports besides those flowc finds itself
  /// (`<flow imports="ItemKit ModelKit">`), as written: the modules of the types the
  /// scenes' inputs and outputs name, which flowc cannot tell from nested types
  /// (`ItemKit.Item` and `Friend.ID` look alike).
  public var imports: [String] = []
  /// How the generated code navigates (`<flow runtime>`, or flowc.json's override).
  public var runtime: FlowRuntime = .storyboard
  /// The storyboard file's name without `.storyboard`, exactly as UIKit looks it up
  /// (`<flow storyboard>`: `Main_iPhone`); nil when not written, meaning the flow's name.
  public var explicitStoryboardName: String?
  public var nodes: [Node]
  public var origin: Origin

  public init(
    name: String, version: String = "1", initialID: String, module: String? = nil,
    nodes: [Node] = [], origin: Origin
  ) {
    self.name = name
    self.version = version
    self.initialID = initialID
    self.module = module
    self.nodes = nodes
    self.origin = origin
  }

  /// The name `UIStoryboard(name:bundle:)` is given, byte for byte: never derived from
  /// the Swift namespace, which may differ (`Main_iPhone` names `MainIPhoneFlow`).
  public var storyboardName: String { explicitStoryboardName ?? name }

  public var scenes: [Scene] {
    nodes.compactMap { if case .scene(let scene) = $0 { scene } else { nil } }
  }

  /// The node with an id; the first one when ids repeat (which the checker reports).
  public func node(withID id: String) -> Node? {
    nodes.first { $0.id == id }
  }
}
