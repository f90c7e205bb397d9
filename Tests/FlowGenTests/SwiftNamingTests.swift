import FlowKit
import XCTest

@testable import FlowGen

/// The names and literals the context builder derives from a flow.
final class SwiftNamingTests: XCTestCase {
  func testStringLiteralsEscapeWhatWouldBreakOrInterpolate() {
    XCTAssertEqual(SwiftLiteral.string("Friends"), #""Friends""#)
    XCTAssertEqual(SwiftLiteral.string(#"He said "hi""#), #""He said \"hi\"""#)
    XCTAssertEqual(SwiftLiteral.string(#"a\b"#), #""a\\b""#)
    XCTAssertEqual(SwiftLiteral.string(#"\(x)"#), #""\\(x)""#)
    XCTAssertEqual(SwiftLiteral.string("one\ntwo\r\tthree\0"), #""one\ntwo\r\tthree\0""#)
    XCTAssertEqual(SwiftLiteral.string("bell\u{7}"), #""bell\u{7}""#)
    XCTAssertEqual(SwiftLiteral.string("rtl\u{202E}x"), #""rtl\u{202E}x""#)
    XCTAssertEqual(SwiftLiteral.string("line\u{2028}sep"), #""line\u{2028}sep""#)
    XCTAssertEqual(SwiftLiteral.string("café 🦸"), #""café 🦸""#)
    XCTAssertEqual(SwiftLiteral.optionalString(nil), "nil")
    XCTAssertEqual(SwiftLiteral.array(["Male", #"F"m"#]), #"["Male", "F\"m"]"#)
  }

  func testCommentsCannotBeEndedOrReordered() {
    XCTAssertEqual(SwiftLiteral.comment("a\nb"), "a b")
    XCTAssertEqual(SwiftLiteral.comment("  a \r\n\t b  "), "a b")
    XCTAssertEqual(SwiftLiteral.comment("x\u{202E}y\u{2029}z"), "x y z")
  }

  func testLowerCamelLowersLeadingAcronyms() {
    XCTAssertEqual(SwiftNames.lowerCamel("DestinationController"), "destinationController")
    XCTAssertEqual(SwiftNames.lowerCamel("ViewController"), "viewController")
    XCTAssertEqual(SwiftNames.lowerCamel("URLViewController"), "urlViewController")
    XCTAssertEqual(SwiftNames.lowerCamel("ABC"), "abc")
    XCTAssertEqual(SwiftNames.lowerCamel("A"), "a")
    // The ASCII names, read as bytes, as the Characters would be read.
    for name in [
      "", "a", "A", "AB", "Ab", "aB", "URLSession", "URL2Session", "URL_Session", "GET", "X1",
      "ÄB", "Tab123ViewController", "HTTPSURL", "Z_", "AB\r\nC", "_Private", "1A",
    ] {
      let characters = Array(name)
      var upper = 0
      while upper < characters.count && characters[upper].isUppercase { upper += 1 }
      let expected: String
      if upper == 0 {
        expected = name
      } else if upper == characters.count {
        expected = name.lowercased()
      } else {
        let lowered = upper > 1 && characters[upper].isLetter ? upper - 1 : upper
        expected = String(characters[..<lowered]).lowercased() + String(characters[lowered...])
      }
      XCTAssertEqual(SwiftNames.lowerCamel(name), expected, name)
    }
    XCTAssertEqual(SwiftNames.lowerCamel("already"), "already")
  }

  /// Ids written as people write them: enum cases are lowerCamelCase with the id as raw
  /// value, hooks come from the case names (two ids lowering alike get two hooks), and an
  /// unwind hook does not say "unwind" twice.
  func testDerivedNamesAreLowerCamelCaseAndDoNotStutter() throws {
    let derived = try XCTUnwrap(SwiftTestFlows.all.first { $0.name == "Derived" })
    let files = try SwiftFixtures.generate(
      try SwiftFixtures.flow(source: derived.source, path: "Derived.flow"))
    let list = try XCTUnwrap(files["ListViewControllerBase.swift"])
    for line in [
      "    case showEditor2 = \"ShowEditor\"\n", "    case showEditor\n",
      "    case swRear = \"sw_rear\"\n",
      "  func prepareSwRear(_ destination: EditorViewController, sender: Any?) {}",
      "  func prepareShowEditor2(_ destination: EditorViewController, sender: Any?) {}",
      "  func prepareShowEditor(_ destination: EditorViewController, sender: Any?) {}",
      "EditorViewController.Unwind.unwindCancel.rawValue",
      "  func didUnwindSave(from source: EditorViewController) {}",
      "  func didUnwindCancel(from source: EditorViewController) {}",
      "  func didUnwind(from source: EditorViewController) {}",
    ] {
      XCTAssertTrue(list.contains(line), "\(line)\n\(list)")
    }
    XCTAssertFalse(list.contains("didUnwindUnwind"), list)
    let editor = try XCTUnwrap(files["EditorViewControllerBase.swift"])
    for line in [
      "    case unwindSave\n", "    case unwindCancel = \"UnwindCancel\"\n", "    case urlString\n",
      "    case name\n", ".init(key: .urlString, label: Strings.urlStringLabel, editor: .text",
    ] {
      XCTAssertTrue(editor.contains(line), "\(line)\n\(editor)")
    }
  }

  /// An unwind id is kept whole when dropping its "unwind" would give two unwinds of the
  /// source one hook.
  func testAnUnwindKeepsItsWordWhenDroppingItWouldClash() throws {
    let flow = try SwiftFixtures.flow(
      source: """
        <flow name="Keep" version="1" initial="list">
          <scene id="list"><unwindAction name="done"/><segue id="edit" kind="present" to="editor"/></scene>
          <scene id="editor">
            <unwind id="save" action="done"/>
            <unwind id="unwindSave" action="done"/>
          </scene>
        </flow>
        """)
    let list = try XCTUnwrap(try SwiftFixtures.generate(flow)["ListViewControllerBase.swift"])
    XCTAssertTrue(list.contains("func didUnwindSave(from source: EditorViewController)"), list)
    XCTAssertTrue(
      list.contains("func didUnwindUnwindSave(from source: EditorViewController)"), list)
  }

  func testCaseNamesFromFreeText() {
    XCTAssertEqual(SwiftIdentifier.caseName(from: "Cell", fallback: "cell"), "cell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "BookCell", fallback: "cell"), "bookCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "book cell", fallback: "cell"), "bookCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "my-cell_2", fallback: "cell"), "myCell2")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "URL Cell", fallback: "cell"), "urlCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "2up", fallback: "cell"), "cell2up")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "default", fallback: "cell"), "defaultCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "self", fallback: "cell"), "selfCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "allCases", fallback: "cell"), "allCasesCell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "!!!", fallback: "cell"), "cell")
    XCTAssertEqual(SwiftIdentifier.caseName(from: "日本", fallback: "scene"), "scene")
    XCTAssertEqual(SwiftIdentifier.caseName(from: #"Book\Detail"#, fallback: "scene"), "bookDetail")
  }

  func testUniqueNamesAreDeterministic() {
    var names = UniqueNames()
    XCTAssertEqual(
      ["cell", "cell", "cell2", "cell"].map { names.claim($0) },
      ["cell", "cell2", "cell22", "cell3"])
  }

  func testFrameworkImports() {
    let modules = FrameworkImports.modules(
      forTypes: [
        "UILabel", "MKMapView", "[WKWebView]", "AVPlayerViewController", "MyKit.BadgeView",
        "App.Thing", "Outer.Inner", "GLKViewController", "UIHostingController<Text>", "Bool",
      ],
      ownModule: "App", localTypes: ["Outer"])
    XCTAssertEqual(
      modules, ["MapKit", "WebKit", "AVKit", "MyKit", "GLKit", "SwiftUI"])
  }

  /// A type named like its module (`customModule="CountryPickerView"`) cannot be written
  /// qualified: the imported class hides its module. It is written unqualified, anywhere
  /// in a type, and only such types are.
  func testTypesNamedLikeTheirModuleAreWrittenUnqualified() {
    XCTAssertEqual(
      ModuleNamedTypes.spelling(of: "CountryPickerView.CountryPickerView"), "CountryPickerView")
    XCTAssertEqual(
      ModuleNamedTypes.spelling(of: "[FSCalendar.FSCalendar.Cell]?"), "[FSCalendar.Cell]?")
    XCTAssertEqual(
      ModuleNamedTypes.spelling(of: "Dictionary<Hero.Hero, MyKit.Badge>"),
      "Dictionary<Hero, MyKit.Badge>")
    XCTAssertEqual(ModuleNamedTypes.modules(in: "Dictionary<Hero.Hero, Kit.Kit>"), ["Hero", "Kit"])
    for type in ["MyKit.BadgeView", "UILabel", "Kit.KitView", "Kit.Inner.Kit", ""] {
      XCTAssertNil(ModuleNamedTypes.spelling(of: type), type)
      XCTAssertEqual(ModuleNamedTypes.modules(in: type), [], type)
    }
  }

  func testTidierEvensOutBlankLinesOnly() {
    let rendered = "\n\nclass A {\n\n  var x = 1  \n\n\n  var y = 2\n\n}\n\n\n"
    XCTAssertEqual(SwiftSourceTidier.tidy(rendered), "class A {\n  var x = 1\n\n  var y = 2\n}\n")
  }
}
