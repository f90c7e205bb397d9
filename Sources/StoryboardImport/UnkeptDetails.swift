import FlowXML

/// What a controller's element holds that the flow format has no place for and that no
/// other pass reports: user-defined runtime attributes anywhere in the scene, and the
/// custom classes of tab bar items and bar button items. Each is reported where it is,
/// so that nothing is dropped silently.
extension StoryboardImportSession {
  mutating func reportUnkeptDetails(of controller: XMLElement) {
    var pending = [(element: controller, isController: true)]
    while let (element, isController) = pending.popLast() {
      for child in element.children.reversed() {
        pending.append((child, false))
      }
      if element.name == "tabBarItem" || element.name == "barButtonItem",
        let custom = element.attribute("customClass")
      {
        warn(
          ImportWarnings.barItemClass(custom.value, element: element.name),
          at: custom.location)
      }
      for attributes in element.children(named: "userDefinedRuntimeAttributes") {
        let keyPaths = attributes.children.compactMap { $0[attribute: "keyPath"] }
        guard !keyPaths.isEmpty else { continue }
        warn(
          isController
            ? ImportWarnings.runtimeAttributes(keyPaths)
            : ImportWarnings.runtimeAttributes(keyPaths, element: element.name),
          at: attributes.location)
      }
    }
  }
}
