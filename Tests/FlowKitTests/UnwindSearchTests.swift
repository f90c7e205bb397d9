import FlowKit
import XCTest

@testable import FlowAnalysis
@testable import StoryboardImport

/// The searches that answer every unwind at once give what walking back from each unwind
/// gives (the straightforward searches below, written out again here), on random flows;
/// and on a flow where every scene can be beneath every other they visit each scene a
/// bounded number of times, however many unwinds ask.
final class UnwindSearchTests: XCTestCase {
  // MARK: Random flows

  /// A deterministic generator (SplitMix64), so that a failure names a seed that repeats.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let actionNames = ["done", "save", "unwindToS1", "unwindToS2", "back"]

  /// A flow of up to 24 scenes with random presentations, navigation and tab bar
  /// controllers around some of them, and unwind actions, actions and unwinds whose
  /// names (and some selectors) are drawn from a few, so that they meet and shadow.
  /// With `storyboardLike`, scenes share three classes and unwinds have no identifier, as
  /// in storyboards where generated code must tell unwinds apart by their source's class.
  static func randomFlow(_ random: inout Random, storyboardLike: Bool = false) -> Flow {
    let scenes = Int.random(in: 1...24, using: &random)
    let containers = Int.random(in: 0...3, using: &random)
    var body = ""
    func sceneID(_ random: inout Random) -> String {
      "s\(Int.random(in: 0..<scenes, using: &random))"
    }
    for container in 0..<containers {
      if Bool.random(using: &random) {
        body += "<navigation id=\"n\(container)\" root=\"\(sceneID(&random))\"/>\n"
      } else {
        body += "<tabBar id=\"n\(container)\">"
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          // Now and then a tab holds another container: several scenes in one tab.
          let target =
            container > 0 && Int.random(in: 0..<5, using: &random) == 0
            ? "n\(Int.random(in: 0..<container, using: &random))" : sceneID(&random)
          body += "<tab to=\"\(target)\"/>"
        }
        body += "</tabBar>\n"
      }
    }
    for scene in 0..<scenes {
      let className = storyboardLike ? "Shared\(scene % 3)" : "S\(scene)"
      body += "<scene id=\"s\(scene)\" class=\"\(className)ViewController\">"
      for _ in 0..<Int.random(in: 0...2, using: &random)
      where Int.random(in: 0..<3, using: &random) == 0 {
        let name = actionNames.randomElement(using: &random)!
        let selector = Bool.random(using: &random) ? "" : " selector=\"\(name)WithSegue:\""
        body += "<unwindAction name=\"\(name)\"\(selector)/>"
      }
      if Int.random(in: 0..<6, using: &random) == 0 {
        body += "<action name=\"\(actionNames.randomElement(using: &random)!)\"/>"
      }
      for segue in 0..<Int.random(in: 0...3, using: &random) {
        let target =
          containers > 0 && Int.random(in: 0..<4, using: &random) == 0
          ? "n\(Int.random(in: 0..<containers, using: &random))" : sceneID(&random)
        body += "<segue id=\"g\(scene)x\(segue)\" kind=\"present\" to=\"\(target)\"/>"
      }
      for unwind in 0..<Int.random(in: 0...2, using: &random) {
        body +=
          "<unwind id=\"u\(scene)x\(unwind)\"\(storyboardLike ? " identifier=\"\"" : "") action=\"\(actionNames.randomElement(using: &random)!)\"/>"
      }
      body += "</scene>\n"
    }
    let text = "<flow name=\"Random\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
    return FlowFrontEnd.load(SourceFile(path: "random.flow", text: text)).flow!
  }

  // MARK: The straightforward searches

  /// Every scene's presenters written out, as `FlowGraph` kept them before tab bars were
  /// kept as tab bars: the scenes with a segue to it, then for each tab bar (in the
  /// flow's order) and each of its tabs holding the scene, every scene of the other tabs.
  static func writtenOutPresenters(_ graph: FlowGraph) -> [[Int]] {
    let flow = graph.flow
    var presenters = graph.presenters
    for node in flow.nodes {
      guard case .tabBar(let tabBar) = node, tabBar.tabs.count > 1 else { continue }
      let tabEntries = tabBar.tabs.map { tab in
        graph.index(of: tab.destinationID).map { graph.entryScenes[$0] } ?? []
      }
      for (position, entries) in tabEntries.enumerated() {
        let siblings = tabEntries.enumerated().filter { $0.offset != position }.flatMap(\.element)
        for entry in entries { presenters[entry] += siblings.filter { $0 != entry } }
      }
    }
    return presenters
  }

  /// Back from `source` breadth first, one path at a time ending at the first match.
  static func referenceNearest(_ source: Int, _ presenters: [[Int]], _ matches: (Int) -> Bool)
    -> [Int]
  {
    var found: Set<Int> = []
    var seen: Set<Int> = []
    var queue = presenters[source]
    var head = 0
    while head < queue.count {
      let scene = queue[head]
      head += 1
      guard seen.insert(scene).inserted else { continue }
      if matches(scene) { found.insert(scene) } else { queue += presenters[scene] }
    }
    return found.sorted()
  }

  static func referenceNearest(_ source: Int, _ graph: FlowGraph, _ matches: (Int) -> Bool) -> [Int]
  {
    referenceNearest(source, writtenOutPresenters(graph), matches)
  }

  /// Every scene met walking back breadth first from `source`, in order.
  static func referenceBeneath(_ source: Int, _ presenters: [[Int]]) -> [Int] {
    var order: [Int] = []
    var seen: Set<Int> = []
    var queue = presenters[source]
    var head = 0
    while head < queue.count {
      let scene = queue[head]
      head += 1
      guard seen.insert(scene).inserted else { continue }
      order.append(scene)
      queue += presenters[scene]
    }
    return order
  }

  /// The first scene of `targets` met walking back breadth first from `source`.
  static func referenceFirst(_ source: Int, _ graph: FlowGraph, _ targets: Set<Int>) -> Int? {
    referenceBeneath(source, writtenOutPresenters(graph)).first { targets.contains($0) }
  }

  /// `placeUnwindActions`' walk as it was, one full walk per unwind.
  static func referencePlacement(
    _ pendings: [UnwindPlacementSearch.Pending], graph: FlowGraph,
    members original: [Int: (names: Set<String>, scene: Scene)], preferred: (String) -> Set<Int>
  ) -> [UnwindPlacementSearch.Decision] {
    var members = original
    var placed: [Int: Set<String>] = [:]
    var decisions: [UnwindPlacementSearch.Decision] = []
    for pending in pendings {
      let wanted = preferred(pending.name)
      var declared = false
      var chosen: Int?
      var fallback: Int?
      let beneath = graph.scenesBeneath(pending.source) { index in
        guard let (names, scene) = members[index] else { return false }
        if placed[index]?.contains(pending.selector) == true {
          declared = true
          return true
        }
        guard !names.contains(pending.name), !MemberRules.isReserved(pending.name, in: scene)
        else { return false }
        if fallback == nil { fallback = index }
        if wanted.isEmpty || wanted.contains(index) {
          chosen = index
          return true
        }
        return false
      }
      if declared {
        decisions.append(.declared)
        continue
      }
      guard let target = chosen ?? fallback else {
        decisions.append(.drop(nothingBeneath: beneath.isEmpty))
        continue
      }
      decisions.append(.place(target))
      placed[target, default: []].insert(pending.selector)
      members[target]?.names.insert(pending.name)
    }
    return decisions
  }

  // MARK: Equivalence

  func testNearestScenesBeneathForAllSourcesIsEachSourcesWalk() {
    var random = Random(state: 28)
    for round in 0..<400 {
      let flow = Self.randomFlow(&random)
      let graph = FlowGraph(flow: flow)
      let sources = flow.nodes.indices.filter { _ in Bool.random(using: &random) }
      let matching = Set(
        flow.nodes.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
      let all = graph.nearestScenesBeneath(each: sources) { matching.contains($0) }
      for (source, found) in zip(sources, all) {
        XCTAssertEqual(
          found, Self.referenceNearest(source, graph) { matching.contains($0) },
          "round \(round), source \(source)")
        XCTAssertEqual(found, graph.nearestScenesBeneath(source) { matching.contains($0) })
      }
    }
  }

  /// The checker's unwinds that generated hooks cannot tell apart are those the arrivals
  /// the generator writes out say clash.
  func testIndistinguishableUnwindsAreWhatTheWrittenOutArrivalsSay() {
    var random = Random(state: 38)
    var clashing = 0
    for round in 0..<400 {
      let flow = Self.randomFlow(&random, storyboardLike: true)
      let graph = FlowGraph(flow: flow)
      var keys = Set<String>()
      for (_, actions) in TransitionBinding.unidentifiedArrivals(graph: graph) {
        for (action, classes) in actions {
          for (className, ids) in classes where ids.count > 1 {
            for id in ids { keys.insert("\(action) \(className) \(id)") }
          }
        }
      }
      var expected: [String] = []
      for (index, node) in flow.nodes.enumerated() {
        for unwind in node.scene?.unwinds ?? []
        where keys.contains("\(unwind.actionName) \(node.className) \(unwind.id)") {
          expected.append("\(index) \(unwind.id)")
        }
      }
      let found = TransitionBinding.indistinguishableUnwinds(graph: graph, limit: .max)
      XCTAssertNil(found.unsearched)
      XCTAssertEqual(
        found.unwinds.map { "\($0.source) \($0.unwind.id)" }, expected, "round \(round)")
      clashing += expected.count
    }
    XCTAssertGreaterThan(clashing, 100, "the random flows have unwinds that clash")
  }

  func testStopTableGivesEachUnwindsStops() {
    var random = Random(state: 2028)
    var compared = 0
    for round in 0..<400 {
      let flow = Self.randomFlow(&random)
      let graph = FlowGraph(flow: flow)
      let stops = UnwindStops(flow: flow)
      let table = UnwindStopTable(graph: graph, stops: stops)
      for (index, node) in flow.nodes.enumerated() {
        for unwind in node.scene?.unwinds ?? [] {
          let selector = stops.selector(of: unwind)
          let matches = { (scene: Int) in
            UnwindStops.catcher(in: flow.nodes[scene].scene, selector: selector) != nil
          }
          let expected = Self.referenceNearest(index, graph, matches)
          let found = table.stops(ofSelector: selector, from: index)
          XCTAssertEqual(found.map(\.sceneIndex), expected, "round \(round), unwind \(unwind.id)")
          XCTAssertEqual(
            found.map(\.catcher.description),
            stops.stops(ofSelector: selector, from: index, in: graph).map(\.catcher.description))
          compared += found.count
        }
      }
    }
    XCTAssertGreaterThan(compared, 400, "the random flows have unwinds that stop somewhere")
  }

  func testFirstSceneBeneathIsTheWalksFirst() {
    var random = Random(state: 82)
    for round in 0..<400 {
      let flow = Self.randomFlow(&random)
      let graph = FlowGraph(flow: flow)
      let targets = Set(
        flow.nodes.indices.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
      let index = FirstSceneBeneath(graph: graph, targets: targets)
      for source in flow.nodes.indices {
        XCTAssertEqual(
          index.first(beneath: source, in: graph), Self.referenceFirst(source, graph, targets),
          "round \(round), source \(source)")
        let walked = graph.scenesBeneath(source) { targets.contains($0) }.last
        XCTAssertEqual(
          index.first(beneath: source, in: graph),
          walked.flatMap { targets.contains($0) ? $0 : nil })
      }
    }
  }

  func testPlacementDecidesWhatOneWalkPerUnwindDecided() {
    var random = Random(state: 1728)
    var placedSomewhere = 0
    for round in 0..<400 {
      let flow = Self.randomFlow(&random)
      let graph = FlowGraph(flow: flow)
      var members: [Int: (names: Set<String>, scene: Scene)] = [:]
      for (index, node) in flow.nodes.enumerated() {
        guard let scene = node.scene else { continue }
        // Some scenes clash: a member already has the name (or is UIKit's `title`).
        let clashes = Self.actionNames.filter { _ in Int.random(in: 0..<5, using: &random) == 0 }
        members[index] = (Set(clashes + ["title"]), scene)
      }
      var preferred: [String: Set<Int>] = [:]
      for name in Self.actionNames + ["title"] where Bool.random(using: &random) {
        preferred[name] = Set(
          flow.nodes.indices.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
      }
      // Many unwinds per action, so that the walks hand over to the index.
      let scenes = Array(members.keys)
      let pendings = (0..<Int.random(in: 0...(4 * flow.nodes.count), using: &random)).map { _ in
        let name = (Self.actionNames + ["title"]).randomElement(using: &random)!
        return UnwindPlacementSearch.Pending(
          source: scenes.randomElement(using: &random) ?? 0, name: name,
          selector: Int.random(in: 0..<4, using: &random) == 0 ? "\(name)WithSender:" : "\(name):")
      }
      var search = UnwindPlacementSearch(members: members)
      let decisions = search.decide(pendings, in: graph) { preferred[$0] ?? [] }
      XCTAssertEqual(
        decisions,
        Self.referencePlacement(pendings, graph: graph, members: members) { preferred[$0] ?? [] },
        "round \(round)")
      placedSomewhere += decisions.filter { if case .place = $0 { true } else { false } }.count
    }
    XCTAssertGreaterThan(placedSomewhere, 400)
  }

  // MARK: The graph's own walks

  func testPresentersAreTheWrittenOutLists() {
    var random = Random(state: 38)
    var tabSiblings = 0
    for round in 0..<400 {
      let graph = FlowGraph(flow: Self.randomFlow(&random))
      let written = Self.writtenOutPresenters(graph)
      for index in graph.flow.nodes.indices {
        XCTAssertEqual(graph.presenters(of: index), written[index], "round \(round), node \(index)")
        tabSiblings += written[index].count - graph.presenters[index].count
      }
    }
    XCTAssertGreaterThan(tabSiblings, 400, "the random flows have tab bars")
  }

  func testScenesBeneathIsTheWrittenOutWalk() {
    var random = Random(state: 3838)
    for round in 0..<400 {
      let graph = FlowGraph(flow: Self.randomFlow(&random))
      let written = Self.writtenOutPresenters(graph)
      let targets = Set(
        graph.flow.nodes.indices.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
      for source in graph.flow.nodes.indices {
        let expected = Self.referenceBeneath(source, written)
        XCTAssertEqual(graph.scenesBeneath(source), expected, "round \(round), source \(source)")
        let stopped = graph.scenesBeneath(source) { targets.contains($0) }
        let end = expected.firstIndex { targets.contains($0) }.map { $0 + 1 } ?? expected.count
        XCTAssertEqual(stopped, Array(expected.prefix(end)), "round \(round), source \(source)")
      }
    }
  }

  func testCanBeBeneathIsWhatTheWalkMeets() {
    var random = Random(state: 383)
    var beneath = 0
    for round in 0..<300 {
      let graph = FlowGraph(flow: Self.randomFlow(&random))
      let written = Self.writtenOutPresenters(graph)
      var reach = BeneathReach(network: PresenterNetwork(graph: graph))
      for source in graph.flow.nodes.indices {
        let met = Set(Self.referenceBeneath(source, written))
        for scene in graph.flow.nodes.indices {
          XCTAssertEqual(
            reach.canBeBeneath(scene, source), met.contains(scene),
            "round \(round), \(scene) beneath \(source)")
        }
        beneath += met.count
      }
    }
    XCTAssertGreaterThan(beneath, 4000)
  }

  func testFirstDeclaringBeneathIsTheWalksFirst() {
    var random = Random(state: 8383)
    var drawn = 0
    for round in 0..<400 {
      let flow = Self.randomFlow(&random)
      let graph = FlowGraph(flow: flow)
      let written = Self.writtenOutPresenters(graph)
      let table = FirstDeclaringBeneath(graph: graph)
      for (index, node) in flow.nodes.enumerated() {
        for unwind in node.scene?.unwinds ?? [] {
          let expected = Self.referenceBeneath(index, written).first { scene in
            flow.nodes[scene].scene?.unwindActions.contains { $0.name == unwind.actionName } == true
          }
          XCTAssertEqual(
            table.first(declaring: unwind.actionName, beneath: index), expected,
            "round \(round), unwind \(unwind.id) of \(node.id)")
          drawn += expected == nil ? 0 : 1
        }
      }
    }
    XCTAssertGreaterThan(drawn, 400)
  }

  // MARK: The shapes of issue 38

  /// `scenes` scenes in a ring of `show` segues outside any navigation controller, every
  /// even scene also presenting the scene seven ahead, every odd scene unwinding to an
  /// action of its own, declared by the scene that presents it (where the importer puts
  /// it) and, with `twice`, also by the scene half the ring away.
  static func ringFlow(scenes: Int, twice: Bool = false) -> Flow {
    var body = ""
    for scene in 0..<scenes {
      body += "<scene id=\"s\(scene)\" class=\"Ring\(scene)ViewController\">"
      for odd in [scene + 1, scene + scenes / 2 + 1] where odd % 2 == 1 && odd < scenes {
        if odd == scene + 1 || twice { body += "<unwindAction name=\"unwindTo\(odd)\"/>" }
      }
      body += "<segue id=\"next\" kind=\"show\" to=\"s\((scene + 1) % scenes)\"/>"
      if scene % 2 == 0 {
        body += "<segue id=\"jump\" kind=\"present\" to=\"s\((scene + 7) % scenes)\"/>"
      } else {
        body += "<unwind id=\"back\" action=\"unwindTo\(scene)\"/>"
      }
      body += "</scene>\n"
    }
    let text = "<flow name=\"Ring\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
    return FlowFrontEnd.load(SourceFile(path: "ring.flow", text: text)).flow!
  }

  /// A tab bar of `tabs` tabs, each tab's scene with an unwind action of its own and an
  /// unwind to the next tab's.
  static func tabsFlow(tabs: Int) -> Flow {
    var body = "<tabBar id=\"tabs\">"
    for tab in 0..<tabs { body += "<tab to=\"t\(tab)\"/>" }
    body += "</tabBar>\n"
    for tab in 0..<tabs {
      body += "<scene id=\"t\(tab)\" class=\"Tab\(tab)ViewController\">"
      body += "<unwindAction name=\"unwindToTab\(tab)\"/>"
      body += "<unwind id=\"toNext\" action=\"unwindToTab\((tab + 1) % tabs)\"/></scene>\n"
    }
    let text = "<flow name=\"Tabs\" version=\"1\" initial=\"tabs\">\n\(body)</flow>\n"
    return FlowFrontEnd.load(SourceFile(path: "tabs.flow", text: text)).flow!
  }

  /// Every unwind's stops in the table are the straightforward walk's.
  func assertStopsAreTheWalks(_ flow: Flow, _ message: String) {
    let graph = FlowGraph(flow: flow)
    let written = Self.writtenOutPresenters(graph)
    let stops = UnwindStops(flow: flow)
    let table = UnwindStopTable(graph: graph, stops: stops)
    let first = FirstDeclaringBeneath(graph: graph)
    var stopping = 0
    for (index, node) in flow.nodes.enumerated() {
      for unwind in node.scene?.unwinds ?? [] {
        let selector = stops.selector(of: unwind)
        let expected = Self.referenceNearest(index, written) { scene in
          UnwindStops.catcher(in: flow.nodes[scene].scene, selector: selector) != nil
        }
        XCTAssertEqual(
          table.stops(ofSelector: selector, from: index).map(\.sceneIndex), expected,
          "\(message), unwind \(unwind.id) of \(node.id)")
        let drawnTo = Self.referenceBeneath(index, written).first { scene in
          flow.nodes[scene].scene?.unwindActions.contains { $0.name == unwind.actionName } == true
        }
        XCTAssertEqual(first.first(declaring: unwind.actionName, beneath: index), drawnTo)
        stopping += expected.count
      }
    }
    XCTAssertGreaterThan(stopping, 0, message)
  }

  func testTheIssuesShapesStopWhereTheWalksStop() {
    for scenes in [8, 9, 16, 30, 41] {
      assertStopsAreTheWalks(Self.ringFlow(scenes: scenes), "ring of \(scenes)")
      assertStopsAreTheWalks(Self.ringFlow(scenes: scenes, twice: true), "ring of \(scenes), twice")
      assertStopsAreTheWalks(Self.tabsFlow(tabs: scenes), "\(scenes) tabs")
    }
  }

  /// The ring's and the tab bar's searches visit a bounded number of scenes per unwind,
  /// however large: the straightforward walks visit every scene for every unwind.
  func testTheIssuesShapesVisitEachSceneABoundedNumberOfTimes() {
    for scenes in [1000, 4000] {
      for (name, flow) in [
        ("ring", Self.ringFlow(scenes: scenes)), ("tabs", Self.tabsFlow(tabs: scenes)),
      ] {
        let graph = FlowGraph(flow: flow)
        let table = UnwindStopTable(graph: graph, stops: UnwindStops(flow: flow))
        XCTAssertNil(table.limitExceeded)
        // One question per unwind, each answered within one strongly connected component.
        XCTAssertLessThanOrEqual(table.visits, scenes, "\(name) of \(scenes)")
        let first = FirstDeclaringBeneath(graph: graph)
        XCTAssertLessThanOrEqual(first.visits, scenes, "\(name) of \(scenes)")
        // The tab bar's siblings cost a few stand-ins, not every pair of tabs.
        let network = PresenterNetwork(graph: graph)
        XCTAssertLessThanOrEqual(network.presenters.joined().count, 8 * scenes, "\(name)")
        // Walking back through the tab bar reads each tab once or twice, not once per tab.
        var walk = BeneathWalk(graph: graph, from: 1)
        var met = 0
        while walk.next() != nil { met += 1 }
        XCTAssertEqual(met, scenes, "every scene, the source too: it is beneath itself")
      }
      let ring = Self.ringFlow(scenes: scenes)
      let table = UnwindStopTable(graph: FlowGraph(flow: ring), stops: UnwindStops(flow: ring))
      XCTAssertEqual(table.stops(ofSelector: "unwindTo7:", from: 7).map(\.sceneIndex), [6])
      let tabs = Self.tabsFlow(tabs: scenes)
      let tabTable = UnwindStopTable(graph: FlowGraph(flow: tabs), stops: UnwindStops(flow: tabs))
      // Node 0 is the tab bar: the scene of tab 3 is node 4, and tab 4's is node 5.
      XCTAssertEqual(tabTable.stops(ofSelector: "unwindToTab4:", from: 4).map(\.sceneIndex), [5])
    }
  }

  /// The index the importer falls back on (`FirstSceneBeneath`) over a tab bar of
  /// thousands of tabs reads each tab a bounded number of times: it wrote every tab's
  /// siblings out, every tab to every other (issue 38).
  func testFirstSceneBeneathReadsATabBarABoundedNumberOfTimes() {
    for tabs in [1000, 4000] {
      let flow = Self.tabsFlow(tabs: tabs)
      let graph = FlowGraph(flow: flow)
      // Node 0 is the tab bar: tab k's scene is node k + 1.
      let index = FirstSceneBeneath(graph: graph, targets: [5, 9])
      XCTAssertLessThanOrEqual(index.work, 8 * tabs, "\(tabs) tabs")
      XCTAssertEqual(index.first(beneath: 1, in: graph), 5)
      XCTAssertEqual(index.first(beneath: 5, in: graph), 9)
      XCTAssertEqual(index.first(beneath: 9, in: graph), 5)
      XCTAssertEqual(index.first(beneath: tabs, in: graph), 5)
      XCTAssertNil(index.first(beneath: 0, in: graph), "the tab bar itself is no scene")
    }
    for tabs in [2, 3, 9, 30] {
      let flow = Self.tabsFlow(tabs: tabs)
      let graph = FlowGraph(flow: flow)
      for targets in [[1], [2], [1, 2], [tabs], Array(stride(from: 1, through: tabs, by: 3))] {
        let index = FirstSceneBeneath(graph: graph, targets: targets)
        for source in flow.nodes.indices {
          XCTAssertEqual(
            index.first(beneath: source, in: graph),
            Self.referenceFirst(source, graph, Set(targets)),
            "\(tabs) tabs, targets \(targets), source \(source)")
        }
      }
    }
  }

  /// The importer placing one action from every tab of a large tab bar, on nine scenes
  /// named by it far along: the walks cost the graph twice, then the index (which read
  /// every tab's siblings, quadratic) answers the rest.
  func testPlacementOnATabBarVisitsEachSceneABoundedNumberOfTimes() {
    for tabs in [40, 1000, 4000] {
      var flow = Self.tabsFlow(tabs: tabs)
      for index in flow.nodes.indices {
        guard case .scene(var scene) = flow.nodes[index] else { continue }
        scene.unwindActions = []
        flow.nodes[index] = .scene(scene)
      }
      let graph = FlowGraph(flow: flow)
      var members: [Int: (names: Set<String>, scene: Scene)] = [:]
      for (index, node) in flow.nodes.enumerated() where node.scene != nil {
        members[index] = ([], node.scene!)
      }
      let pendings = (1...tabs).map { scene in
        UnwindPlacementSearch.Pending(source: scene, name: "unwindToEnd", selector: "unwindToEnd:")
      }
      let named = Set((tabs - 8)...tabs)
      let preferred = { (_: String) -> Set<Int> in named }
      var search = UnwindPlacementSearch(members: members)
      let decisions = search.decide(pendings, in: graph, preferred: preferred)
      XCTAssertEqual(decisions[0], .place(tabs - 8))
      XCTAssertEqual(decisions[tabs / 2], .declared)
      XCTAssertLessThanOrEqual(search.visits, 12 * tabs, "\(tabs) tabs")
      if tabs <= 40 {
        XCTAssertEqual(
          decisions,
          Self.referencePlacement(pendings, graph: graph, members: members, preferred: preferred))
      }
    }
  }

  func testPlacementOnTheRingVisitsEachSceneABoundedNumberOfTimes() {
    for scenes in [40, 1000, 4000] {
      // The importer's view of the ring before placing: no unwind actions yet, and each
      // action names its own source (`unwindTo00007:` from `Ring00007ViewController`).
      let ring = Self.ringFlow(scenes: scenes)
      var flow = ring
      for index in flow.nodes.indices {
        guard case .scene(var scene) = flow.nodes[index] else { continue }
        scene.unwindActions = []
        flow.nodes[index] = .scene(scene)
      }
      let graph = FlowGraph(flow: flow)
      var members: [Int: (names: Set<String>, scene: Scene)] = [:]
      for (index, node) in flow.nodes.enumerated() { members[index] = ([], node.scene!) }
      let pendings = stride(from: 1, to: scenes, by: 2).map { scene in
        UnwindPlacementSearch.Pending(
          source: scene, name: "unwindTo\(scene)", selector: "unwindTo\(scene):")
      }
      let preferred = { (name: String) -> Set<Int> in [Int(name.dropFirst("unwindTo".count))!] }
      var search = UnwindPlacementSearch(members: members)
      let decisions = search.decide(pendings, in: graph, preferred: preferred)
      // Each source is beneath itself round the ring, so each action goes on its source.
      XCTAssertEqual(decisions, pendings.map { .place($0.source) })
      XCTAssertLessThanOrEqual(search.visits, scenes, "\(scenes) scenes")
      if scenes <= 40 {
        XCTAssertEqual(
          decisions,
          Self.referencePlacement(pendings, graph: graph, members: members, preferred: preferred))
      }
    }
  }

  func testUnreachableUnwindsAreReportedWithOneWalkPerComponent() {
    for scenes in [40, 4000] {
      // The ring, its actions declared only on a scene nothing presents.
      var body = "<scene id=\"island\" class=\"IslandViewController\">"
      for scene in stride(from: 1, to: scenes, by: 2) {
        body += "<unwindAction name=\"unwindTo\(scene)\"/>"
      }
      body += "</scene>\n"
      for scene in 0..<scenes {
        body += "<scene id=\"s\(scene)\" class=\"Ring\(scene)ViewController\">"
        body += "<segue id=\"next\" kind=\"present\" to=\"s\((scene + 1) % scenes)\"/>"
        if scene % 2 == 1 { body += "<unwind id=\"back\" action=\"unwindTo\(scene)\"/>" }
        body += "</scene>\n"
      }
      let text = "<flow name=\"Island\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
      let flow = FlowFrontEnd.load(SourceFile(path: "island.flow", text: text)).flow!
      let graph = FlowGraph(flow: flow)
      var log = DiagnosticLog()
      UnwindRules.check(graph, into: &log)
      let errors = log.diagnostics.filter { $0.rule == .unwindUnreachable }
      XCTAssertEqual(errors.count, scenes / 2)
      XCTAssertTrue(errors.allSatisfy { $0.message.contains("(declared on 'island')") })
      var report = UnreachableUnwindReport(graph: graph, spent: 0)
      var reported = DiagnosticLog()
      for (index, node) in flow.nodes.enumerated() {
        for unwind in node.scene?.unwinds ?? [] {
          report.report(unwind, of: node.scene!, at: index, into: &reported)
        }
      }
      XCTAssertEqual(reported.diagnostics.map(\.message), errors.map(\.message))
      // The ring is one component: one walk for the names beneath all its scenes.
      XCTAssertLessThanOrEqual(report.visits, scenes, "\(scenes) scenes")
    }
  }

  /// The names the suggestions of `unwind-unreachable` choose from, made in one pass over
  /// the components, are those of the scenes the written-out walk meets beneath.
  func testNamesBeneathAreThoseOfTheScenesTheWalkMeets() {
    var random = Random(state: 9191)
    for round in 0..<300 {
      let flow = Self.randomFlow(&random, storyboardLike: round % 2 == 1)
      let graph = FlowGraph(flow: flow)
      let written = Self.writtenOutPresenters(graph)
      var report = UnreachableUnwindReport(graph: graph, spent: 0)
      for source in flow.nodes.indices where flow.nodes[source].scene != nil {
        let expected = Set(
          Self.referenceBeneath(source, written).flatMap {
            flow.nodes[$0].scene?.unwindActions.map(\.name) ?? []
          })
        XCTAssertEqual(
          report.unwindActionNames(beneath: source), expected, "round \(round), source \(source)")
      }
    }
  }

  /// A chain of pushes thousands deep whose unwinds all go to an action declared on the
  /// last scene: each is unreachable, and a walk per scene for the names beneath was the
  /// chain's length squared (18 s in a debug build at 9,000, within the visit limit only).
  func testUnreachableUnwindsDownAChainCostItsLength() {
    for scenes in [50, 5000] {
      var body = "<navigation id=\"nav\" root=\"s0\"/>\n"
      for scene in 0..<scenes {
        body += "<scene id=\"s\(scene)\" class=\"S\(scene)ViewController\">"
        if scene % 100 == 0 { body += "<unwindAction name=\"back\(scene)\"/>" }
        if scene + 1 < scenes { body += "<segue id=\"next\" kind=\"show\" to=\"s\(scene + 1)\"/>" }
        if scene == scenes - 1 { body += "<unwindAction name=\"home\"/>" }
        if scene > 0 { body += "<unwind id=\"back\" action=\"home\"/>" }
        body += "</scene>\n"
      }
      let text = "<flow name=\"Chain\" version=\"1\" initial=\"nav\">\n\(body)</flow>\n"
      let flow = FlowFrontEnd.load(SourceFile(path: "chain.flow", text: text)).flow!
      let graph = FlowGraph(flow: flow)
      var report = UnreachableUnwindReport(graph: graph, spent: 0)
      var log = DiagnosticLog()
      for (index, node) in flow.nodes.enumerated() {
        for unwind in node.scene?.unwinds ?? [] {
          report.report(unwind, of: node.scene!, at: index, into: &log)
        }
      }
      XCTAssertEqual(log.diagnostics.count, scenes - 1)
      // The names beneath grow by one every hundred scenes: copies of at most scenes / 100
      // names, once per scene that declares one, and each suggestion compares them.
      XCTAssertLessThanOrEqual(report.visits, 4 * scenes + scenes * (scenes / 100), "\(scenes)")
      // Beneath the last scene: the `back…` actions of s0, s100, …
      XCTAssertEqual(
        report.unwindActionNames(beneath: flow.nodes.count - 1)?.count, (scenes - 2) / 100 + 1)
    }
  }

  // MARK: The visit limit

  func testTheStopTableStopsAtTheVisitLimit() {
    // Two scenes answer each selector: one search per selector, round the whole ring.
    let flow = Self.ringFlow(scenes: 200, twice: true)
    let graph = FlowGraph(flow: flow)
    let unlimited = UnwindStopTable(graph: graph, stops: UnwindStops(flow: flow))
    XCTAssertNil(unlimited.limitExceeded)
    XCTAssertGreaterThan(unlimited.visits, 1000)
    let limited = UnwindStopTable(graph: graph, stops: UnwindStops(flow: flow), visitLimit: 1000)
    let (source, selector) = try! XCTUnwrap(limited.limitExceeded)
    XCTAssertEqual(flow.nodes[source].scene?.unwinds.first?.actionName, "unwindTo\(source)")
    XCTAssertEqual(selector, "unwindTo\(source):")
    // It stops within the search that went past: one search visits each scene once.
    XCTAssertLessThanOrEqual(limited.visits, 1000 + 2 * 200)
    XCTAssertLessThan(limited.visits, unlimited.visits)
  }

  func testTheCheckerReportsTheVisitLimitByName() {
    let flow = Self.ringFlow(scenes: 60, twice: true)
    XCTAssertFalse(FlowChecker.check(flow).contains { $0.rule == .limitExceeded })
    var limits = ResourceLimits.default
    XCTAssertNil(limits.apply("unwind-visits=20"))
    for parallel in [false, true] {
      let found = FlowChecker.check(flow, parallel: parallel, unwindVisitLimit: 20)
        .filter { $0.rule == .limitExceeded }
      XCTAssertFalse(found.isEmpty)
      XCTAssertTrue(
        found.allSatisfy {
          $0.message.contains("--limit unwind-visits=N") && $0.severity == .error
        },
        "\(found)")
    }
    XCTAssertEqual(
      FlowChecker.check(flow, limits: limits).filter { $0.rule == .limitExceeded }.count, 1)
  }

  // MARK: Visits per unwind

  /// `scenes` scenes in one cycle of presentations (each can be beneath every other),
  /// each with an unwind: to the first scene's `unwindToHome` (half of them, the far
  /// end of the cycle for most), or to an action of its own on the scene presenting it.
  static func cycleFlow(scenes: Int) -> String {
    var body = ""
    for scene in 0..<scenes {
      let next = (scene + 1) % scenes
      let previous = (scene + scenes - 1) % scenes
      body += "<scene id=\"s\(scene)\" class=\"Item\(scene)ViewController\">"
      if scene == 0 { body += "<unwindAction name=\"unwindToHome\"/>" }
      body += "<unwindAction name=\"unwindToItem\(scene)\"/>"
      body += "<segue id=\"next\(scene)\" kind=\"present\" to=\"s\(next)\"/>"
      let action = scene % 2 == 0 ? "unwindToHome" : "unwindToItem\(previous)"
      body += "<unwind id=\"back\(scene)\" action=\"\(action)\"/></scene>\n"
    }
    return "<flow name=\"Cycle\" version=\"1\" initial=\"s0\">\n\(body)</flow>\n"
  }

  func testStopsVisitEachSceneABoundedNumberOfTimes() throws {
    for scenes in [500, 2000] {
      let flow = try XCTUnwrap(
        FlowFrontEnd.load(SourceFile(path: "cycle.flow", text: Self.cycleFlow(scenes: scenes))).flow
      )
      let graph = FlowGraph(flow: flow)
      let table = UnwindStopTable(graph: graph, stops: UnwindStops(flow: flow))
      // The straightforward walk visits about scenes / 2 per unwind to home: here every
      // scene is visited once for home's selector, and once per other unwind.
      XCTAssertLessThanOrEqual(table.visits, 2 * scenes, "\(scenes) scenes")
      XCTAssertEqual(
        table.stops(ofSelector: "unwindToHome:", from: scenes - 2).map(\.sceneIndex), [0])
      XCTAssertEqual(table.stops(ofSelector: "unwindToItem6:", from: 7).map(\.sceneIndex), [6])
    }
  }

  // MARK: Many scenes answering one selector, all beneath many sources

  /// `catchers` scenes answering `done:` (every fourth with an ordinary action, which
  /// catches the unwinds too), each presenting every one of `hubs` hubs; the hubs present
  /// a chain of `chain` scenes (or, without one, the sources), whose last presents
  /// `sources` scenes, each unwinding to `done`. Every catcher is beneath every source:
  /// written out, the stops are sources × catchers.
  static func hubFlow(catchers: Int, hubs: Int, chain: Int, sources: Int, actions: Bool = true)
    -> Flow
  {
    var body = ""
    for catcher in 0..<catchers {
      body += "<scene id=\"c\(catcher)\" class=\"C\(catcher)ViewController\">"
      body +=
        actions && catcher % 4 == 3 ? "<action name=\"done\"/>" : "<unwindAction name=\"done\"/>"
      for hub in 0..<hubs { body += "<segue id=\"toHub\(hub)\" kind=\"present\" to=\"h\(hub)\"/>" }
      body += "</scene>\n"
    }
    func presentSources() -> String {
      (0..<sources).map { "<segue id=\"toS\($0)\" kind=\"present\" to=\"s\($0)\"/>" }.joined()
    }
    for hub in 0..<hubs {
      body += "<scene id=\"h\(hub)\" class=\"H\(hub)ViewController\">"
      body += chain > 0 ? "<segue id=\"toChain\" kind=\"present\" to=\"x0\"/>" : presentSources()
      body += "</scene>\n"
    }
    for link in 0..<chain {
      body += "<scene id=\"x\(link)\" class=\"X\(link)ViewController\">"
      body +=
        link + 1 < chain
        ? "<segue id=\"next\" kind=\"present\" to=\"x\(link + 1)\"/>" : presentSources()
      body += "</scene>\n"
    }
    for source in 0..<sources {
      body += "<scene id=\"s\(source)\" class=\"S\(source)ViewController\">"
      body += "<unwind id=\"done\(source)\" identifier=\"\" action=\"done\"/></scene>\n"
    }
    let text = "<flow name=\"Hub\" version=\"1\" initial=\"c0\">\n\(body)</flow>\n"
    return FlowFrontEnd.load(SourceFile(path: "hub.flow", text: text)).flow!
  }

  /// On a hub whose catchers include ordinary actions of the unwinds' selector, every
  /// unwind is caught by each of those actions: one error per unwind and one per action
  /// (naming the first and counting the rest), not one per unwind and action, which was
  /// 2,000,000 errors and 50 s for 2,000 catchers and sources.
  func testShadowingOnAHubIsOneErrorPerUnwindAndPerAction() {
    let (catchers, sources) = (40, 30)
    let flow = Self.hubFlow(catchers: catchers, hubs: 1, chain: 0, sources: sources)
    let text = FlowWriter.write(flow)
    let shadowed = FlowFrontEnd.load(SourceFile(path: "hub.flow", text: text)).diagnostics
      .filter { $0.rule == .unwindShadowed }
    let actions = catchers / 4
    XCTAssertEqual(shadowed.count, sources + actions)
    let atUnwinds = shadowed.filter { $0.message.hasPrefix("unwind ") }
    XCTAssertEqual(atUnwinds.count, sources)
    XCTAssertTrue(
      atUnwinds.allSatisfy {
        $0.message.contains("scene 'c3'")
          && $0.message.contains("also at \(actions - 1) other scenes: 'c7', 'c11', 'c15', …)")
      }, atUnwinds.first?.message ?? "")
    let atActions = shadowed.filter { $0.message.hasPrefix("action ") }
    XCTAssertEqual(atActions.count, actions)
    XCTAssertTrue(
      atActions.allSatisfy {
        $0.message.contains("catches unwind 'done0' from 's0'")
          && $0.message.contains("(and \(sources - 1) other unwinds)")
      }, atActions.first?.message ?? "")
  }

  func testHubsStopWhereTheWalksStop() {
    for (catchers, hubs, chain) in [(5, 1, 0), (6, 2, 0), (5, 1, 3), (7, 3, 2)] {
      let flow = Self.hubFlow(catchers: catchers, hubs: hubs, chain: chain, sources: 6)
      assertStopsAreTheWalks(flow, "\(catchers) catchers, \(hubs) hubs, chain of \(chain)")
      let table = UnwindStopTable(graph: FlowGraph(flow: flow), stops: UnwindStops(flow: flow))
      for (index, node) in flow.nodes.enumerated() where node.scene?.unwinds.isEmpty == false {
        let caught = table.stops(ofSelector: "done:", from: index).contains {
          if case .action = $0.catcher { true } else { false }
        }
        XCTAssertEqual(table.isCaughtByAction(ofSelector: "done:", from: index), caught)
        XCTAssertTrue(caught, "every fourth catcher has an ordinary action")
      }
    }
  }

  /// Sources that reach the same catchers share one answer: the searches and the checker
  /// cost what the flow is, where the stops written out are sources × catchers.
  func testHubsCostWhatTheFlowIsNotSourcesTimesCatchers() {
    for (hubs, chain) in [(1, 0), (2, 0), (1, 300), (2, 300)] {
      let (catchers, sources) = (800, 800)
      let flow = Self.hubFlow(
        catchers: catchers, hubs: hubs, chain: chain, sources: sources, actions: false)
      let graph = FlowGraph(flow: flow)
      let table = UnwindStopTable(graph: graph, stops: UnwindStops(flow: flow))
      XCTAssertNil(table.limitExceeded)
      let scenes = flow.nodes.count
      // Each scene once, the union of the two hubs' lists once: not sources × catchers.
      XCTAssertLessThanOrEqual(table.visits, 2 * scenes + catchers, "\(hubs) hubs, chain \(chain)")
      let last = flow.nodes.count - 1
      XCTAssertEqual(table.stops(ofSelector: "done:", from: last).count, catchers)
      XCTAssertFalse(table.isCaughtByAction(ofSelector: "done:", from: last))
      // The checker's unwind rules keep within a limit of a few visits per scene.
      var limited = FlowGraph(flow: flow)
      limited.unwindVisitLimit = 4 * scenes
      var log = DiagnosticLog()
      UnwindRules.check(limited, into: &log)
      XCTAssertFalse(log.diagnostics.contains { $0.rule == .limitExceeded })
      XCTAssertFalse(log.diagnostics.contains { $0.rule == .unwindUnreachable })
      // The sources have no identifier, but each a class of its own: their arrivals are
      // not written out to find that no two clash (sources × catchers of them).
      var bindings = DiagnosticLog()
      BindingRules.check(limited, into: &bindings)
      XCTAssertEqual(bindings.diagnostics.map(\.rule), [])
    }
  }

  func testPlacementVisitsEachSceneABoundedNumberOfTimes() {
    for scenes in [500, 2000] {
      // The importer's view of the same cycle before placing: no unwind actions yet.
      let text = Self.cycleFlow(scenes: scenes).replacingOccurrences(
        of: #"<unwindAction name="[A-Za-z0-9]*"/>"#, with: "", options: .regularExpression)
      let flow = FlowFrontEnd.load(SourceFile(path: "cycle.flow", text: text)).flow!
      let graph = FlowGraph(flow: flow)
      var members: [Int: (names: Set<String>, scene: Scene)] = [:]
      for (index, node) in flow.nodes.enumerated() { members[index] = ([], node.scene!) }
      let pendings = (0..<scenes).map { scene in
        let name = scene % 2 == 0 ? "unwindToHome" : "unwindToItem\(scene - 1)"
        return UnwindPlacementSearch.Pending(source: scene, name: name, selector: name + ":")
      }
      // Home is the first scene; each other action names the scene presenting its source.
      let preferred = { (name: String) -> Set<Int> in
        name == "unwindToHome" ? [0] : [Int(name.dropFirst("unwindToItem".count))!]
      }
      var search = UnwindPlacementSearch(members: members)
      let decisions = search.decide(pendings, in: graph, preferred: preferred)
      // Home's first unwind comes round the cycle to home itself; the rest find it there.
      XCTAssertEqual(decisions[0], .place(0))
      XCTAssertEqual(decisions[2], .declared)
      XCTAssertEqual(decisions[scenes - 2], .declared)
      XCTAssertEqual(decisions[7], .place(6))
      // One walk is scenes / 2 on average; the walks of home's unwinds stop at twice the
      // graph, the index costs the graph once, and the others walk one scene each.
      XCTAssertLessThanOrEqual(search.visits, 4 * scenes, "\(scenes) scenes")
      if scenes <= 500 {  // the straightforward walks are quadratic: only on the smaller
        XCTAssertEqual(
          decisions,
          Self.referencePlacement(pendings, graph: graph, members: members, preferred: preferred))
      }
    }
  }
}

extension UnwindStops.Catcher {
  /// What catches, for comparing: the kind and the method's name.
  var description: String {
    switch self {
    case .unwindAction(let action): "unwindAction \(action.name)"
    case .action(let action): "action \(action.name)"
    }
  }
}
