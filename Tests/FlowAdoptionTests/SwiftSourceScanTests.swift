import SwiftSourceScan
import XCTest

/// The declaration scanner on hostile and unusual Swift: nothing inside a comment, a
/// string (of any kind) or an interpolation is taken for a declaration or a brace, and
/// every declaration that is there is found, with its attributes, modifiers, parameters
/// and nesting.
final class SwiftSourceScanTests: XCTestCase {
  func names(_ scan: SwiftSourceScan) -> [String] {
    scan.types.map { ($0.enclosing + [$0.declaration.name]).joined(separator: ".") }
  }

  func testCommentsHideDeclarationsAndBraces() {
    let scan = SwiftSourceScan(
      text: """
        // class Line: UIViewController {
        /* class Block: UIViewController { /* nested class Deeper { */ still comment } */
        /** doc */ class Real: UIViewController {
          /* } */ @IBOutlet weak var label: UILabel! // }
        }
        """)
    XCTAssertEqual(scan.problems, [])
    XCTAssertEqual(names(scan), ["Real"])
    let real = scan.declarations[0]
    XCTAssertEqual(real.inheritance.map(\.text), ["UIViewController"])
    XCTAssertEqual(real.members.map(\.name), ["label"])
    XCTAssertEqual(real.members[0].typeAnnotation, "UILabel!")
    XCTAssertEqual(scan.comments.count, 5)
  }

  func testStringsOfEveryKindHideBracesAndKeywords() {
    let scan = SwiftSourceScan(
      text: ###"""
        class A: B {
          let plain = "class X { } \" still } \\"
          let raw = #"class Y { "quoted" \(not) } "#
          let rawer = ##"a "# b \#(x) c"##
          let multi = """
            class Z: C {
            \(value.map { "}" + "\(nested("{"))" })
            """
          let rawMulti = #"""
            """ is not the end }
            """#
          let interpolated = "\(dict["}"] ?? "{") and \(f(")"))"
          let regex = #/ class R \/ { /#
          func after() {}
        }
        """###)
    XCTAssertEqual(scan.problems, [])
    XCTAssertEqual(names(scan), ["A"])
    XCTAssertEqual(
      scan.declarations[0].members.map(\.name),
      ["plain", "raw", "rawer", "multi", "rawMulti", "interpolated", "regex", "after"])
    let strings = scan.tokens.compactMap { token -> String?? in
      if case .string(let value) = token.kind { return value }
      return nil
    }
    XCTAssertEqual(strings[0], #"class X { } " still } \"#)
    XCTAssertEqual(strings[1], #"class Y { "quoted" \(not) } "#)
    XCTAssertEqual(strings[2], ###"a "# b \#(x) c"###)
    // An interpolated or multi-line literal has no single value.
    XCTAssertNil(strings[3])
  }

  func testUnterminatedThingsAreProblemsNotCrashes() {
    for text in [
      "class A { /* open", "class A { let s = \"open\n }", "class A { let s = \"\"\"\n open",
      "class A {", "class A { } }", "let s = \"\\(open", "class A { let s = #\"x\" }",
      "class A { let r = #/ x }", "@", "#", "`open", "class", "func (", "extension A.",
      "class A: { }", "var x: [Int", "\u{FEFF}class A {}",
    ] {
      let scan = SwiftSourceScan(text: text)
      if text.hasPrefix("\u{FEFF}") {
        XCTAssertEqual(scan.problems, [], text)
      } else if !["@", "#", "class", "func (", "extension A.", "class A: { }"].contains(text) {
        XCTAssertFalse(scan.problems.isEmpty, "no problem reported for \(text.debugDescription)")
      }
    }
  }

  func testAttributesModifiersAndParameters() throws {
    let scan = SwiftSourceScan(
      text: """
        @MainActor
        final class Master: UITableViewController, UITextFieldDelegate, @unchecked Sendable {
          @IBOutlet private(set) weak var name: UILabel!
          @IBOutlet var buttons: [UIButton]!
          @objc(saveWithSender:) @IBAction
          private func save(sender: UIBarButtonItem) { if x { } }
          @IBAction override func cancel(_ segue: UIStoryboardSegue) {}
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
          }
          class func make() -> Master { Master() }
          static let shared = { () -> Int in 1 }()
          var computed: Int { get { 1 } set {} }
          init?(coder: NSCoder, `default` value: Int = 3) { nil }
          subscript(index: Int) -> Int { index }
        }
        """)
    XCTAssertEqual(scan.problems, [])
    let master = try XCTUnwrap(scan.declarations.first)
    XCTAssertEqual(master.kind, .class)
    XCTAssertEqual(master.attributes.map(\.name), ["MainActor"])
    XCTAssertEqual(master.modifiers.map(\.name), ["final"])
    XCTAssertEqual(
      master.inheritance.map(\.text),
      ["UITableViewController", "UITextFieldDelegate", "@unchecked Sendable"])
    let members = master.members
    XCTAssertEqual(
      members.map(\.name),
      [
        "name", "buttons", "save", "cancel", "prepare", "make", "shared", "computed", "init",
        "subscript",
      ])
    XCTAssertEqual(members[0].modifiers.map(\.name), ["private", "weak"])
    XCTAssertEqual(members[1].typeAnnotation, "[UIButton]!")
    XCTAssertEqual(members[2].attributes.map(\.name), ["objc", "IBAction"])
    XCTAssertEqual(members[2].attributes[0].arguments, "saveWithSender:")
    XCTAssertEqual(members[2].parameters.map(\.label), ["sender"])
    XCTAssertEqual(members[2].parameters.map(\.type), ["UIBarButtonItem"])
    XCTAssertEqual(members[3].fullName, "cancel(_:)")
    XCTAssertTrue(members[3].hasModifier("override"))
    XCTAssertEqual(members[4].fullName, "prepare(for:sender:)")
    XCTAssertEqual(members[4].parameters.map(\.name), ["segue", "sender"])
    XCTAssertEqual(members[4].parameters.map(\.type), ["UIStoryboardSegue", "Any?"])
    XCTAssertEqual(members[5].kind, .function)
    XCTAssertEqual(members[5].modifiers.map(\.name), ["class"])
    XCTAssertEqual(members[8].fullName, "init(coder:default:)")
    XCTAssertEqual(members[8].parameters[1].name, "value")
    // The body of prepare is exactly its braces.
    let body = try XCTUnwrap(members[4].bodyRange)
    XCTAssertTrue(scan.text(body).hasPrefix("{"))
    XCTAssertTrue(scan.text(body).hasSuffix("}"))
    XCTAssertTrue(scan.text(body).contains("super.prepare"))
    // The range of a declaration starts at its first attribute.
    XCTAssertTrue(scan.text(members[2].range).hasPrefix("@objc(saveWithSender:)"))
    XCTAssertTrue(scan.text(members[2].range).hasSuffix("}"))
  }

  func testNestingExtensionsAndConditionalCompilation() {
    let scan = SwiftSourceScan(
      text: """
        enum Outer {
          struct Middle<T: Equatable> where T: Hashable {
            class Inner: NSObject {}
          }
        }
        extension Outer.Middle: CustomStringConvertible {
          var description: String { "" }
        }
        #if os(iOS)
        class OnlyOnIOS: UIViewController {}
        #else
        class OnlyOnIOS: NSViewController {}
        #endif
        protocol P: AnyObject { func f() -> Int; var g: Int { get } }
        """)
    XCTAssertEqual(scan.problems, [])
    XCTAssertEqual(
      names(scan),
      [
        "Outer", "Outer.Middle", "Outer.Middle.Inner", "Outer.Middle", "OnlyOnIOS",
        "OnlyOnIOS", "P",
      ])
    let types = scan.types.map(\.declaration)
    XCTAssertEqual(types[3].kind, .extension)
    XCTAssertEqual(types[3].inheritance.map(\.text), ["CustomStringConvertible"])
    XCTAssertFalse(types[0].isConditional)
    XCTAssertTrue(types[4].isConditional)
    XCTAssertEqual(types[4].inheritance.map(\.text), ["UIViewController"])
    XCTAssertEqual(types[5].inheritance.map(\.text), ["NSViewController"])
    XCTAssertEqual(types[6].members.map(\.name), ["f", "g"])
  }

  func testTopLevelCodeAndUnicodeAreSkipped() {
    let scan = SwiftSourceScan(
      text: """
        import UIKit
        let 名前 = "x"; print("class NotOne {")
        if true { class Local {} }
        UIApplicationMain(CommandLine.argc, nil, nil, nil)
        class `Type`: UIViewController { var é = 1 }
        """)
    XCTAssertEqual(scan.problems, [])
    XCTAssertEqual(names(scan), ["Type"])
    XCTAssertEqual(scan.types[0].declaration.members.map(\.name), ["é"])
  }

  func testUnusualButValidDeclarations() throws {
    let scan = SwiftSourceScan(
      text: ##"""
        @available(iOS 14, *) @MainActor
        open class Generic<T: Equatable>: Base<T>, /* why */ P where T: Hashable {
          @Published private(set) var items: [T] = [] { didSet { print("{") } }
          @IBOutlet
          weak var label: UILabel!  /* trailing */
          #if DEBUG
          @IBAction func debugOnly(_ sender: Any) {}
          #endif
          lazy var closure: () -> Void = { @MainActor in print(#"}"#) }
          enum Kind { case a, b; case c(Int) }
          static func `default`() -> Self { fatalError() }
          func interpolates() -> String { "\(items.map { "\($0) }" })" }
          func takes(_ f: @escaping (Int) -> Void, _ g: inout [String: Int]) {}
        }
        class One {} ; class Two: One {}
        extension Generic: @retroactive CustomStringConvertible where T == Int {
          var description: String { "" }
        }
        """##)
    XCTAssertEqual(scan.problems, [])
    XCTAssertEqual(names(scan), ["Generic", "Generic.Kind", "One", "Two", "Generic"])
    let generic = scan.declarations[0]
    XCTAssertEqual(generic.attributes.map(\.name), ["available", "MainActor"])
    XCTAssertEqual(generic.attributes[0].arguments, "iOS 14, *")
    XCTAssertEqual(generic.modifiers.map(\.name), ["open"])
    XCTAssertEqual(generic.inheritance.map(\.text), ["Base<T>", "P"])
    XCTAssertEqual(
      generic.members.map(\.name),
      ["items", "label", "debugOnly", "closure", "Kind", "default", "interpolates", "takes"])
    let label = generic.members[1]
    XCTAssertTrue(label.hasAttribute("IBOutlet"))
    XCTAssertEqual(label.typeAnnotation, "UILabel!")
    XCTAssertFalse(label.isConditional)
    XCTAssertTrue(generic.members[2].isConditional)
    XCTAssertEqual(generic.members[0].typeAnnotation, "[T]")
    XCTAssertEqual(
      generic.members[7].parameters.map(\.type), ["@escaping (Int) -> Void", "inout [String: Int]"])
    XCTAssertEqual(scan.declarations[2].inheritance.map(\.text), ["One"])
    XCTAssertEqual(
      scan.declarations[3].inheritance.map(\.text), ["@retroactive CustomStringConvertible"])
  }

  /// Locations are byte offsets of the file as it is: a declaration after multi-byte
  /// characters, CRLF line endings and a byte-order mark still starts where it is.
  /// The labels a name is applied with, as a call or a compound name; nil where the
  /// tokens cannot tell (no parentheses, a trailing closure, an unclosed call).
  func testArgumentLabelsOfCallsAndCompoundNames() {
    let cases: [(String, [String]?)] = [
      ("dismiss(animated: true, completion: nil)", ["animated", "completion"]),
      ("dismiss()", []),
      ("save(sender)", ["_"]),
      ("save(_:)", ["_"]),
      ("tableView(_:didSelectRowAt:)", ["_", "didSelectRowAt"]),
      ("insert(at: f(x, y: 1), [a: b])", ["at", "_"]),
      ("reload(a: b) { }", nil),
      ("reload", nil),
      ("reload(a: (b", nil),
      ("`default`(`in`: 1)", ["in"]),
    ]
    for (text, expected) in cases {
      let scan = SwiftSourceScan(text: text)
      XCTAssertEqual(scan.argumentLabels(ofNameAt: 0), expected, text)
    }
  }

  func testOffsetsAreTheFilesBytes() throws {
    let text =
      "\u{FEFF}// é ü 名\r\nclass A: UIViewController {\r\n  @IBOutlet weak var b: UILabel!\r\n}\r\n"
    let scan = SwiftSourceScan(text: text)
    XCTAssertEqual(scan.problems, [])
    let a = try XCTUnwrap(scan.declarations.first)
    XCTAssertEqual(scan.text(a.nameRange), "A")
    XCTAssertEqual(scan.text(a.inheritance[0].range), "UIViewController")
    XCTAssertEqual(scan.text(a.members[0].range), "@IBOutlet weak var b: UILabel!")
    XCTAssertTrue(scan.tokens[0].startsLine)
  }

  /// Nesting deep enough to exhaust a recursive reader is a problem, not a crash; an
  /// interpolation nested as deep is read without recursion too.
  func testDeepNestingIsAProblemNotACrash() {
    let depth = 20_000
    let types = String(repeating: "class A {", count: depth) + String(repeating: "}", count: depth)
    let scan = SwiftSourceScan(text: types)
    XCTAssertEqual(scan.problems.map(\.message), ["types are nested more than 128 deep"])
    XCTAssertEqual(scan.declarations.count, 1)
    let braces =
      "func f() {" + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
      + "}"
    XCTAssertEqual(SwiftSourceScan(text: braces).problems, [])
    let strings = String(repeating: #""\("#, count: depth)
    XCTAssertTrue(
      SwiftSourceScan(text: strings).problems.map(\.message).contains(
        "string interpolations are nested more than 32 deep"))
  }

  func testRandomBytesNeverCrashOrHang() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("class{}()[]\"#/*\\ \n:,@`.=!?<>abc".utf8)
    for _ in 0..<300 {
      let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0x20
      }
      let scan = SwiftSourceScan(bytes: bytes)
      for declaration in scan.types.map(\.declaration) {
        XCTAssertLessThanOrEqual(declaration.range.upperBound, bytes.count)
      }
    }
  }
}
