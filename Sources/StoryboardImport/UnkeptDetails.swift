import FlowXML

/// What a controller's element holds that the flow format has no place for and that no
/// other pass reports: user-defined runtime attributes anywhere in the scene, the custom
/// classes of tab bar items, bar button items and a navigation controller's bars, what a
/// tab or bar item shows besides its title, and the controller's own presentation and
/// bar behaviour. Each is reported where it is, so that nothing is dropped silently
/// (`StoryboardImportCensusTests` holds the corpus to that).
extension StoryboardImportSession {
  /// A controller's attributes that change how UIKit presents or shows it, which the
  /// storyboard applies and a flow cannot say.
  static let unkeptControllerAttributes: Set<String> = [
    "definesPresentationContext", "providesPresentationContextTransitionStyle",
    "hidesBottomBarWhenPushed", "modalPresentationStyle", "modalTransitionStyle",
    // A page view controller's configuration (it is imported as a scene).
    "transitionStyle", "navigationOrientation", "spineLocation",
  ]

  /// What a tab or bar item shows or does besides its title or system item.
  static let unkeptItemAttributes: [String: Set<String>] = [
    "tabBarItem": ["image", "selectedImage", "badgeValue", "enabled"],
    "barButtonItem": ["image", "landscapeImage", "enabled"],
  ]

  mutating func reportUnkeptDetails(of controller: XMLElement) {
    var pending = [(element: controller, isController: true)]
    while let (element, isController) = pending.popLast() {
      for child in element.children.reversed() {
        pending.append((child, false))
      }
      if isController {
        for attribute in element.attributes
        where Self.unkeptControllerAttributes.contains(attribute.name) {
          warn(ImportWarnings.controllerPresentation(attribute.name), at: attribute.location)
        }
      }
      let isItem = element.name == "tabBarItem" || element.name == "barButtonItem"
      let isControllerBar =
        element.name == "navigationBar" || element.name == "toolbar"
        ? element[attribute: "key"] != nil : false
      if isItem || isControllerBar, let custom = element.attribute("customClass") {
        warn(
          ImportWarnings.barItemClass(custom.value, element: element.name),
          at: custom.location)
      }
      if isItem, let unkept = Self.unkeptItemAttributes[element.name] {
        // An image-only bar item is reported where its title is made up (`barItem`).
        let shows = element.hasAttribute("title") || element.hasAttribute("systemItem")
        for attribute in element.attributes
        where unkept.contains(attribute.name)
          && (attribute.name != "image" || element.name == "tabBarItem" || shows)
        {
          warn(
            ImportWarnings.itemDetail(attribute.name, element: element.name),
            at: attribute.location)
        }
      }
      for attributes in element.children where attributes.name == "userDefinedRuntimeAttributes" {
        // An accessibility identifier is kept where a flow has a place for one, as the
        // Identity inspector's is (`AccessibilityImport`), and is no navigation elsewhere.
        let keyPaths = attributes.children.compactMap { $0[attribute: "keyPath"] }
          .filter { $0 != AccessibilityImport.runtimeAttributeKeyPath }
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
