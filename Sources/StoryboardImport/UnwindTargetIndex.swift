/// Which scenes each unwind action names as its target, found for all the actions at once.
///
/// `unwindToMainViewController` names the scenes whose class or id contains
/// `MainViewController`, ignoring case. Asking that of every scene for every distinct
/// action costs scenes × actions — quadratic on a large storyboard, where most unwinds
/// have a name of their own. Instead the targets go into one Aho–Corasick automaton
/// (a trie of the targets whose failure links say where a partial match continues), and
/// each scene's class and id is run through it once: the cost is the length of the names
/// plus the matches.
struct UnwindTargetIndex {
  /// Action name → the indices of the scenes it names (absent when it names none).
  private var scenesByAction: [String: Set<Int>] = [:]

  /// `scenes` are the candidates: node index, class name and id.
  init(actionNames: some Sequence<String>, scenes: [(index: Int, className: String, id: String)]) {
    var automaton = Automaton()
    var actionsByTarget: [[String]] = []
    var targetNumbers: [[Unicode.Scalar]: Int] = [:]
    for name in Set(actionNames).sorted() {
      guard let target = Self.target(of: name) else { continue }
      let scalars = Array(target.unicodeScalars)
      if let number = targetNumbers[scalars] {
        actionsByTarget[number].append(name)
        continue
      }
      targetNumbers[scalars] = actionsByTarget.count
      automaton.insert(scalars, number: actionsByTarget.count)
      actionsByTarget.append([name])
    }
    guard !actionsByTarget.isEmpty else { return }
    automaton.link()
    for scene in scenes {
      var found = Set<Int>()
      automaton.forEachMatch(in: scene.className.lowercased()) { found.insert($0) }
      automaton.forEachMatch(in: scene.id.lowercased()) { found.insert($0) }
      for number in found {
        for name in actionsByTarget[number] {
          scenesByAction[name, default: []].insert(scene.index)
        }
      }
    }
  }

  /// The scenes `actionName` names as its target; empty when it names none.
  func scenes(namedBy actionName: String) -> Set<Int> {
    scenesByAction[actionName] ?? []
  }

  /// What follows `unwindTo` (or `unwind`, `backTo`, `returnTo`), lower-cased; nil when the
  /// name has no such prefix or nothing after it.
  static func target(of actionName: String) -> String? {
    var target = actionName
    for prefix in ["unwindTo", "unwind", "backTo", "returnTo"] where target.hasPrefix(prefix) {
      target = String(target.dropFirst(prefix.count))
      break
    }
    let lowered = target.lowercased()
    guard !lowered.isEmpty, lowered != actionName.lowercased() else { return nil }
    return lowered
  }

  /// The automaton over Unicode scalars. State 0 is the root.
  private struct Automaton {
    var edges: [[Unicode.Scalar: Int]] = [[:]]
    /// The longest proper suffix of a state's text that is also a state.
    var failure: [Int] = [0]
    /// The targets that end at a state: its own and, once linked, its failure chain's.
    var outputs: [[Int]] = [[]]

    mutating func insert(_ scalars: [Unicode.Scalar], number: Int) {
      var state = 0
      for scalar in scalars {
        if let next = edges[state][scalar] {
          state = next
        } else {
          edges.append([:])
          failure.append(0)
          outputs.append([])
          edges[state][scalar] = edges.count - 1
          state = edges.count - 1
        }
      }
      outputs[state].append(number)
    }

    /// Failure links, breadth first, so that a state's link is set before its children's.
    mutating func link() {
      var queue = Array(edges[0].values)
      var head = 0
      while head < queue.count {
        let state = queue[head]
        head += 1
        for (scalar, child) in edges[state] {
          var fallback = failure[state]
          while fallback != 0, edges[fallback][scalar] == nil { fallback = failure[fallback] }
          let link = edges[fallback][scalar] ?? 0
          failure[child] = link == child ? 0 : link
          outputs[child] += outputs[failure[child]]
          queue.append(child)
        }
      }
    }

    func forEachMatch(in text: String, _ body: (Int) -> Void) {
      var state = 0
      for scalar in text.unicodeScalars {
        while state != 0, edges[state][scalar] == nil { state = failure[state] }
        state = edges[state][scalar] ?? 0
        for number in outputs[state] { body(number) }
      }
    }
  }
}
