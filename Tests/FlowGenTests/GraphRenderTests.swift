import FlowKit
import XCTest

@testable import FlowGen

/// Every example renders to each picture format, and the output is deterministic.
final class GraphRenderTests: XCTestCase {
  func testEveryExampleRendersToSVGAndPNG() throws {
    let renderer = try GraphvizAvailability.renderer()
    for example in GraphFixtures.exampleFlows {
      let flow = try GraphFixtures.cleanFlow(at: example.url)
      for options in [DiagramOptions(), DiagramOptions(includesDetail: true, includesLegend: true)]
      {
        let dot = try FlowDiagram.dot(
          for: flow, options: options, templates: GraphFixtures.templates)
        let svg = try renderer.render(dot: dot, format: .svg)
        let svgText = String(decoding: svg, as: UTF8.self)
        XCTAssertTrue(svgText.hasPrefix("<?xml"), example.name)
        XCTAssertTrue(svgText.contains("<svg"), example.name)
        XCTAssertTrue(svgText.hasSuffix("</svg>\n"), example.name)
        let png = try renderer.render(dot: dot, format: .png)
        XCTAssertGreaterThan(png.count, 1000, example.name)
        XCTAssertEqual(
          Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], example.name)
      }
    }
  }

  func testPDFHasItsHeader() throws {
    let renderer = try GraphvizAvailability.renderer()
    let flow = try GraphFixtures.cleanFlow(at: try XCTUnwrap(GraphFixtures.exampleFlows.first).url)
    let pdf = try FlowDiagram.render(flow, format: .pdf, templates: GraphFixtures.templates)
    XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
    _ = renderer
  }

  func testDOTNeedsNoGraphviz() throws {
    let flow = try GraphFixtures.cleanFlow(at: try XCTUnwrap(GraphFixtures.exampleFlows.first).url)
    let renderer = GraphvizRenderer(executableURL: URL(fileURLWithPath: "/nonexistent/dot"))
    let dot = try FlowDiagram.dot(for: flow, templates: GraphFixtures.templates)
    XCTAssertEqual(try renderer.render(dot: dot, format: .dot), Data(dot.utf8))
  }

  /// Same flow, same bytes: DOT from a fresh load, and the SVG and PNG Graphviz makes of it.
  func testOutputIsDeterministic() throws {
    let renderer = try GraphvizAvailability.renderer()
    for example in GraphFixtures.exampleFlows + [("Gallery", nil)] {
      func dot() throws -> String {
        let flow: Flow
        if let url = example.1 {
          flow = try GraphFixtures.cleanFlow(at: url)
        } else {
          flow = try XCTUnwrap(GraphFixtures.load(source: GraphTestFlows.gallery).flow)
        }
        return try FlowDiagram.dot(
          for: flow, options: DiagramOptions(includesDetail: true, includesLegend: true),
          templates: GraphFixtures.templates)
      }
      let first = try dot()
      XCTAssertEqual(first, try dot(), example.0)
      XCTAssertEqual(
        try renderer.render(dot: first, format: .svg),
        try renderer.render(dot: first, format: .svg),
        example.0)
      XCTAssertEqual(
        try renderer.render(dot: first, format: .png),
        try renderer.render(dot: first, format: .png),
        example.0)
    }
  }

  func testAMissingDotIsReportedClearly() {
    XCTAssertThrowsError(try GraphvizRenderer.locate(searchPath: "/nonexistent:/also/not")) {
      error in
      XCTAssertEqual(error as? GraphvizRenderer.RenderError, .dotNotFound)
      XCTAssertEqual(
        "\(error)", "Graphviz's 'dot' was not found; install it (Debian: apt-get install graphviz)")
    }
    XCTAssertThrowsError(try GraphvizRenderer.locate(searchPath: "")) { error in
      XCTAssertEqual(error as? GraphvizRenderer.RenderError, .dotNotFound)
    }
  }

  func testGraphvizErrorsCarryItsMessage() throws {
    let renderer = try GraphvizAvailability.renderer()
    XCTAssertThrowsError(try renderer.render(dot: "digraph { a -> }", format: .svg)) { error in
      guard case .failed(_, let message)? = error as? GraphvizRenderer.RenderError else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(message.contains("syntax error"), message)
    }
  }

  func testFormatsFollowExtensions() {
    XCTAssertEqual(DiagramFormat(pathExtension: "svg"), .svg)
    XCTAssertEqual(DiagramFormat(pathExtension: "PNG"), .png)
    XCTAssertEqual(DiagramFormat(pathExtension: "pdf"), .pdf)
    XCTAssertEqual(DiagramFormat(pathExtension: "dot"), .dot)
    XCTAssertEqual(DiagramFormat(pathExtension: "gv"), .dot)
    XCTAssertNil(DiagramFormat(pathExtension: "svgz"))
    XCTAssertNil(DiagramFormat(pathExtension: ""))
  }
}
