import FlowModel

/// Whatever becomes one Swift declaration, or one identifier at run time, must be unique
/// in its scope.
struct UniquenessRules: FlowRuleFamily {
  /// The flow's nodes, and the first with each id: located only for a repeated id.
  let nodes: [Node]
  var firstNodeWithID: [String: Int]
  var classes: Set<String>
  var storyboardIDs = FirstSeen()
  var protocols = FirstSeen()
  let flowName: String
  /// The shared file declares `<Flow>Flow`.
  let namespace: String
  /// Storage for each scope of a scene in turn: its names, and where each was first
  /// declared when one repeats.
  var names: [String] = []
  var scope = FirstSeen()

  init(walking flow: Flow, into log: inout DiagnosticLog) {
    nodes = flow.nodes
    firstNodeWithID = Dictionary(minimumCapacity: flow.nodes.count)
    classes = Set(minimumCapacity: flow.nodes.count)
    flowName = flow.name
    namespace = flow.name + "Flow"
  }

  mutating func visit(_ node: Node, at index: Int, into log: inout DiagnosticLog) {
    // One lookup finds the id's first node or makes this node its first.
    let first = { (slot: inout Int?) -> Int? in
      if let first = slot { return first }
      slot = index
      return nil
    }(&firstNodeWithID[node.id])
    if let first {
      FirstSeen.reportRepeat(
        node.id, first: nodes[first].origin.location(of: "id"),
        at: node.origin.location(of: "id"), rule: .duplicateNodeID, what: "node id", into: &log)
    }
    if case .scene(let scene) = node {
      let className = scene.className
      // Scenes may share a class (`SharedClassRules`); its declarations are made once.
      let isFirstOfClass = classes.insert(className).inserted
      checkScene(scene, into: &log)
      if className == namespace {
        log.report(
          .error(
            .duplicateClass,
            "class '\(className)' clashes with the namespace flowc generates for flow '\(flowName)'",
            at: scene.origin.location(of: scene.explicitClass == nil ? "id" : "class")))
      }
      if let delegate = scene.delegate, isFirstOfClass {
        protocols.check(
          delegate.protocolName(forClass: className),
          at: delegate.origin.location(of: "protocol"),
          rule: .duplicateClass, what: "delegate protocol", into: &log)
      }
    }
    if let storyboardID = node.storyboardID {
      storyboardIDs.check(
        storyboardID, at: node.origin.location(of: "storyboardID"), rule: .duplicateStoryboardID,
        what: "storyboardID", into: &log)
    }
  }

  /// Each of a scene's scopes in turn: its names compared first, and located one by one
  /// only when one of them repeats. Most scopes hold no repeat, and locating every name
  /// would read every element's attributes once more.
  mutating func checkScene(_ scene: Scene, into log: inout DiagnosticLog) {
    // Cells without reuse identifier (static cells) may be many: UIKit knows none by name.
    checkScope(into: &log) { name in
      for cell in scene.cells {
        guard let reuseID = cell.reuseID else { continue }
        name(reuseID, .duplicateReuseID, "reuseID") { cell.origin.location(of: "reuseID") }
      }
    }
    // Outlets, actions and unwind actions all become members of one class.
    checkScope(into: &log) { name in
      for outlet in scene.outlets {
        name(outlet.name, .duplicateOutlet, "outlet") { outlet.origin.location(of: "name") }
      }
      for action in scene.actions {
        name(action.name, .duplicateAction, "action") { action.origin.location(of: "name") }
      }
      for action in scene.unwindActions {
        name(action.name, .duplicateAction, "unwind action") {
          action.origin.location(of: "name")
        }
      }
    }
    checkScope(into: &log) { name in
      for transition in scene.transitions {
        name(transition.id, .duplicateSegueID, "transition id leaving scene '\(scene.id)'") {
          transition.origin.location(of: "id")
        }
      }
    }
    if let delegate = scene.delegate {
      checkScope(into: &log) { name in
        for event in delegate.events {
          name(event.name, .duplicateEvent, "delegate event") {
            event.origin.location(of: "name")
          }
        }
      }
    }
    if let table = scene.table {
      checkScope(into: &log) { name in
        for section in table.sections {
          for row in section.rows {
            name(row.key, .duplicateRowKey, "row key") { row.origin.location(of: "key") }
          }
        }
      }
    }
  }

  /// One name of a scope, the rule and description of a repeat of it, and where it is.
  typealias ScopeName = (
    _ name: String, _ rule: RuleID, _ what: @autoclosure () -> String,
    _ location: () -> SourceLocation
  ) -> Void

  /// `names` calls its argument with each name of one scope, in order. It runs once to
  /// compare the names, and again, on an empty scope, to report each repeat at its place
  /// only when there is one.
  private mutating func checkScope(
    into log: inout DiagnosticLog, _ names: (ScopeName) -> Void
  ) {
    self.names.removeAll(keepingCapacity: true)
    names { name, _, _, _ in self.names.append(name) }
    guard FirstSeen.hasRepeat(self.names) else { return }
    scope.startOver()
    names { name, rule, what, location in
      scope.check(name, at: location(), rule: rule, what: what(), into: &log)
    }
  }
}

/// Remembers where each name was first declared, to report the second declaration and
/// point back at the first.
///
/// Most scopes (a scene's outlets, a table's rows) hold a handful of names: those are
/// kept in a short array; a hash table takes over only when a scope grows past that.
struct FirstSeen {
  static let smallScope = 16
  var small: [(name: String, location: SourceLocation)] = []
  var large: [String: SourceLocation]?

  /// Whether a name occurs twice in `names`: pairwise for a small scope, hashed for a
  /// large one.
  static func hasRepeat(_ names: [String]) -> Bool {
    if names.count <= smallScope {
      for later in names.indices.dropFirst() {
        for earlier in 0..<later where names[earlier] == names[later] { return true }
      }
      return false
    }
    var seen = Set<String>(minimumCapacity: names.count)
    return !names.allSatisfy { seen.insert($0).inserted }
  }

  /// Empty again, for the next scope, keeping the storage: a scene's scopes (its cells,
  /// its members, its transitions…) come one after the other, thousands in a large flow,
  /// and each would otherwise grow an array of its own.
  mutating func startOver() {
    if !small.isEmpty { small.removeAll(keepingCapacity: true) }
    large = nil
  }

  /// `what` is only worked out for a duplicate, and `location` only for a name to keep:
  /// this runs for every name in a flow.
  mutating func check(
    _ name: String, at location: @autoclosure () -> SourceLocation, rule: RuleID,
    what: @autoclosure () -> String, into log: inout DiagnosticLog
  ) {
    guard let first = firstLocation(of: name, orKeeping: location) else { return }
    Self.reportRepeat(name, first: first, at: location(), rule: rule, what: what(), into: &log)
  }

  /// The error at the second declaration of `name`, pointing back at the first.
  static func reportRepeat(
    _ name: String, first: SourceLocation, at location: SourceLocation, rule: RuleID,
    what: String, into log: inout DiagnosticLog
  ) {
    log.report(
      .error(
        rule, "duplicate \(what) '\(name)' (first declared at \(first.line):\(first.column))",
        at: location))
  }

  /// Where `name` was first seen, or nil after remembering it at `location`.
  private mutating func firstLocation(
    of name: String, orKeeping location: () -> SourceLocation
  ) -> SourceLocation? {
    if large != nil {
      // One lookup finds the name or makes its entry: such a scope (a flow's storyboard
      // IDs) may hold thousands of names.
      return { (slot: inout SourceLocation?) -> SourceLocation? in
        if let first = slot { return first }
        slot = location()
        return nil
      }(&large![name])
    }
    if let first = small.first(where: { $0.name == name })?.location { return first }
    if small.count < Self.smallScope {
      if small.capacity == 0 { small.reserveCapacity(Self.smallScope) }
      small.append((name, location()))
    } else {
      var table = Dictionary(
        small.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
      table[name] = location()
      large = table
      small = []
    }
    return nil
  }
}
