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

  /// The suggestions of many questions asked of one `NameSuggestions` are the plain
  /// distance's: the distance cut short past the limit, the names grouped by length and
  /// the rows kept between comparisons change no answer.
  func testSuggestionsAreThePlainDistances() {
    func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
      if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
      var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in 0...a.count { table[i][0] = i }
      for j in 0...b.count { table[0][j] = j }
      for i in 1...a.count {
        for j in 1...b.count {
          table[i][j] = min(
            table[i - 1][j] + 1, table[i][j - 1] + 1,
            table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
          }
        }
      }
      return table[a.count][b.count]
    }
    func plainNearest(_ name: String, _ names: [String]) -> String? {
      let target = Array(name.lowercased().unicodeScalars)
      return names.filter { $0 != name }.compactMap { candidate -> (String, Int)? in
        let scalars = Array(candidate.lowercased().unicodeScalars)
        let limit = min(3, max(1, max(target.count, scalars.count) / 3))
        let distance = plainDistance(target, scalars)
        return distance <= limit ? (candidate, distance) : nil
      }.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcdeAB")
    func word() -> String {
      String((0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement()! })
    }
    for _ in 0..<20 {
      let names = (0..<60).map { _ in word() }
      var suggestions = NameSuggestions(names, budget: .max)
      for _ in 0..<40 {
        let name = Bool.random() ? word() : names.randomElement()! + word().prefix(1)
        XCTAssertEqual(
          suggestions.nearest(to: name), plainNearest(name, names), "\(name) in \(names)")
      }
    }
  }

  /// Every broken reference of a flow asks for a suggestion among all its ids: thousands
  /// of misspelt destinations among thousands of scenes were N² comparisons (97 s for
  /// 3,000 in a debug build). The questions of one rule share a budget of comparisons;
  /// past it, the error is reported without a suggestion.
  func testSuggestionsForManyTyposStayWithinTheBudget() {
    var suggestions = NameSuggestions((0..<1_000).map { "scene\($0)" }, budget: 10_000)
    var answered = 0
    for index in 0..<1_000 where suggestions.nearest(to: "scen\(index)x") != nil {
      answered += 1
    }
    XCTAssertEqual(answered, 10, "1,000 names compared per question, 10,000 in all")
    XCTAssertEqual(suggestions.budget, 0)
    let count = 1_200
    let body = (0..<count).map {
      "<scene id=\"scene\($0)\"><segue id=\"go\" kind=\"show\" to=\"scen\($0)x\"/></scene>"
    }.joined(separator: "\n")
    let text = "<flow name=\"Typo\" version=\"1\" initial=\"scene0\">\n\(body)\n</flow>\n"
    let broken = load(text).diagnostics.filter { $0.rule == .unknownReference }
    XCTAssertEqual(broken.count, count, "every broken reference is reported")
    XCTAssertEqual(broken.first?.suggestion, .name("scene0"))
    // Each question compares at most every id: the budget answers at least this many.
    let suggested = broken.filter { $0.suggestion != nil }.count
    XCTAssertGreaterThanOrEqual(suggested, NameSuggestions.defaultBudget / count)
    XCTAssertLessThan(suggested, count, "suggested while the budget lasts, then not")
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

  /// Every member the UIKit table lists for a base, as an outlet of a scene with that
  /// base: one error per name, at its line, and nothing else.
  func testEveryUIKitMemberNameAsAnOutletIsOneErrorAtItsLine() {
    for base in UIKitMembers.controllerClasses {
      let names = UIKitMembers.members(inheritedBy: base).keys.sorted()
      XCTAssertGreaterThan(names.count, 200, base)
      let outlets = names.map { "  <outlet name=\"\($0)\" type=\"UILabel\"/>" }
      let text = flow(
        "<scene id=\"main\" base=\"\(base)\">\n\(outlets.joined(separator: "\n"))\n</scene>")
      let expected = names.indices.map { "member-conflict@\($0 + 3):11" }
      XCTAssertEqual(findings(text), expected, base)
    }
  }

  func testTheErrorNamesTheUIKitClassThatHasTheMember() {
    let text = flow(
      """
      <scene id="main" base="UITableViewController">
        <outlet name="tabBarItem" type="UILabel"/>
        <outlet name="next" type="UILabel"/>
        <action name="editButtonItem"/>
        <outlet name="popoverPresentationController" type="UILabel"/>
        <outlet name="scrollViewDidScroll" type="UILabel"/>
        <outlet name="tableLayout" type="UILabel"/>
      </scene>
      """)
    let messages = load(text).diagnostics.map(\.message)
    XCTAssertEqual(
      messages,
      [
        "outlet 'tabBarItem' clashes: 'tabBarItem' is already a member of UIViewController, which MainViewController inherits (through UITableViewController)",
        "outlet 'next' clashes: 'next' is already a member of UIResponder, which MainViewController inherits (through UITableViewController)",
        "outlet 'popoverPresentationController' clashes: 'popoverPresentationController' is already a member of UIViewController, which MainViewController inherits (through UITableViewController)",
        "outlet 'scrollViewDidScroll' clashes: 'scrollViewDidScroll' is already a member of UIScrollViewDelegate, which MainViewController inherits (through UITableViewController)",
        "outlet 'tableLayout' clashes: 'tableLayout' is a member flowc generates in MainViewControllerBase",
        "action 'editButtonItem' clashes: 'editButtonItem' is already a member of UIViewController, which MainViewController inherits (through UITableViewController)",
      ])
  }

  /// A base flowc does not know is taken for a view controller: UIViewController's members
  /// are reserved, a navigation controller's are not.
  func testAnUnknownBaseReservesTheMembersOfUIViewController() {
    let text = flow(
      """
      <scene id="main" base="AVPlayerViewController">
        <outlet name="navigationItem" type="UILabel"/>
        <outlet name="toolbar" type="UIToolbar"/>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["member-conflict@3:11"])
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

final class ClassTypeRuleTests: FlowTestCase {
  func testOutletTypesMustBeClassNamesWithAFix() {
    let text = flow(
      """
      <scene id="main">
        <outlet name="maybe" type="UILabel?"/>
        <outlet name="count" type="Int"/>
        <outlet name="labels" type="[UILabel]"/>
        <outlet name="fields" type="[UITextField]" collection="true"/>
        <outlet name="items" type="Array&lt;UILabel&gt;"/>
        <outlet name="badge" type="MyKit.BadgeView"/>
        <outlet name="forced" type="UIKit.UIButton!"/>
      </scene>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "class-type-expected@3:24", "class-type-expected@4:24", "class-type-expected@5:25",
        "class-type-expected@6:25", "class-type-expected@7:24", "class-type-expected@9:25",
      ])
    let fixes = load(text).diagnostics.map { $0.suggestion?.display }
    XCTAssertEqual(
      fixes,
      [
        "'UILabel'", nil, "type=\"UILabel\" collection=\"true\"", "'UITextField'", nil,
        "'UIKit.UIButton'",
      ])
    let count = load(text).diagnostics[1]
    XCTAssertTrue(count.message.contains("'Int' is not a class"), count.message)
  }

  func testBasesContainersCellsAndSegueClassesMustBeClassNames() {
    let text = flow(
      """
      <scene id="main" base="UIViewController?">
        <cell reuseID="Cell" class="[BookCell]"/>
        <segue id="next" kind="custom" class="String" to="tabs"/>
      </scene>
      <tabBar id="tabs" class="Int"><tab to="main"/></tabBar>
      """)
    XCTAssertEqual(
      findings(text),
      [
        "class-type-expected@2:18", "class-type-expected@3:24", "class-type-expected@4:34",
        "class-type-expected@6:19",
      ])
  }

  /// A superclass may be generic; an outlet, which Objective-C sees, may not.
  func testAGenericBaseIsAClassNameAndAGenericOutletIsNot() {
    let text = flow(
      """
      <scene id="main" base="UIHostingController&lt;AnyView&gt;">
        <outlet name="host" type="UIHostingController&lt;AnyView&gt;"/>
      </scene>
      """)
    XCTAssertEqual(findings(text), ["class-type-expected@3:23"])
  }

  /// Sender and delegate event types are any type: they are parameters, not outlets.
  func testSenderAndEventTypesMayBeAnyType() {
    let text = flow(
      """
      <scene id="main">
        <action name="pick" sender="UIButton?"/>
        <delegate><event name="didPick" param="index" type="Int?"/></delegate>
      </scene>
      """)
    XCTAssertEqual(findings(text), [])
  }
}
