import FlowModel

/// One step a UI test takes from one scene to the next: a tap, or none when the next scene
/// shows with the one before (an embedded child, a split view's other column).
public struct ScreenStep: Sendable, Equatable {
  /// What to tap, by the accessibility identifiers of `AccessibilityIdentifiers`.
  public enum Tap: Sendable, Equatable {
    /// A bar button or a button.
    case button(String)
    /// A cell or a table-layout row: the first cell with this identifier, else the first
    /// cell of the source scene (prototype cells are the app's to configure).
    case cell(String)
    /// A tab bar item, by identifier, else by its place among the tabs.
    case tab(String, index: Int)
    /// Nothing: the destination shows with the source.
    case none
  }

  public var tap: Tap
  /// The node index of the scene the step starts from.
  public var source: Int
  /// The node index of the scene it shows.
  public var destination: Int
  /// The segue the tap performs; nil for a tab or no tap.
  public var segueID: String?

  public init(tap: Tap, source: Int, destination: Int, segueID: String?) {
    self.tap = tap
    self.source = source
    self.destination = destination
    self.segueID = segueID
  }
}

/// The shortest paths of taps from a flow's initial scene to each scene a UI test can
/// reach by tapping, through the triggers of its segues (bar buttons, buttons, cells,
/// push rows) and the tabs of the tab bars on screen: what the generated UI-test
/// navigator follows.
///
/// The search is breadth-first over (scene, tab bar on screen) states, a tap costing one
/// and an embedded child or a split's other column nothing; among equally short paths the
/// first found wins, transitions taken in file order, so the result is stable. Segues
/// performed from code and by gestures have no tap, and unwinds only lead back, so
/// neither is followed. A scene no tap reaches has no path.
///
/// Each scene's path is kept as a route: the scene whose own path it continues, and the
/// steps after it. Written out in full, the paths of a chain of N pushes would be N²/2
/// steps (a navigator of 150 MB for a chain of 2,000 scenes); as routes they are N.
public struct ScreenPaths: Sendable {
  /// The end of the shortest path to a scene.
  public struct Route: Sendable, Equatable {
    /// The scene whose shortest path this one continues; nil when it starts at the
    /// initial scene.
    public var after: Int?
    /// The steps after `after`'s path (after the start when `after` is nil).
    public var steps: [ScreenStep]
  }

  /// The scene shown first: the entry scene of `initial`; nil when it names none.
  public let start: Int?
  /// The route to each reachable scene by node index; the start's has no steps.
  public let routes: [Int: Route]
  /// Whether the search went past its limit of states (`ResourceLimits.uiTestStates`);
  /// `routes` is then empty.
  public let limitExceeded: Bool

  /// All the steps from the initial scene to `scene`, or nil when no tap reaches it.
  public func steps(to scene: Int) -> [ScreenStep]? {
    guard var route = routes[scene] else { return nil }
    var legs = [route.steps]
    while let before = route.after, let earlier = routes[before] {
      legs.append(earlier.steps)
      route = earlier
    }
    return Array(legs.reversed().joined())
  }

  /// The number of steps from the initial scene to each reachable scene.
  public func lengths() -> [Int: Int] {
    var lengths: [Int: Int] = [:]
    for scene in routes.keys where lengths[scene] == nil {
      // The scenes whose lengths are still unknown, from `scene` back along `after`.
      var pending: [Int] = []
      var current: Int? = scene
      var known = 0
      while let next = current, let route = routes[next] {
        if let length = lengths[next] {
          known = length
          break
        }
        pending.append(next)
        current = route.after
      }
      for next in pending.reversed() {
        known += routes[next]?.steps.count ?? 0
        lengths[next] = known
      }
    }
    return lengths
  }

  public init(graph: FlowGraph, stateLimit: Int = ResourceLimits.default.uiTestStates) {
    let flow = graph.flow
    var search = Search(graph: graph)
    guard let initial = graph.index(of: flow.initialID),
      let first = search.arrival(at: initial, tabBar: nil)
    else {
      start = nil
      routes = [:]
      limitExceeded = false
      return
    }
    start = first.state.scene
    let found = search.run(from: first, stateLimit: stateLimit)
    routes = found ?? [:]
    limitExceeded = found == nil
  }

  /// The scene that shows when a step leads to `node` (a container's first scene), or nil.
  public static func shownScene(for node: Int, in graph: FlowGraph) -> Int? {
    Search(graph: graph).arrival(at: node, tabBar: nil)?.state.scene
  }

  /// Where a node shows when a step leads to it, and which tab bar is then on screen.
  struct State: Hashable {
    var scene: Int
    var tabBar: Int?
  }

  struct Arrival {
    var state: State
    /// States that show with it at no cost: a split's other column.
    var companions: [State]
  }

  struct Search {
    let graph: FlowGraph
    var identifiers: [Int: SceneAccessibility] = [:]

    init(graph: FlowGraph) {
      self.graph = graph
    }

    /// The scene that shows when a step leads to `node`: a scene itself, a navigation's
    /// root, a tab bar's first tab, a split's primary column (with its secondary as a
    /// companion). Nil for a storyboard reference, or a container cycle.
    func arrival(at node: Int, tabBar: Int?, depth: Int = 0) -> Arrival? {
      guard depth <= graph.flow.nodes.count else { return nil }
      switch graph.flow.nodes[node] {
      case .scene:
        return Arrival(state: State(scene: node, tabBar: tabBar), companions: [])
      case .navigation(let navigation):
        return graph.index(of: navigation.rootID).flatMap {
          arrival(at: $0, tabBar: tabBar, depth: depth + 1)
        }
      case .tabBar(let tabs):
        return tabs.tabs.first.flatMap { graph.index(of: $0.destinationID) }.flatMap {
          arrival(at: $0, tabBar: node, depth: depth + 1)
        }
      case .split(let split):
        guard let primary = graph.index(of: split.primaryID),
          var result = arrival(at: primary, tabBar: tabBar, depth: depth + 1)
        else { return nil }
        if let secondary = graph.index(of: split.secondaryID),
          let other = arrival(at: secondary, tabBar: tabBar, depth: depth + 1)
        {
          result.companions += [other.state] + other.companions
        }
        return result
      case .reference:
        return nil
      }
    }

    mutating func accessibility(of scene: Int) -> SceneAccessibility? {
      if let known = identifiers[scene] { return known }
      guard let value = graph.flow.nodes[scene].scene.map(AccessibilityIdentifiers.of) else {
        return nil
      }
      identifiers[scene] = value
      return value
    }

    /// The steps out of `state`, in a stable order: the scene's segues in file order,
    /// then the tabs of the tab bar on screen.
    mutating func steps(from state: State) -> [(step: ScreenStep, arrival: Arrival)] {
      guard let scene = graph.flow.nodes[state.scene].scene,
        let identifiers = accessibility(of: state.scene)
      else { return [] }
      var result: [(ScreenStep, Arrival)] = []
      for (index, transition) in scene.transitions.enumerated() {
        guard case .segue(let segue) = transition,
          let destination = graph.index(of: segue.destinationID)
        else { continue }
        let tap: ScreenStep.Tap
        if segue.kind == .embed {
          tap = .none
        } else if let identifier = identifiers.transitionTriggers[index] {
          switch segue.trigger {
          case .cell, .staticCell, .row: tap = .cell(identifier)
          case .barButton, .button: tap = .button(identifier)
          case .manual, .gesture: continue
          }
        } else {
          continue
        }
        // A modal presentation covers the tab bar; pushing keeps it.
        let covers = segue.kind == .present || segue.kind == .popover
        guard
          let arrival = arrival(at: destination, tabBar: covers ? nil : state.tabBar)
        else { continue }
        result.append(
          (
            ScreenStep(
              tap: tap, source: state.scene, destination: arrival.state.scene,
              segueID: segue.id), arrival
          ))
      }
      if let tabBar = state.tabBar, case .tabBar(let tabs) = graph.flow.nodes[tabBar] {
        for (position, tab) in tabs.tabs.enumerated() {
          guard let node = graph.index(of: tab.destinationID),
            let arrival = arrival(at: node, tabBar: tabBar),
            arrival.state.scene != state.scene
          else { continue }
          let identifier = AccessibilityIdentifiers.of(tab, in: tabs)
          result.append(
            (
              ScreenStep(
                tap: .tab(identifier, index: position), source: state.scene,
                destination: arrival.state.scene, segueID: nil), arrival
            ))
        }
      }
      return result
    }

    /// A 0-1 breadth-first search: taps cost one, companions and embeds nothing. States
    /// reached at no cost are taken before those waiting in line, so each state is taken
    /// at its lowest cost.
    /// Nil when the states reached go past `stateLimit`.
    mutating func run(from first: Arrival, stateLimit: Int) -> [Int: Route]? {
      var cost: [State: Int] = [:]
      var previous: [State: (state: State, step: ScreenStep)] = [:]
      var order: [State] = []
      var now: [State] = []  // reached at no cost from the state being taken
      var line: [State] = []  // in the order reached, each at its cost or one more
      var head = 0
      func reach(_ state: State, cost value: Int, from link: (State, ScreenStep)?, free: Bool) {
        if let known = cost[state], known <= value { return }
        if cost[state] == nil { order.append(state) }
        cost[state] = value
        previous[state] = link
        if free { now.append(state) } else { line.append(state) }
      }
      func companionLink(_ arrival: Arrival, _ companion: State) -> (State, ScreenStep) {
        (
          arrival.state,
          ScreenStep(
            tap: .none, source: arrival.state.scene, destination: companion.scene, segueID: nil)
        )
      }
      reach(first.state, cost: 0, from: nil, free: false)
      for companion in first.companions {
        reach(companion, cost: 0, from: companionLink(first, companion), free: false)
      }
      while true {
        let state: State
        if let next = now.popLast() {
          state = next
        } else if head < line.count {
          state = line[head]
          head += 1
        } else {
          break
        }
        if order.count > stateLimit { return nil }
        let here = cost[state] ?? 0
        for (step, arrival) in steps(from: state) {
          let free = step.tap == .none
          let value = here + (free ? 0 : 1)
          reach(arrival.state, cost: value, from: (state, step), free: free)
          for companion in arrival.companions {
            reach(companion, cost: value, from: companionLink(arrival, companion), free: free)
          }
        }
      }
      // Each scene's cheapest state, the first found among equals.
      var best: [Int: State] = [:]
      for state in order {
        if let known = best[state.scene], (cost[known] ?? 0) <= (cost[state] ?? 0) { continue }
        best[state.scene] = state
      }
      // Each scene's route goes back to the nearest state on its path that is the best
      // of its own scene, whose path is then that scene's: on most flows one step.
      let bestStates = Set(best.values)
      var result: [Int: Route] = [:]
      for (scene, state) in best {
        var steps: [ScreenStep] = []
        var current = state
        var after: Int?
        // Links only ever point at states no dearer; the bound is a guard all the same.
        while let link = previous[current], steps.count < order.count {
          steps.append(link.step)
          current = link.state
          if bestStates.contains(current) {
            after = current.scene
            break
          }
        }
        result[scene] = Route(after: after, steps: steps.reversed())
      }
      return result
    }
  }
}
