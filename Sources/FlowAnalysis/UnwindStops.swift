import FlowModel

/// Where UIKit stops an unwind.
///
/// An unwind segue names a selector. UIKit walks back from the source through the
/// controllers beneath it, nearest first, and stops at the first that responds to that
/// selector — whatever the method is: an `<unwindAction>`, but just as well an ordinary
/// `<action>` whose selector is the same (`<action name="done"/>` is `done:`, as is
/// `<unwindAction name="done"/>`). So, on each path back from the source, the unwind
/// stops at the nearest scene with a method of its selector; if that method is not an
/// unwind action, the unwind is caught there and never reaches the flow's
/// `<unwindAction>` further back. The checker (`UnwindRules`) and the generator's
/// routing both ask here, so that diagnostics and generated hooks agree.
public struct UnwindStops: Sendable {
  /// Where an unwind stops on one path, and what catches it there.
  public struct Stop: Sendable {
    public var sceneIndex: Int
    public var catcher: Catcher
  }

  public enum Catcher: Sendable {
    /// The unwind arrives: an unwind action of that selector.
    case unwindAction(UnwindAction)
    /// The unwind is caught by an ordinary action of that selector.
    case action(Action)
  }

  /// Unwind action name → the selector it stands for (its first declaration's).
  private let selectorByAction: [String: String]

  public init(flow: Flow) {
    var selectors: [String: String] = [:]
    selectors.reserveCapacity(flow.nodes.count)
    for case .scene(let scene) in flow.nodes {
      for action in scene.unwindActions {
        // One lookup: the entry is made only when missing.
        _ = { (slot: inout String?) in if slot == nil { slot = Self.selector(of: action) } }(
          &selectors[action.name])
      }
    }
    selectorByAction = selectors
  }

  /// The selector an unwind asks UIKit to find: that of the `<unwindAction>` it names.
  public func selector(of unwind: Unwind) -> String {
    selectorByAction[unwind.actionName] ?? Self.defaultSelector(unwind.actionName)
  }

  /// The nearest scenes beneath `sourceIndex` with a method of `selector`, one per path,
  /// in index order, with what catches the unwind there.
  public func stops(ofSelector selector: String, from sourceIndex: Int, in graph: FlowGraph)
    -> [Stop]
  {
    graph.nearestScenesBeneath(sourceIndex) { index in
      Self.catcher(in: graph.flow.nodes[index].scene, selector: selector) != nil
    }.compactMap { index in
      Self.catcher(in: graph.flow.nodes[index].scene, selector: selector).map {
        Stop(sceneIndex: index, catcher: $0)
      }
    }
  }

  /// The method of `scene` that answers `selector`: an unwind action first, since a scene
  /// declaring both with one selector is already an error of its own.
  static func catcher(in scene: Scene?, selector: String) -> Catcher? {
    guard let scene else { return nil }
    if let action = scene.unwindActions.first(where: { Self.selector(of: $0) == selector }) {
      return .unwindAction(action)
    }
    if let action = scene.actions.first(where: { Self.selector(of: $0) == selector }) {
      return .action(action)
    }
    return nil
  }

  public static func selector(of action: Action) -> String {
    action.selector
  }

  public static func selector(of action: UnwindAction) -> String {
    action.selector
  }

  static func defaultSelector(_ name: String) -> String {
    ObjCSelector.defaultSelector(forName: name)
  }
}
