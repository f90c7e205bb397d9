import FlowKit
import XCTest

/// Rules about names that end up in Swift.
final class NameRuleTests: FlowTestCase {
  func testInvalidIdentifiers() {
    let text = flow(
      """
      <scene id="main" class="Main-Controller">
        <outlet name="2label" type="UILabel"/>
        <action name="do it"/>
        <segue id="show-detail" kind="present" to="main"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "invalid-identifier@2:18", "invalid-identifier@3:11", "invalid-identifier@4:11",
        "invalid-identifier@5:10",
      ])
  }

  func testSwiftKeywords() {
    let text = flow(
      """
      <scene id="main">
        <outlet name="class" type="UILabel"/>
        <segue id="return" kind="present" to="main"/>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["reserved-identifier@3:11", "reserved-identifier@4:10"])
  }

  func testNodeIDThatIsAKeyword() {
    XCTAssertEqual(
      findings(flow("<scene id=\"default\"/>", initial: "default")), ["reserved-identifier@2:8"])
  }

  func testCaseConventions() {
    let text = flow(
      """
      <scene id="Main" class="masterController">
        <segue id="ShowDetail" kind="present" to="Main"/>
      </scene>
      """, initial: "Main", name: "friendList")
    XCTAssertEqual(
      findings(text),
      [
        "identifier-case@1:7", "identifier-case@2:8", "identifier-case@2:18",
        "identifier-case@3:10",
      ])
    let segueCase = load(text).diagnostics.first { $0.location.line == 3 }
    XCTAssertEqual(segueCase?.severity, .warning)
    XCTAssertEqual(segueCase?.suggestion?.replacement, "showDetail")
  }

  func testEveryKeywordIsRecognizedAndLookAlikesAreNot() {
    // `isKeyword` rules names out by their bytes before it looks them up.
    for keyword in SwiftNames.keywords {
      XCTAssertTrue(SwiftNames.isKeyword(keyword), keyword)
      XCTAssertFalse(SwiftNames.isIdentifier(keyword), keyword)
    }
    for name in ["Class", "claSS", "class1", "selfie", "precedencegroupX", "", "Types", "ANY"] {
      XCTAssertFalse(SwiftNames.isKeyword(name), name)
    }
    XCTAssertTrue(SwiftNames.isIdentifierShaped("_private2"))
    XCTAssertFalse(SwiftNames.isIdentifierShaped("2fast"))
    XCTAssertFalse(SwiftNames.isIdentifierShaped("naïve"))
    XCTAssertFalse(SwiftNames.isIdentifierShaped(""))
  }

  func testTypeNames() {
    XCTAssertTrue(SwiftNames.isTypeName("UILabel"))
    XCTAssertTrue(SwiftNames.isTypeName("MyKit.BadgeView"))
    XCTAssertTrue(SwiftNames.isTypeName("[String: Int]?"))
    XCTAssertTrue(SwiftNames.isTypeName("Array<Set<Int>>"))
    XCTAssertFalse(SwiftNames.isTypeName("UILabel)"))
    XCTAssertFalse(SwiftNames.isTypeName(""))
    XCTAssertFalse(SwiftNames.isTypeName("Foo.class"))
    XCTAssertFalse(SwiftNames.isTypeName(String(repeating: "[", count: 10_000)))
  }

  func testControlCharactersInStoryboardID() {
    let text = flow("<scene id=\"main\" storyboardID=\"a&#10;b\"/>")
    assertReports(.invalidValue, at: 2, 18, in: text)
  }

  func testSuggestionsNeedToBeClose() {
    XCTAssertEqual(NameSuggester.nearest(to: "detial", in: ["detail", "master"]), "detail")
    XCTAssertEqual(NameSuggester.nearest(to: "segeu", in: ["segue", "scene"]), "segue")
    XCTAssertNil(NameSuggester.nearest(to: "xyz", in: ["detail", "master"]))
    XCTAssertEqual(NameSuggester.nearest(to: "ShowDetail", in: ["showDetail"]), "showDetail")
  }
}

final class MemberRuleTests: FlowTestCase {
  func testOutletsCannotTakeInheritedOrGeneratedNames() {
    let text = flow(
      """
      <scene id="main" base="UITableViewController">
        <outlet name="tableView" type="UITableView"/>
        <outlet name="delegate" type="UILabel"/>
        <action name="perform"/>
      </scene>
      """)
    // `delegate` is only taken when the scene declares a <delegate>.
    XCTAssertEqual(findings(text), ["member-conflict@3:11", "member-conflict@5:11"])
  }
}

final class CaseConversionTests: XCTestCase {
  func testLowerCamelLowersALeadingAcronymWhole() {
    XCTAssertEqual(SwiftNames.lowerCamel("ShowDetail"), "showDetail")
    XCTAssertEqual(SwiftNames.lowerCamel("URLSession"), "urlSession")
    XCTAssertEqual(SwiftNames.lowerCamel("GET"), "get")
    XCTAssertEqual(SwiftNames.lowerCamel("showDetail"), "showDetail")
    XCTAssertEqual(SwiftNames.lowerCamel("A1"), "a1")
    XCTAssertEqual(SwiftNames.upperCamel("master"), "Master")
  }
}

final class GeneratedNameClashTests: FlowTestCase {
  func testHooksEnumCasesProtocolsAndTheFlowNamespace() {
    let text = flow(
      """
      <scene id="main" class="TestFlow">
        <outlet name="prepareNext" type="UILabel"/>
        <outlet name="tableLayout" type="UILabel"/>
        <delegate protocol="Shared"/>
        <segue id="next" kind="present" to="other"/>
        <segue id="allCases" kind="present" to="other"/>
      </scene>
      <scene id="other"><delegate protocol="Shared"/></scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "duplicate-class@2:18", "member-conflict@4:11", "member-conflict@6:3",
        "member-conflict@7:10",
        "duplicate-class@9:29",
      ])
  }
}
