import FlowModel

extension Flow {
  /// The indices of the scenes of each class, the classes in the order they first appear
  /// (scenes may share a class: `SharedClassRules`). Each class name is hashed once: this
  /// runs over every scene, once for the flow's walk (`SelectorRules`) and once for the
  /// graph (`FlowGraph.scenesByClass`), on the two threads.
  func scenesByClass() -> [(className: String, indices: [Int])] {
    var groups: [(className: String, indices: [Int])] = []
    var positions: [String: Int] = [:]
    positions.reserveCapacity(nodes.count)
    for (index, node) in nodes.enumerated() {
      guard case .scene(let scene) = node else { continue }
      let className = scene.className
      let next = groups.count
      // Inserts `next` when the class is new, in the same lookup that finds it.
      let position = { (slot: inout Int) in slot }(&positions[className, default: next])
      if position == next {
        groups.append((className, [index]))
      } else {
        groups[position].indices.append(index)
      }
    }
    return groups
  }
}
