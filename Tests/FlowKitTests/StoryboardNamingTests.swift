import XCTest

@testable import FlowKit

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
    XCTAssertEqual(names.claim("list") { $0 != "list" }, "list2")
  }

  func testViewTypes() {
    XCTAssertEqual(ViewTypes.type(ofElementNamed: "label").type, "UILabel")
    XCTAssertEqual(ViewTypes.type(ofElementNamed: "mapView").type, "MKMapView")
    XCTAssertEqual(ViewTypes.type(ofElementNamed: "wkWebView").type, "WKWebView")
    XCTAssertEqual(
      ViewTypes.type(ofElementNamed: "pongPressGestureRecognizer").type,
      "UILongPressGestureRecognizer")
    XCTAssertEqual(ViewTypes.type(ofElementNamed: "glowingOrb").type, "UIGlowingOrb")
    XCTAssertFalse(ViewTypes.type(ofElementNamed: "glowingOrb").known)
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UIButton"]), "UIButton")
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UILabel"]), "UIView")
    XCTAssertEqual(ViewTypes.commonType(["UIButton", "UIBarButtonItem"]), "NSObject")
  }
}
