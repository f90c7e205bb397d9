import FlowModel
import FlowXML

/// Interface Builder's accessibility identifiers (the Identity inspector's
/// *Accessibility > Identifier*), kept in the flow so that the UI-test navigator and
/// `flowc check --storyboard` use the storyboard's own strings.
///
/// A storyboard writes one as a child of the view or bar item:
/// `<accessibility key="accessibilityConfiguration" identifier="detail.editDetail"/>`, or,
/// in projects that set it before the Identity inspector could (bar button items), as a
/// user-defined runtime attribute with the key path `accessibilityIdentifier`.
enum AccessibilityImport {
  /// The identifier `element` has in Interface Builder, when it has one a flow can hold.
  /// A runtime attribute wins: UIKit sets it by key-value coding once the element is
  /// decoded, after the inspector's setting, which decoding applies.
  static func identifier(of element: XMLElement) -> String? {
    let configuration = element.children(named: "accessibility").first {
      $0[attribute: "key"] == "accessibilityConfiguration"
    }
    guard
      let identifier = runtimeAttributeIdentifier(of: element)
        ?? configuration?[attribute: "identifier"],
      StoryboardImportSession.isFreeText(identifier)
    else { return nil }
    return identifier
  }

  /// The key path of the runtime attribute that sets an identifier.
  static let runtimeAttributeKeyPath = "accessibilityIdentifier"

  /// `<userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier"
  /// value="…"/>` of `element`: the last, as UIKit sets them in order.
  static func runtimeAttributeIdentifier(of element: XMLElement) -> String? {
    element.children(named: "userDefinedRuntimeAttributes")
      .flatMap { $0.children(named: "userDefinedRuntimeAttribute") }
      .last {
        $0[attribute: "keyPath"] == runtimeAttributeKeyPath && $0[attribute: "type"] == "string"
      }?[attribute: "value"]
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
