/// The red placeholders of a diagram drawn with `--force`: one per id that references
/// name but no node declares, and one per unwind action no scene declares, in the order
/// they are first needed (so the output stays deterministic).
struct MissingNodes {
  private(set) var nodes: [GraphNode] = []
  private var known: Set<String> = []

  /// The placeholder standing for the node `id`.
  mutating func placeholder(forNodeID id: String) -> String {
    let dot = DOTEscaping.syntheticIdentifier("missing", id)
    add(dot, headline: id, note: "no node has this id", tooltip: "missing node \(id)")
    return dot
  }

  /// The placeholder standing for the scene an unwind would return to.
  mutating func placeholder(forUnwindAction action: String) -> String {
    let dot = DOTEscaping.syntheticIdentifier("missing", "unwind", action)
    add(
      dot, headline: action + ":", note: "no scene declares this unwind action",
      tooltip: "missing unwind action \(action)")
    return dot
  }

  private mutating func add(_ dot: String, headline: String, note: String, tooltip: String) {
    guard known.insert(dot).inserted else { return }
    var node = GraphNode(
      nodeDOT: dot, tooltipDOT: DOTEscaping.quoted(tooltip),
      headlineHTML: DOTEscaping.html(headline))
    node.isMissing = true
    node.isBroken = true
    node.captionHTML = DOTEscaping.html("missing")
    node.notesHTML = [DOTEscaping.html(note)]
    nodes.append(node)
  }
}
