import FlowModel

extension Flow {
  /// The inputs a segue to `node` carries in the SwiftUI runtime: a scene's own, or a
  /// navigation's root scene's; a tab bar, a split or a reference takes none. The check
  /// (a control that cannot supply them) and the generator (the segue's parameters) read
  /// them from here.
  package func inputsCarried(to node: Node) -> [SceneInput] {
    switch node {
    case .scene(let scene): scene.inputs
    case .navigation(let navigation): self.node(withID: navigation.rootID)?.scene?.inputs ?? []
    default: []
    }
  }
}
