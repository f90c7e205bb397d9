import FlowKit
import XCTest

@testable import StoryboardImport

/// The naming rules of the importer, one by one.
final class StoryboardNamingTests: XCTestCase {
  func testSelectorsBecomeSwiftBaseNames() {
    let cases: [(String, String)] = [
      ("insertNewObject:", "insertNewObject"),
      ("unwindToMealListWithSender:", "unwindToMealList"),
      ("unwindWithSegue:", "unwind"),
      ("checkBoxTapped:forEvent:", "checkBoxTapped"),
      ("refresh", "refresh"),
      ("startWith:", "startWith"),
      ("doneWithoutSaving:", "doneWithoutSaving"),
      ("WithSender:", "WithSender"),
      ("defaultWithSender:", "defaultWithSender"),
    ]
    for (selector, name) in cases {
      XCTAssertEqual(SelectorNaming.swiftName(ofSelector: selector), name, selector)
    }
  }

  func testClassStemsAndWords() {
    XCTAssertEqual(IdentifierDerivation.stem(ofClass: "MasterViewController"), "master")
    XCTAssertEqual(IdentifierDerivation.stem(ofClass: "MealTableViewController"), "mealTable")
    XCTAssertEqual(IdentifierDerivation.stem(ofClass: "BaseNavigationController"), "baseNavigation")
    XCTAssertEqual(IdentifierDerivation.stem(ofClass: "AAPLMenuViewController"), "aaplMenu")
    XCTAssertEqual(IdentifierDerivation.stem(ofClass: "URLListViewController"), "urlList")
    XCTAssertNil(IdentifierDerivation.stem(ofClass: "ViewController"))
    XCTAssertEqual(
      IdentifierDerivation.lowerCamel("Show Workout Segue", prefix: "segue"), "showWorkoutSegue")
    XCTAssertEqual(IdentifierDerivation.lowerCamel("setPhoto:", prefix: "segue"), "setPhoto")
    XCTAssertEqual(IdentifierDerivation.lowerCamel("3D Touch", prefix: "segue"), "segue3DTouch")
    XCTAssertEqual(IdentifierDerivation.lowerCamel("Default", prefix: "scene"), "defaultScene")
    XCTAssertNil(IdentifierDerivation.lowerCamel("—", prefix: "scene"))
    XCTAssertEqual(
      IdentifierDerivation.flowName(fromPath: "App/Base.lproj/Main.storyboard"), "Main")
    XCTAssertEqual(IdentifierDerivation.flowName(fromPath: "my-flows.storyboard"), "MyFlows")
    XCTAssertEqual(IdentifierDerivation.flowName(fromPath: "2024.storyboard"), "Flow2024")
  }

  func testUniqueNamesCountFromTwo() {
    var names = UniqueNames()
    XCTAssertEqual(names.claim("detail"), "detail")
    XCTAssertEqual(names.claim("detail"), "detail2")
    XCTAssertEqual(names.claim("detail"), "detail3")
    var avoiding = UniqueNames(refusing: { $0 == "list" })
    XCTAssertEqual(avoiding.claim("list", avoidingRefused: true), "list2")
    XCTAssertEqual(avoiding.claim("list"), "list")
  }

  func testViewTypes() {
    let here = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
    func type(_ name: String, _ children: [XMLElement] = []) -> (type: String, known: Bool) {
      ViewTypes.type(of: XMLElement(name: name, children: children, location: here))
    }
    XCTAssertEqual(type("label").type, "UILabel")
    XCTAssertEqual(type("mapView").type, "MKMapView")
    XCTAssertEqual(type("wkWebView").type, "WKWebView")
    XCTAssertEqual(type("pongPressGestureRecognizer").type, "UILongPressGestureRecognizer")
    // An unknown element is what it certainly is, never a guessed class that may not exist.
    let frame = XMLElement(
      name: "rect",
      attributes: [XMLAttribute(name: "key", value: "frame", location: here, valueLocation: here)],
      location: here)
    XCTAssertEqual(type("glowingOrb", [frame]).type, "UIView")
    XCTAssertEqual(type("tableViewSection").type, "NSObject")
    XCTAssertFalse(type("glowingOrb").known)
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UIButton"]), "UIButton")
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UILabel"]), "UIView")
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UIBarButtonItem"]), "NSObject")
  }
}
