import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowAnalysis
@testable import FlowGen

/// The walks over the navigator's state (`screen()`, `link()`, `validPrefix()`), which
/// the recursive partials `swift/swiftui/partials/…-node` write: a node nested in
/// containers lands at its depth, a scene nested in a split writes `break` rather than
/// its container's code (Mustache looks a missing key up in the enclosing contexts), and a
/// deep nesting is walked once per node.
final class SwiftUIStateWalkTests: XCTestCase {
  /// Tabs holding a split whose sidebar and detail are stacks, a stack, and a scene; a
  /// presented tab bar and a presented split.
  static let nested = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Nested" version="1" initial="tabs" runtime="swiftui">
      <tabBar id="tabs">
        <tab to="split" title="Mail"/>
        <tab to="feedNavigation" title="Feed"/>
        <tab to="plain" title="Plain"/>
      </tabBar>

      <split id="split" primary="mailboxesNavigation" secondary="messageNavigation"/>
      <navigation id="mailboxesNavigation" root="mailboxes"/>
      <scene id="mailboxes" class="MailboxListView" title="Mailboxes">
        <button title="Open">
          <segue id="showMessage" kind="showDetail" to="messageNavigation"/>
        </button>
        <button title="Other">
          <segue id="showOther" kind="showDetail" to="other"/>
        </button>
        <button title="Folder">
          <segue id="showFolder" kind="show" to="folder"/>
        </button>
      </scene>
      <scene id="folder" class="FolderView" title="Folder"/>
      <navigation id="messageNavigation" root="message"/>
      <scene id="message" class="MessageView" title="Message">
        <button title="Thread">
          <segue id="showThread" kind="show" to="thread"/>
        </button>
        <button title="Compose">
          <segue id="compose" kind="present" to="composerTabs"/>
        </button>
      </scene>
      <scene id="thread" class="ThreadView" title="Thread"/>
      <scene id="other" class="OtherView" title="Other"/>

      <navigation id="feedNavigation" root="feed"/>
      <scene id="feed" class="FeedView" title="Feed">
        <button title="Post">
          <segue id="showPost" kind="show" to="post"/>
        </button>
        <button title="Split">
          <segue id="presentSplit" kind="present" to="presentedSplit"/>
        </button>
      </scene>
      <scene id="post" class="PostView" title="Post"/>
      <scene id="plain" class="PlainView" title="Plain"/>

      <tabBar id="composerTabs">
        <tab to="draftNavigation" title="Draft"/>
        <tab to="attachments" title="Attachments"/>
      </tabBar>
      <navigation id="draftNavigation" root="draft"/>
      <scene id="draft" class="DraftView" title="Draft">
        <button title="More">
          <segue id="showMore" kind="show" to="more"/>
        </button>
      </scene>
      <scene id="more" class="MoreView" title="More"/>
      <scene id="attachments" class="AttachmentsView" title="Attachments"/>

      <split id="presentedSplit" primary="sidebar" secondary="pane"/>
      <scene id="sidebar" class="SidebarView" title="Sidebar">
        <button title="Pane">
          <segue id="showPane" kind="showDetail" to="pane"/>
        </button>
      </scene>
      <scene id="pane" class="PaneView" title="Pane"/>
    </flow>
    """

  static func navigator(_ source: String, name: String) throws -> String {
    let result = FlowFrontEnd.load(SourceFile(path: "\(name).flow", text: source))
    XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    let flow = try XCTUnwrap(result.flow)
    return try XCTUnwrap(SwiftUIRuntimeTests.generate(flow)["\(name)Flow.swift"])
  }

  func testNestedNodesLandAtTheirDepthInScreen() throws {
    let navigator = try Self.navigator(Self.nested, name: "Nested")
    let expected = """
              switch splitDetail {
              case .messageNavigation:
                screen.add(.message, column: 2, in: context4) { $0.messageNavigation.removeAll() }
                for (depth, route) in messageNavigation.enumerated() {
                  screen.add(route.scene, column: 2, in: context4) {
                    $0.messageNavigation.removeSubrange((depth + 1)...)
                  }
                }
              case .other:
                screen.add(.other, column: 3, in: context4)
              }
            case .feedNavigation:
              screen.add(.feed, column: 4, in: context2) { $0.feedNavigation.removeAll() }
      """
    XCTAssertTrue(navigator.contains(expected), navigator)
  }

  func testNestedNodesLandAtTheirDepthInLink() throws {
    let navigator = try Self.navigator(Self.nested, name: "Nested")
    let expected = """
            case .split:
              for route in mailboxesNavigation { link.add(route.scene, route.linkWords, made: .push) }
              func splitDetailLink() -> Link {
                var link = Link(cursor: splitDetail.entry)
                switch splitDetail {
                case .messageNavigation:
                  for route in messageNavigation { link.add(route.scene, route.linkWords, made: .push) }
                case .other:
                  break
                }
                return link
              }
      """
    XCTAssertTrue(navigator.contains(expected), navigator)
  }

  func testANestedSceneWritesBreakInValidPrefix() throws {
    let navigator = try Self.navigator(Self.nested, name: "Nested")
    let expected = """
              switch splitDetail {
              case .messageNavigation:
                if isValid {
                  valid.messageNavigation = Self.validRoutes(messageNavigation, root: .message, \\.scene)
                  isValid = valid.messageNavigation.count == messageNavigation.count
                }
              case .other:
                break
              }
            case .feedNavigation:
      """
    XCTAssertTrue(navigator.contains(expected), navigator)
  }

  /// Tab bars nested 24 deep: each node's code is written once (a walk that asked each
  /// container whether its children write anything, by writing them, took three times as
  /// long per level).
  func testDeeplyNestedTabBarsAreWalkedOncePerNode() throws {
    let depth = 24
    let navigator = try Self.navigator(Self.nestedTabBars(depth), name: "Deep")
    let indent = String(repeating: " ", count: 4 + 4 * depth)
    XCTAssertTrue(
      navigator.contains("\n\(indent)screen.add(.leaf, column: 1, in: context\(depth + 1))\n"),
      navigator)
    // The innermost tab bar, in `link()`'s and `validPrefix()`'s nested switches.
    let inner = String(repeating: " ", count: 4 + 4 * (depth - 1))
    let last = "t\(depth - 1)"
    XCTAssertTrue(
      navigator.contains("\n\(inner)if \(last) != .leaf || link.cursor != \(last).entry {\n"),
      navigator)
    XCTAssertTrue(
      navigator.contains("\n\(inner)if isValid { valid.\(last) = \(last) }\n"), navigator)
  }

  /// The deepest nesting the check lets through renders (each level is a partial that
  /// includes itself, and the renderer takes 64 nested partials); one level more is an
  /// error at the outermost tab bar in `flowc check`, not a template error in the build.
  func testTheDeepestNestingTheCheckAllowsIsGenerated() throws {
    let deepest = Self.nestedTabBars(SwiftUINestingRules.maximumDepth)
    XCTAssertNoThrow(try Self.navigator(deepest, name: "Deep"))
    let text = Self.nestedTabBars(SwiftUINestingRules.maximumDepth + 1)
    let tooDeep = FlowFrontEnd.load(SourceFile(path: "Deep.flow", text: text))
    let errors = tooDeep.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.rule), [.runtimeUnsupported])
    let outermost = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("<tabBar id=\"t0\">") }.map { $0 + 1 }
    XCTAssertEqual(errors.first?.location.line, outermost, "at the outermost tab bar, t0")
    XCTAssertTrue(errors.first?.message.contains("nests 33") ?? false, "\(errors)")
  }

  /// A SwiftUI flow of `depth` tab bars, each the only tab of the one before, the last
  /// holding one scene.
  static func nestedTabBars(_ depth: Int) -> String {
    var source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Deep" version="1" initial="t0" runtime="swiftui">

      """
    for level in 0..<depth {
      let next = level + 1 < depth ? "t\(level + 1)" : "leaf"
      source += "  <tabBar id=\"t\(level)\"><tab to=\"\(next)\" title=\"T\(level)\"/></tabBar>\n"
    }
    return source + "  <scene id=\"leaf\" class=\"LeafView\" title=\"Leaf\"/>\n</flow>\n"
  }
}
