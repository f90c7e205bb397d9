import FlowModel
import FlowXML

/// Interface Builder's accessibility identifiers (the Identity inspector's
/// *Accessibility > Identifier*), kept in the flow so that the UI-test navigator and
/// `flowc check --storyboard` use the storyboard's own strings.
///
/// A storyboard writes one as a child of the view or bar item:
/// `<accessibility key="accessibilityConfiguration" identifier="detail.editDetail"/>`.
enum AccessibilityImport {
  /// The identifier `element` has in Interface Builder, when it has one a flow can hold.
  static func identifier(of element: XMLElement) -> String? {
    let configuration = element.children(named: "accessibility").first {
      $0[attribute: "key"] == "accessibilityConfiguration"
    }
    guard let identifier = configuration?[attribute: "identifier"],
      StoryboardImportSession.isFreeText(identifier)
    else { return nil }
    return identifier
  }

  /// The identifier of a controller's root view (`<view key="view">`, a table view
  /// controller's `<tableView key="view">`).
  static func rootViewIdentifier(of controller: XMLElement) -> String? {
    controller.children.first { $0[attribute: "key"] == "view" }.flatMap(identifier(of:))
  }

  /// The identifier of the tab bar item of the controller a tab shows.
  static func tabBarItemIdentifier(of controller: XMLElement) -> String? {
    controller.children(named: "tabBarItem").first.flatMap(identifier(of:))
  }
}
