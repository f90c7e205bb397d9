import FlowModel

/// Node ids and storyboard IDs.
///
/// A node's id is a readable lowerCamelCase identifier, taken from the first of:
/// its custom class (`MasterViewController` → `master`), its storyboard ID, its title,
/// (for a reference) the scene or storyboard it refers to, and finally its kind
/// (`table`, `tabBar`). A navigation controller without a name of its own is named after
/// its root (`masterNavigation`). Ids are unique in the file (`detail`, `detail2`, …), and
/// a scene without a custom class never gets an id whose derived class
/// (`detail` → `DetailViewController`) is another scene's custom class.
extension StoryboardImportSession {
  mutating func assignStoryboardIDs() {
    storyboardIDs = Array(repeating: nil, count: controllers.count)
    var first: [String: SourceLocation] = [:]
    for (index, controller) in controllers.enumerated() {
      if case .reference = roles[index] { continue }
      guard let attribute = controller.element.attribute("storyboardIdentifier"),
        !attribute.value.isEmpty
      else { continue }
      guard Self.isFreeText(attribute.value) else {
        warn(
          ImportWarnings.badFreeText("storyboard ID", attribute.value), at: attribute.valueLocation)
        continue
      }
      if let earlier = first[attribute.value] {
        warn(
          ImportWarnings.duplicateStoryboardID(attribute.value, first: earlier),
          at: attribute.valueLocation)
        continue
      }
      first[attribute.value] = attribute.valueLocation
      storyboardIDs[index] = attribute.value
    }
  }

  mutating func assignNodeIDs() {
    nodeIDs = Array(repeating: "", count: controllers.count)
    let customClasses = Set(
      explicitClasses.enumerated().compactMap { index, name in
        if case .scene = roles[index] { return name } else { return nil }
      })
    // A scene without a custom class never takes an id whose derived class is another
    // scene's custom class.
    var names = UniqueNames(refusing: { customClasses.contains(Scene.defaultClassName(forID: $0)) })
    var later: [Int] = []
    for index in controllers.indices {
      guard let base = preferredName(index) else {
        later.append(index)
        continue
      }
      nodeIDs[index] = claim(base, index, &names)
    }
    for index in later {
      var base = controllers[index].kind.idStem
      if case .navigation = roles[index],
        let root = relationships(of: index).first(where: { $0.name == "rootViewController" }),
        let rootIndex = root.destination, !nodeIDs[rootIndex].isEmpty
      {
        base = nodeIDs[rootIndex] + "Navigation"
      }
      nodeIDs[index] = claim(base, index, &names)
    }
    for (index, first) in sharedClasses.sorted(by: { $0.key < $1.key }) {
      guard let custom = controllers[index].element.attribute("customClass") else { continue }
      warn(
        ImportWarnings.duplicateClass(
          custom.value, firstID: nodeIDs[first],
          className: Scene.defaultClassName(forID: nodeIDs[index])),
        at: custom.valueLocation)
    }
  }

  private func claim(_ base: String, _ index: Int, _ names: inout UniqueNames) -> String {
    let needsDerivedClass: Bool
    if case .scene = roles[index] {
      needsDerivedClass = explicitClasses[index] == nil
    } else {
      needsDerivedClass = false
    }
    return names.claim(base, avoidingRefused: needsDerivedClass)
  }

  /// The name a node asks for, or nil for a container that is named after its root.
  private func preferredName(_ index: Int) -> String? {
    let controller = controllers[index]
    let element = controller.element
    let isContainer: Bool
    switch roles[index] {
    case .navigation, .tabBar, .split: isContainer = true
    case .scene: isContainer = controller.kind.isContainer
    case .reference:
      if let referenced = element[attribute: "referencedIdentifier"],
        let stem = IdentifierDerivation.stem(
          ofClass: IdentifierDerivation.upperCamel(referenced, fallback: ""))
      {
        return stem
      }
      if let storyboard = element[attribute: "storyboardName"],
        let name = IdentifierDerivation.lowerCamel(storyboard, prefix: "reference")
      {
        return name
      }
      return controller.kind.idStem
    }
    if let custom = element[attribute: "customClass"],
      let stem = IdentifierDerivation.stem(
        ofClass: IdentifierDerivation.upperCamel(custom, fallback: ""))
    {
      return stem
    }
    if let storyboardID = storyboardIDs[index],
      let stem = IdentifierDerivation.stem(
        ofClass: IdentifierDerivation.upperCamel(storyboardID, fallback: ""))
    {
      return stem
    }
    if !isContainer, let title = title(of: element),
      let name = IdentifierDerivation.lowerCamel(title.value, prefix: controller.kind.idStem)
    {
      return name
    }
    if case .navigation = roles[index] { return nil }
    return controller.kind.idStem
  }
}
