import FlowModel

/// Where each scene of a flow sits in SwiftUI: the navigation stacks and what can be
/// pushed onto each, the split views and what their detail column can show, and what can
/// be presented. The runtime rules and the SwiftUI generator both ask here, so that a
/// clean check and the generated navigator agree.
package struct SwiftUILayout: Sendable {
  /// A `<navigation>`: a `NavigationStack` whose path holds typed routes.
  package struct Stack: Sendable {
    package var nodeIndex: Int
    /// The root scene, or nil when the root is not a scene (which SwiftUI cannot push onto).
    package var rootIndex: Int?
    /// Scenes a `show` segue from a scene of this stack pushes, in the order found.
    package var pushed: [Int]
  }

  /// A `<split>`: a `NavigationSplitView` whose detail column shows one node at a time.
  package struct Split: Sendable {
    package var nodeIndex: Int
    /// The secondary first, then every `showDetail` destination from inside the split.
    package var details: [Int]
  }

  package let stacks: [Stack]
  package let splits: [Split]
  /// Destinations of `present`, `popover` and `custom` segues, each once, in file order.
  package let presented: [Int]
  /// Scene index → the stacks (positions in `stacks`) it is shown on.
  package let stacksOfScene: [Int: [Int]]
  /// Scene index → the split (position in `splits`) whose column it is shown in.
  package let splitOfScene: [Int: Int]

  package init(graph: FlowGraph) {
    let flow = graph.flow
    var stacks: [Stack] = []
    var stacksOfScene: [Int: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard case .navigation(let navigation) = node else { continue }
      let root = graph.index(of: navigation.rootID).flatMap {
        flow.nodes[$0].scene == nil ? nil : $0
      }
      var stack = Stack(nodeIndex: index, rootIndex: root, pushed: [])
      var seen = Set<Int>()
      var queue: [Int] = root.map { [$0] } ?? []
      if let root { seen.insert(root) }
      while !queue.isEmpty {
        let current = queue.removeFirst()
        stacksOfScene[current, default: []].append(stacks.count)
        for segue in flow.nodes[current].scene?.segues ?? [] where segue.kind == .show {
          guard let target = graph.index(of: segue.destinationID),
            flow.nodes[target].scene != nil
          else { continue }
          if !stack.pushed.contains(target) { stack.pushed.append(target) }
          if seen.insert(target).inserted { queue.append(target) }
        }
      }
      stacks.append(stack)
    }
    self.stacks = stacks
    self.stacksOfScene = stacksOfScene

    var splits: [Split] = []
    var splitOfScene: [Int: Int] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard case .split(let split) = node else { continue }
      var details: [Int] = []
      if let secondary = graph.index(of: split.secondaryID) { details.append(secondary) }
      // The scenes shown in the split's columns: the entry scenes of either column and
      // everything pushed onto a stack there.
      var inside: [Int] = []
      for column in [split.primaryID, split.secondaryID] {
        guard let columnIndex = graph.index(of: column) else { continue }
        inside += graph.entryScenes[columnIndex]
        if let stack = stacks.first(where: { $0.nodeIndex == columnIndex }) {
          inside += stack.pushed
        }
      }
      for scene in inside {
        if splitOfScene[scene] == nil { splitOfScene[scene] = splits.count }
        for segue in flow.nodes[scene].scene?.segues ?? [] where segue.kind == .showDetail {
          guard let target = graph.index(of: segue.destinationID), !details.contains(target)
          else { continue }
          details.append(target)
        }
      }
      splits.append(Split(nodeIndex: index, details: details))
    }
    self.splits = splits
    self.splitOfScene = splitOfScene

    var presented: [Int] = []
    for node in flow.nodes {
      for segue in node.scene?.segues ?? []
      where [.present, .popover, .custom].contains(segue.kind) {
        guard let target = graph.index(of: segue.destinationID), !presented.contains(target)
        else { continue }
        presented.append(target)
      }
    }
    self.presented = presented
  }
}
