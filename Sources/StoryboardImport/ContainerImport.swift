import FlowModel

/// Navigation, tab bar and split view controllers, built from their relationship segues.
///
/// - a navigation controller's `rootViewController` relationship is `<navigation root>`;
/// - a tab bar controller's `viewControllers` relationships are its `<tab>`s, in order,
///   each titled by its destination's tab bar item;
/// - a split view controller's `masterViewController`/`primaryViewController` and
///   `detailViewController`/`secondaryViewController` relationships are `primary` and
///   `secondary`.
///
/// A container the flow format cannot hold as a container — a navigation whose root is
/// not a scene, a tab bar without tabs, a split without both children — becomes a scene
/// based on its UIKit class, with `embed` segues to its children and a warning, so that
/// nothing it leads to is lost and the flow still checks.
extension StoryboardImportSession {
  static let primaryRelationships: Set<String> = ["masterViewController", "primaryViewController"]
  static let secondaryRelationships: Set<String> = [
    "detailViewController", "secondaryViewController",
  ]

  /// Decides what each controller becomes.
  mutating func assignRoles() {
    roles = controllers.map(\.kind.role)
    for index in controllers.indices {
      switch roles[index] {
      case .tabBar:
        if !relationships(of: index).contains(where: {
          $0.name == "viewControllers" && $0.destination != nil
        }) {
          fallBack(index, base: "UITabBarController", "has no tabs that lead to a view controller")
        }
      case .split:
        let links = relationships(of: index).filter { $0.destination != nil }
        if !links.contains(where: { Self.primaryRelationships.contains($0.name) })
          || !links.contains(where: { Self.secondaryRelationships.contains($0.name) })
        {
          fallBack(
            index, base: "UISplitViewController", "does not have both a primary and a secondary")
        }
      default:
        break
      }
    }
    var state = [UInt8](repeating: 0, count: controllers.count)
    for index in controllers.indices {
      resolveNavigation(index, &state)
    }
  }

  /// A navigation stays one when its root is (or, after its own resolution, has become)
  /// a scene; navigations rooted in navigations are resolved innermost first.
  private mutating func resolveNavigation(_ index: Int, _ state: inout [UInt8]) {
    guard case .navigation = roles[index], state[index] == 0 else { return }
    state[index] = 1
    let root = relationships(of: index).first { $0.name == "rootViewController" }
    guard let rootIndex = root?.destination else {
      state[index] = 2
      fallBack(index, base: "UINavigationController", "has no root view controller")
      return
    }
    if state[rootIndex] == 0 { resolveNavigation(rootIndex, &state) }
    state[index] = 2
    guard case .scene = roles[rootIndex], state[rootIndex] != 1 else {
      let what: String
      switch roles[rootIndex] {
      case .navigation: what = "a navigation controller"
      case .tabBar: what = "a tab bar controller"
      case .split: what = "a split view controller"
      case .reference: what = "a storyboard reference"
      case .scene: what = "itself"
      }
      fallBack(index, base: "UINavigationController", "has \(what) as its root, not a scene")
      return
    }
  }

  private mutating func fallBack(_ index: Int, base: String, _ reason: String) {
    roles[index] = .scene(base: base)
    containerFallbacks[index] = reason
  }

  /// The title a tab shows: its destination's tab bar item's.
  func tabTitle(of index: Int) -> String? {
    controllers[index].element.children(named: "tabBarItem").first?[attribute: "title"]
  }

  /// The system item a tab shows (`favorites`), when its tab bar item has one; one a
  /// flow does not know is reported, never dropped silently.
  mutating func tabSystemItem(of index: Int) -> String? {
    guard let item = controllers[index].element.children(named: "tabBarItem").first,
      let system = item.attribute("systemItem")
    else { return nil }
    if Tab.systemItems.contains(system.value) { return system.value }
    warn(ImportWarnings.unknownTabSystemItem(system.value), at: system.valueLocation)
    return nil
  }

  mutating func importContainer(_ index: Int) -> Node {
    let element = controllers[index].element
    var nodeOrigin = origin(
      of: element, ["id": "id", "customClass": "class", "storyboardIdentifier": "storyboardID"])
    let containerName: String
    switch roles[index] {
    case .tabBar: containerName = "tabBar"
    case .split: containerName = "split"
    default: containerName = "navigation"
    }
    reportContainerConnections(index, containerName: containerName)
    var rootID: String?
    var tabs: [Tab] = []
    var primaryID: String?
    var secondaryID: String?
    for link in relationships(of: index) {
      let relationship = link.segue.attribute("relationship")?.location ?? link.segue.location
      guard let destination = link.destination else {
        warn(
          ImportWarnings.relationshipToNothing(link.segue[attribute: "destination"] ?? ""),
          at: link.segue.attribute("destination")?.valueLocation ?? link.segue.location)
        continue
      }
      let destinationID = nodeIDs[destination]
      switch (roles[index], link.name) {
      case (.navigation, "rootViewController"):
        if rootID == nil {
          rootID = destinationID
          nodeOrigin.attributes["root"] = link.segue.location
        } else {
          warn(ImportWarnings.extraRelationship(link.name), at: relationship)
        }
      case (.tabBar, "viewControllers"):
        var tab = Tab(
          destinationID: destinationID, title: tabTitle(of: destination),
          systemItem: tabSystemItem(of: destination),
          origin: origin(of: link.segue, ["destination": "to"]))
        tab.accessibilityID = AccessibilityImport.tabBarItemIdentifier(
          of: controllers[destination].element)
        tabs.append(tab)
      case (.split, let name) where Self.primaryRelationships.contains(name):
        if primaryID == nil {
          primaryID = destinationID
          nodeOrigin.attributes["primary"] = link.segue.location
        } else {
          warn(ImportWarnings.extraRelationship(name), at: relationship)
        }
      case (.split, let name) where Self.secondaryRelationships.contains(name):
        if secondaryID == nil {
          secondaryID = destinationID
          nodeOrigin.attributes["secondary"] = link.segue.location
        } else {
          warn(ImportWarnings.extraRelationship(name), at: relationship)
        }
      default:
        warn(
          ImportWarnings.unknownRelationship(link.name, container: element.name), at: relationship)
      }
    }
    let id = nodeIDs[index]
    switch roles[index] {
    case .tabBar:
      return .tabBar(
        TabBarController(
          id: id, explicitClass: explicitClasses[index], storyboardID: storyboardIDs[index],
          tabs: tabs, origin: nodeOrigin))
    case .split:
      var split = SplitViewController(
        id: id, explicitClass: explicitClasses[index], storyboardID: storyboardIDs[index],
        primaryID: primaryID ?? "", secondaryID: secondaryID ?? "", origin: nodeOrigin)
      if let style = element.attribute("style") {
        if let known = SplitStyle(rawValue: style.value) {
          split.style = known
          split.origin.attributes["style"] = style.location
        } else {
          warn(
            ImportWarnings.unknownValue(style.value, attribute: "style", element: element.name),
            at: style.valueLocation)
        }
      }
      return .split(split)
    default:
      var navigation = NavigationController(
        id: id, explicitClass: explicitClasses[index], storyboardID: storyboardIDs[index],
        rootID: rootID ?? "", origin: nodeOrigin)
      importBars(of: element, into: &navigation)
      return .navigation(navigation)
    }
  }

  /// A container's own segues (other than relationships), outlets and actions, and those
  /// of what it holds (the bar buttons of a tab bar controller's navigation item): a
  /// flow's containers have none, so each is reported.
  private mutating func reportContainerConnections(_ index: Int, containerName: String) {
    let controller = controllers[index]
    let owners = TriggerDiscovery.owners(
      of: controller.element, sceneObjects: controller.sceneObjects)
    for owner in owners {
      for connection in owner.connections {
        switch connection.name {
        case "segue":
          guard connection[attribute: "kind"] != "relationship" else { continue }
          warn(
            ImportWarnings.containerTransition(owner.element.name, container: containerName),
            at: connection.location)
        case "action":
          warn(
            ImportWarnings.containerAction(
              connection[attribute: "selector"] ?? "", container: containerName),
            at: connection.location)
        case "outlet", "outletCollection":
          guard case .controller = owner.role else { continue }
          warn(
            ImportWarnings.containerOutlet(
              connection[attribute: "property"] ?? "", container: containerName),
            at: connection.location)
        default:
          continue
        }
      }
    }
  }
}
