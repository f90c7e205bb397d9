import FlowAnalysis
import FlowModel

/// Which node of a flow stands for which node of a storyboard.
///
/// Node ids cannot be compared: a storyboard's are Interface Builder's object ids, and
/// the ids the importer derives from them need not be the ones a person chose. So nodes
/// are paired, in this order, by what both sides do know:
///
/// 1. the **storyboard ID**, when exactly one node on each side has it;
/// 2. the **class**, when exactly one unpaired scene (or container with a class of its
///    own) on each side has it — for a storyboard reference, the scene it names;
/// 3. the **place** in the flow, starting from the initial nodes: a navigation's root, the
///    n-th tab, a split's primary and secondary, the destination of a segue with the same
///    identifier (or, failing that, the only one fired by the same trigger) — and back
///    from a paired root to the navigations around it.
///
/// Only nodes of one kind are paired (a scene with a scene, a navigation with a
/// navigation). What stays unpaired is on one side only.
struct NodeMatching {
  /// Flow node index → storyboard node index.
  private(set) var storyboardIndex: [Int: Int] = [:]
  /// Storyboard node index → flow node index.
  private(set) var flowIndex: [Int: Int] = [:]

  init(flow: FlowGraph, storyboard: FlowGraph) {
    pairByKey(flow, storyboard) { Self.storyboardID(of: $0) }
    pairByKey(flow, storyboard) { Self.classKey(of: $0) }
    pairByPlace(flow, storyboard)
  }

  func counterpart(ofFlowNode index: Int) -> Int? { storyboardIndex[index] }
  func counterpart(ofStoryboardNode index: Int) -> Int? { flowIndex[index] }

  private mutating func pair(_ flowNode: Int, _ storyboardNode: Int) {
    storyboardIndex[flowNode] = storyboardNode
    flowIndex[storyboardNode] = flowNode
  }

  /// Pairs nodes that still have no partner when `key` is unique among them on each side.
  private mutating func pairByKey(
    _ flow: FlowGraph, _ storyboard: FlowGraph, _ key: (Node) -> String?
  ) {
    func uniqueKeys(_ graph: FlowGraph, paired: [Int: Int]) -> [String: Int] {
      var result: [String: Int] = [:]
      var repeated = Set<String>()
      for (index, node) in graph.flow.nodes.enumerated() where paired[index] == nil {
        guard let value = key(node) else { continue }
        if result.updateValue(index, forKey: value) != nil { repeated.insert(value) }
      }
      for value in repeated { result[value] = nil }
      return result
    }
    let theirs = uniqueKeys(storyboard, paired: flowIndex)
    for (value, index) in uniqueKeys(flow, paired: storyboardIndex).sorted(by: {
      $0.value < $1.value
    }) {
      guard let other = theirs[value],
        Self.sameKind(flow.flow.nodes[index], storyboard.flow.nodes[other])
      else { continue }
      pair(index, other)
    }
  }

  /// Walks outwards from every pair (the initial nodes first), pairing what the two
  /// nodes of a pair lead to.
  private mutating func pairByPlace(_ flow: FlowGraph, _ storyboard: FlowGraph) {
    var queue = storyboardIndex.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    func offer(_ flowNode: Int?, _ storyboardNode: Int?, into queue: inout [(Int, Int)]) {
      guard let flowNode, let storyboardNode, storyboardIndex[flowNode] == nil,
        flowIndex[storyboardNode] == nil,
        Self.sameKind(flow.flow.nodes[flowNode], storyboard.flow.nodes[storyboardNode])
      else { return }
      pair(flowNode, storyboardNode)
      queue.append((flowNode, storyboardNode))
    }
    offer(
      flow.index(of: flow.flow.initialID), storyboard.index(of: storyboard.flow.initialID),
      into: &queue)
    // Roots pointing back at their navigations, for the pass that walks backwards.
    let flowNavigations = Self.navigations(byRootIn: flow)
    let storyboardNavigations = Self.navigations(byRootIn: storyboard)
    var head = 0
    while head < queue.count {
      let (flowNode, storyboardNode) = queue[head]
      head += 1
      for (mine, theirs) in Self.children(
        flow.flow.nodes[flowNode], in: flow, storyboard.flow.nodes[storyboardNode], in: storyboard)
      {
        offer(mine, theirs, into: &queue)
      }
      if let mine = flowNavigations[flowNode], let theirs = storyboardNavigations[storyboardNode],
        mine.count == 1, theirs.count == 1
      {
        offer(mine[0], theirs[0], into: &queue)
      }
    }
  }

  /// What two paired nodes lead to, side by side.
  private static func children(
    _ mine: Node, in flow: FlowGraph, _ theirs: Node, in storyboard: FlowGraph
  )
    -> [(Int?, Int?)]
  {
    switch (mine, theirs) {
    case (.navigation(let a), .navigation(let b)):
      return [(flow.index(of: a.rootID), storyboard.index(of: b.rootID))]
    case (.tabBar(let a), .tabBar(let b)):
      return zip(a.tabs, b.tabs).map {
        (flow.index(of: $0.destinationID), storyboard.index(of: $1.destinationID))
      }
    case (.split(let a), .split(let b)):
      return [
        (flow.index(of: a.primaryID), storyboard.index(of: b.primaryID)),
        (flow.index(of: a.secondaryID), storyboard.index(of: b.secondaryID)),
      ]
    case (.scene(let a), .scene(let b)):
      return TransitionPairing(a.segues.map(Transition.segue), b.segues.map(Transition.segue))
        .pairsByIdentifierOrTrigger.compactMap { pair in
          guard case .segue(let x) = pair.flow, case .segue(let y) = pair.storyboard else {
            return nil
          }
          return (flow.index(of: x.destinationID), storyboard.index(of: y.destinationID))
        }
    default:
      return []
    }
  }

  private static func navigations(byRootIn graph: FlowGraph) -> [Int: [Int]] {
    var result: [Int: [Int]] = [:]
    for (index, node) in graph.flow.nodes.enumerated() {
      if case .navigation(let navigation) = node, let root = graph.index(of: navigation.rootID) {
        result[root, default: []].append(index)
      }
    }
    return result
  }

  static func sameKind(_ a: Node, _ b: Node) -> Bool {
    a.elementName == b.elementName
  }

  static func storyboardID(of node: Node) -> String? {
    node.storyboardID
  }

  /// A scene's class, a container's own class (UIKit's plain containers are many and
  /// say nothing about which is which), or the scene a storyboard reference names.
  static func classKey(of node: Node) -> String? {
    switch node {
    case .scene(let scene): "scene " + scene.className
    case .navigation(let navigation): navigation.explicitClass.map { "navigation " + $0 }
    case .tabBar(let tabBar): tabBar.explicitClass.map { "tabBar " + $0 }
    case .split(let split): split.explicitClass.map { "split " + $0 }
    case .reference(let reference):
      "reference \(reference.storyboardName ?? "")/\(reference.referencedID ?? "")"
    }
  }
}
