import FlowModel
import FlowXML

/// What a storyboard says about presenting controllers and about their bars, kept in
/// the flow so that neither the flow nor the code runtime loses it:
///
/// | storyboard | flow |
/// |---|---|
/// | `<segue modalPresentationStyle>` | `<segue presentation>` |
/// | `<segue modalTransitionStyle>` | `<segue transition>` |
/// | `<segue destinationCreationSelector>` | `<segue segueAction>`, exactly |
/// | a controller's `modalInPresentation` | `<scene modalInPresentation>` |
/// | a navigation item's `backButtonTitle`, or its back item's `title` | `<scene backButtonTitle>` |
/// | `<navigationController navigationBarHidden toolbarHidden>` | `<navigation barHidden toolbarHidden>` |
/// | its navigation bar's `largeTitles` | `<navigation largeTitles>` |
///
/// A value the flow format has no word for, or one on a segue that never presents, is
/// reported by name; none is dropped silently.
extension StoryboardImportSession {
  /// Interface Builder writes booleans as `YES` and `NO`.
  static func storyboardBool(_ value: String) -> Bool? {
    switch value {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// Reads a boolean attribute, reporting one that is neither `YES` nor `NO`.
  mutating func bool(_ name: String, of element: XMLElement) -> Bool? {
    guard let attribute = element.attribute(name) else { return nil }
    if let value = Self.storyboardBool(attribute.value) { return value }
    warn(
      ImportWarnings.unknownValue(attribute.value, attribute: name, element: element.name),
      at: attribute.valueLocation)
    return nil
  }

  /// The segue's presentation attributes and creation selector, onto the imported segue.
  mutating func importPresentation(of element: XMLElement, into segue: inout Segue) {
    let presents = segue.kind != .embed
    if let attribute = element.attribute("modalPresentationStyle") {
      if !presents {
        warn(ImportWarnings.presentationOnEmbed(attribute.name), at: attribute.location)
      } else if let style = ModalPresentationStyle(rawValue: attribute.value) {
        segue.presentationStyle = style
      } else {
        warn(
          ImportWarnings.unknownValue(
            attribute.value, attribute: attribute.name, element: element.name),
          at: attribute.valueLocation)
      }
    }
    if let attribute = element.attribute("modalTransitionStyle") {
      if !presents {
        warn(ImportWarnings.presentationOnEmbed(attribute.name), at: attribute.location)
      } else if let style = ModalTransitionStyle(rawValue: attribute.value) {
        segue.transitionStyle = style
      } else {
        warn(
          ImportWarnings.unknownValue(
            attribute.value, attribute: attribute.name, element: element.name),
          at: attribute.valueLocation)
      }
    }
    if let attribute = element.attribute("modalInPresentation") {
      let value = bool(attribute.name, of: element)
      if !presents, value != nil {
        warn(ImportWarnings.presentationOnEmbed(attribute.name), at: attribute.location)
      } else {
        segue.isModalInPresentation = value
      }
    }
    if let selector = element.attribute("destinationCreationSelector") {
      let count = ObjCSelector.argumentCount(of: selector.value)
      if ObjCSelector.pieces(of: selector.value) != nil, (1...3).contains(count) {
        segue.segueAction = selector.value
      } else {
        warn(ImportWarnings.creationSelector(selector.value), at: selector.valueLocation)
      }
    }
    for name in [
      "popoverAnchorView", "popoverAnchorBarButtonItem", "splitViewControllerTargetIndex",
    ] {
      if let attribute = element.attribute(name) {
        warn(ImportWarnings.segueDetail(name), at: attribute.location)
      }
    }
    for child in element.children where child.name == "popoverArrowDirection" {
      warn(ImportWarnings.segueDetail(child.name), at: child.location)
    }
    // Xcode's "Preview & Commit Segues" (3D Touch peek and pop) nest two segues in the
    // one they preview: what UIKit shows on a firm press, which a flow has no word for.
    for child in element.children(named: "segue") {
      warn(ImportWarnings.peekAndPop(child[attribute: "key"]), at: child.location)
    }
  }

  /// A scene's own presentation and back button title.
  mutating func importPresentation(of element: XMLElement, into scene: inout Scene) {
    for name in ["modalInPresentation", "isModalInPresentation"] where element.hasAttribute(name) {
      scene.isModalInPresentation = bool(name, of: element)
      scene.origin.attributes["modalInPresentation"] = element.attribute(name)?.location
    }
    for item in element.children(named: "navigationItem") {
      if let title = item.attribute("backButtonTitle") {
        scene.backButtonTitle = title.value
        scene.origin.attributes["backButtonTitle"] = title.location
      }
      for back in item.children(named: "barButtonItem")
      where back[attribute: "key"] == "backBarButtonItem" {
        guard scene.backButtonTitle == nil, let title = back.attribute("title") else { continue }
        scene.backButtonTitle = title.value
        scene.origin.attributes["backButtonTitle"] = title.location
      }
    }
  }

  /// A navigation controller's bars.
  mutating func importBars(of element: XMLElement, into navigation: inout NavigationController) {
    navigation.isNavigationBarHidden = bool("navigationBarHidden", of: element)
    navigation.isToolbarHidden = bool("toolbarHidden", of: element)
    for bar in element.children(named: "navigationBar")
    where bar[attribute: "key"] == "navigationBar" {
      navigation.prefersLargeTitles = bool("largeTitles", of: bar)
    }
  }
}
