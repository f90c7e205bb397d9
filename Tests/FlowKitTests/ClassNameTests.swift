import XCTest

@testable import FlowAnalysis

/// `ClassTypeRules.isClassName` reads ASCII names byte by byte; these tests hold it to the
/// answers of splitting the name into characters (the reference below, written out
/// again), on names built from the characters that matter and on non-ASCII names, which
/// still take the character path.
final class ClassNameTests: XCTestCase {
  /// The character-splitting answer: dotted identifiers naming no value type, with
  /// generic arguments allowed when asked.
  static func referenceIsClassName(_ name: String, genericArguments: Bool) -> Bool {
    var head = Substring(name)
    if genericArguments, let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
      head = name[..<open]
    }
    let parts = head.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ SwiftNames.isIdentifier(String($0)) }) else { return false }
    return !ClassTypeRules.valueTypes.contains(String(parts[parts.count - 1]))
  }

  func testKnownNames() {
    XCTAssertTrue(ClassTypeRules.isClassName("UILabel"))
    XCTAssertTrue(ClassTypeRules.isClassName("MyKit.BadgeView"))
    XCTAssertTrue(
      ClassTypeRules.isClassName("UIHostingController<AnyView>", genericArguments: true))
    XCTAssertTrue(ClassTypeRules.isClassName("UIHostingController<Ä>", genericArguments: true))
    XCTAssertFalse(ClassTypeRules.isClassName("UIHostingController<AnyView>"))
    XCTAssertFalse(ClassTypeRules.isClassName("Swift.Int"))
    XCTAssertFalse(ClassTypeRules.isClassName("UILabel?"))
    XCTAssertFalse(ClassTypeRules.isClassName("MyKit..View"))
    XCTAssertFalse(ClassTypeRules.isClassName(""))
    XCTAssertFalse(ClassTypeRules.isClassName("class"))
    // A combining mark after "<" makes one character of the pair: no generic arguments.
    XCTAssertFalse(ClassTypeRules.isClassName("View<\u{301}T>", genericArguments: true))
  }

  func testASCIINamesAnswerAsCharactersDo() {
    let pieces = ["A", "b", "_", "1", ".", "<", ">", "?", " ", "Int", "View", "class", "\r\n"]
    var generator = UnwindSearchTests.Random(state: 28)
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...7, using: &generator)
      let name = (0..<count).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }.joined()
      for generic in [false, true] {
        XCTAssertEqual(
          ClassTypeRules.isClassName(name, genericArguments: generic),
          Self.referenceIsClassName(name, genericArguments: generic),
          "\(name.debugDescription), generic arguments \(generic)")
      }
    }
  }
}
