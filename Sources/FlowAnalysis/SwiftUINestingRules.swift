import FlowModel

/// How deeply the SwiftUI runtime's views nest: each container (a navigation, a tab bar,
/// a split) and each scene that embeds a child is one level of the generated walks
/// (`screen()`, `link()`, `validPrefix()`), which the templates write with a partial that
/// includes itself once per level. Real apps nest three or four; past `maximumDepth` the
/// check says so at the outermost node, where the template renderer would otherwise stop
/// at its limit of nested partials with an error about templates.
enum SwiftUINestingRules {
  /// Levels of containers and embedding scenes, one inside the other.
  static let maximumDepth = 32

  static func check(_ graph: FlowGraph, into log: inout DiagnosticLog) {
    let flow = graph.flow
    let depths = nestingDepths(graph)
    // Only the outermost: a node held by one nested too deeply is said by that one.
    var covered = Set<Int>()
    for index in flow.nodes.indices where depths[index] > maximumDepth {
      covered.formUnion(held(by: index, in: graph))
    }
    for (index, node) in flow.nodes.enumerated()
    where depths[index] > maximumDepth && !covered.contains(index) {
      log.report(
        .error(
          .runtimeUnsupported,
          "'\(node.id)' nests \(depths[index]) containers and embedded children one inside the other; the SwiftUI runtime writes one view per level and takes at most \(maximumDepth): flatten the structure",
          at: node.origin.location(of: "id")))
    }
  }

  /// Per node, how many levels it nests, itself included: 1 + the deepest of the nodes it
  /// holds (a container's children, a scene's embedded destinations); 0 for a scene that
  /// embeds nothing. A cycle of containers, an error of its own, counts once.
  static func nestingDepths(_ graph: FlowGraph) -> [Int] {
    let flow = graph.flow
    var depths = [Int](repeating: -1, count: flow.nodes.count)
    func held(by index: Int) -> [Int] { Self.held(by: index, in: graph) }
    for root in flow.nodes.indices where depths[root] < 0 {
      // Depth first without recursion: a node is finished once all it holds are.
      var stack: [(node: Int, children: [Int], next: Int)] = [(root, held(by: root), 0)]
      depths[root] = 0
      while let top = stack.last {
        if top.next < top.children.count {
          stack[stack.count - 1].next += 1
          let child = top.children[top.next]
          if depths[child] < 0 {
            depths[child] = 0
            stack.append((child, held(by: child), 0))
          }
          continue
        }
        stack.removeLast()
        if !top.children.isEmpty {
          depths[top.node] = 1 + (top.children.map { depths[$0] }.max() ?? 0)
        }
      }
    }
    return depths
  }

  /// What the node at `index` holds: a container's children, a scene's embedded
  /// destinations.
  static func held(by index: Int, in graph: FlowGraph) -> [Int] {
    switch graph.flow.nodes[index] {
    case .scene(let scene):
      scene.segues.filter { $0.kind == .embed }.compactMap { graph.index(of: $0.destinationID) }
    case .reference: []
    default: graph.successors[index]
    }
  }
}
