import Foundation
import XCTest

@testable import FlowGen

/// docs/template-context.md is the reference for template authors: it must name every
/// key that `flowc dump` shows for any example, so that no key is undocumented.
final class SwiftContextDocsTests: XCTestCase {
  func testTemplateContextDocumentsEveryKeyOfEveryExample() throws {
    let docsURL = SwiftFixtures.packageRoot.appendingPathComponent("docs/template-context.md")
    let docs = try String(contentsOf: docsURL, encoding: .utf8)
    var keys = Set<String>()
    for example in SwiftFixtures.exampleFlows {
      let context = SwiftFixtures.context(try SwiftFixtures.flow(at: example.url))
      let json = try JSONSerialization.jsonObject(with: try ContextDump.json(context))
      Self.collectKeys(json, into: &keys)
    }
    XCTAssertGreaterThan(keys.count, 20)
    for key in keys.sorted() {
      XCTAssertTrue(
        docs.contains("`\(key)`"), "docs/template-context.md does not document `\(key)`")
    }
  }

  func testDumpHasSortedKeysAndExplicitNulls() throws {
    let example = try XCTUnwrap(SwiftFixtures.exampleFlows.first { $0.name == "FriendList" })
    let flow = try SwiftFixtures.flow(at: example.url)
    let text = String(decoding: try ContextDump.json(SwiftFixtures.context(flow)), as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("{\n  \"code\": null,\n  \"flowName\": \"FriendList\",\n"), text)
    XCTAssertTrue(text.contains("\"storyboardID\": null"), text)
    XCTAssertTrue(text.contains("\"cells\": []"), text)
    XCTAssertTrue(text.hasSuffix("}\n"))
  }

  static func collectKeys(_ value: Any, into keys: inout Set<String>) {
    if let object = value as? [String: Any] {
      for (key, member) in object {
        keys.insert(key)
        collectKeys(member, into: &keys)
      }
    } else if let array = value as? [Any] {
      for element in array { collectKeys(element, into: &keys) }
    }
  }
}
