import FlowKit
import XCTest

@testable import FlowGen

/// Text from a flow can hold anything DOT or an HTML-like label treats specially; it must
/// reach the picture exactly as written and never change the DOT's structure.
final class GraphEscapingTests: XCTestCase {
  func testIdentifiersKeepPlainIdsAndEncodeEverythingElse() {
    XCTAssertEqual(DOTEscaping.identifier("master"), "\"master\"")
    XCTAssertEqual(DOTEscaping.identifier("a\"b"), "\"a%22b\"")
    XCTAssertEqual(DOTEscaping.identifier("c\\d"), "\"c%5Cd\"")
    XCTAssertEqual(DOTEscaping.identifier("100%"), "\"100%25\"")
    XCTAssertEqual(DOTEscaping.identifier("é"), "\"%C3%A9\"")
    XCTAssertEqual(DOTEscaping.identifier(""), "\"\"")
    XCTAssertNotEqual(DOTEscaping.identifier("a%22b"), DOTEscaping.identifier("a\"b"))
    XCTAssertEqual(DOTEscaping.syntheticIdentifier("missing", "a:b"), "\"missing:a%3Ab\"")
  }

  func testQuotedStringsEscapeQuotesBackslashesAndLineBreaks() {
    XCTAssertEqual(DOTEscaping.quoted("plain"), "\"plain\"")
    XCTAssertEqual(DOTEscaping.quoted("say \"hi\""), "\"say \\\"hi\\\"\"")
    XCTAssertEqual(DOTEscaping.quoted("a\\b"), "\"a\\\\b\"")
    XCTAssertEqual(DOTEscaping.quoted("trailing\\"), "\"trailing\\\\\"")
    XCTAssertEqual(DOTEscaping.quoted("one\r\ntwo\rthree\nfour"), "\"one\\ntwo\\nthree\\nfour\"")
    XCTAssertEqual(DOTEscaping.quoted("tab\there"), "\"tab here\"")
  }

  func testHTMLEscapesMarkupAndBreaksLines() {
    XCTAssertEqual(DOTEscaping.html("a < b > c & \"d\""), "a &lt; b &gt; c &amp; &quot;d&quot;")
    XCTAssertEqual(DOTEscaping.html("back\\slash"), "back\\slash")
    XCTAssertEqual(DOTEscaping.html("one\ntwo"), "one<BR/>two")
    XCTAssertEqual(DOTEscaping.html("&amp;"), "&amp;amp;")
    XCTAssertEqual(DOTEscaping.html("bell\u{7}"), "bell ")
  }

  /// The hostile flow has invalid ids, so it is drawn the way `--force` draws a flow with
  /// errors; Graphviz must accept it and give back every text as written.
  func testHostileTextRoundTripsThroughGraphviz() throws {
    let renderer = try GraphvizAvailability.renderer()
    let result = GraphFixtures.load(source: GraphTestFlows.hostile)
    let flow = try XCTUnwrap(result.flow, "\(result.diagnostics)")
    let dot = try FlowDiagram.dot(
      for: flow, options: DiagramOptions(includesDetail: true), templates: GraphFixtures.templates)
    let laidOut = try LaidOutGraph(dot: dot, renderer: renderer)

    let navigation = "a%22b"
    let source = "c%5Cd"
    let destination = "e%26f"
    XCTAssertEqual(
      Set(laidOut.nodes.keys), [GraphExpectation.initialMarker, navigation, source, destination])
    XCTAssertEqual(
      laidOut.nodeLabelLines(source),
      ["Quote\"Back\\slash", "Say \"hi\" \\n <b>bold</b> & more", "second line"])
    XCTAssertEqual(
      laidOut.nodeLabelLines(destination),
      ["Amp&Class", "]]> --  tab {braces} [brackets] ;,=", "outlet x<y: A<B>"])

    let push = try XCTUnwrap(
      laidOut.edges(from: source, to: destination).first {
        $0.attributes["class"] == "show"
      })
    XCTAssertEqual(push.labelLines, ["go<>", "cell Cell <&> \"x\""])
    let present = try XCTUnwrap(
      laidOut.edges(from: source, to: destination).first {
        $0.attributes["class"] == "present"
      })
    XCTAssertEqual(present.labelLines, ["open", "button “Tap \\ \"here\"", "now”"])
    XCTAssertEqual(laidOut.edges(from: GraphExpectation.initialMarker, to: navigation).count, 1)
    XCTAssertEqual(laidOut.edges(from: navigation, to: source).count, 1)

    // Tooltips are escStrings: Graphviz keeps the escapes, which decode to the text.
    let tooltip = try XCTUnwrap(laidOut.nodes[source]?["tooltip"])
    XCTAssertEqual(tooltip.replacingOccurrences(of: "\\\\", with: "\\"), "scene c\\d")

    // And the picture renders.
    let svg = try renderer.render(dot: dot, format: .svg)
    XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("<svg"))
  }

  /// Newlines and control characters in ids must not leak into the DOT as line breaks.
  func testIdentifiersNeverContainLineBreaksOrQuotes() {
    for raw in ["a\nb", "a\"b", "a\\b", "a b", "a\u{0}b", "<a>", "a;b", "a->b"] {
      let encoded = DOTEscaping.identifier(raw)
      let body = encoded.dropFirst().dropLast()
      XCTAssertTrue(
        body.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "%") },
        encoded)
    }
  }
}
