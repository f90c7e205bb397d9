import Foundation
import XCTest

@testable import Mustache

/// Issue 38: a render is bounded by the work it does, not only by what it writes, and
/// its buffer never allocates past the byte limit.
final class RenderWorkBudgetTests: XCTestCase {
  /// `{{#l}}` sixteen times deep, writing nothing: 10¹⁶ visits at ten items a list.
  static let silentNest =
    String(repeating: "{{#l}}", count: 16) + "{{.}}" + String(repeating: "{{/l}}", count: 16)
  static let tenEmptyItems: MustacheValue = ["l": .array(Array(repeating: "", count: 10))]

  func testSixteenNestedSectionsThatWriteNothingStopAtTheWorkBudget() throws {
    let template = try Template(source: Self.silentNest, path: "nest")
    let renderer = Renderer(
      repository: TemplateRepository(templates: [:]), maximumOutputBytes: 1 << 20,
      maximumWork: 100_000)
    XCTAssertThrowsError(try renderer.render(template, with: Self.tenEmptyItems)) { error in
      let message = (error as? TemplateError)?.message ?? "\(error)"
      XCTAssertTrue(message.contains("more than 100000 steps"), message)
      XCTAssertTrue(message.contains("--limit template-work=N"), message)
    }
  }

  func testPartialsAndListItemsCountAsWork() throws {
    // Each of a thousand items expands a partial that writes nothing: no tag is nested
    // deeply, and the output stays empty.
    let repository = TemplateRepository(templates: ["empty": "{{#missing}}x{{/missing}}"])
    let template = try Template(source: "{{#l}}{{>empty}}{{/l}}", path: "t")
    let items: MustacheValue = ["l": .array(Array(repeating: 1, count: 1_000))]
    let tight = Renderer(repository: repository, maximumWork: 2_500)
    XCTAssertThrowsError(try tight.render(template, with: items))
    let enough = Renderer(repository: repository, maximumWork: 5_000)
    XCTAssertEqual(try enough.render(template, with: items), "")
  }

  func testRendersSharingABudgetStopWhenTogetherTheyPassIt() throws {
    // Each render takes about 3,000 steps: under its own limit, not three times over.
    let template = try Template(source: "{{#l}}{{.}}{{/l}}", path: "each")
    let items: MustacheValue = ["l": .array(Array(repeating: 1, count: 1_500))]
    let budget = RenderBudget(limit: 8_000)
    let renderer = Renderer(
      repository: TemplateRepository(templates: [:]), maximumWork: 5_000, sharedWork: budget)
    XCTAssertNoThrow(try renderer.render(template, with: items))
    XCTAssertNoThrow(try renderer.render(template, with: items))
    XCTAssertThrowsError(try renderer.render(template, with: items)) { error in
      let message = (error as? TemplateError)?.message ?? "\(error)"
      XCTAssertTrue(message.contains("the templates of this run took more than 8000"), message)
    }
    XCTAssertGreaterThan(budget.spent, 8_000)
  }

  func testRendersSharingAByteBudgetKeepOnlyWhatTheyWrote() throws {
    // 20,000 bytes a render; the room a buffer grew but did not fill (it doubles, to
    // about 32 KiB here) is charged while it renders and given back when it ends.
    let template = try Template(source: "{{#l}}0123456789{{/l}}", path: "bytes")
    let items: MustacheValue = ["l": .array(Array(repeating: 1, count: 2_000))]
    let budget = RenderBudget(limit: 60_000)
    let renderer = Renderer(repository: TemplateRepository(templates: [:]), sharedBytes: budget)
    XCTAssertEqual(try renderer.render(template, with: items).utf8.count, 20_000)
    XCTAssertEqual(budget.spent, 20_000)
    XCTAssertNoThrow(try renderer.render(template, with: items))
    XCTAssertEqual(budget.spent, 40_000)
    XCTAssertThrowsError(try renderer.render(template, with: items)) { error in
      let message = (error as? TemplateError)?.message ?? "\(error)"
      XCTAssertTrue(message.contains("more than its limit of 60000 bytes"), message)
      XCTAssertTrue(message.contains("--limit output-bytes=N"), message)
    }
  }

  func testTheBufferNeverAllocatesPastTheByteLimit() {
    var buffer = OutputBuffer(capacity: 16, maximumBytes: 10_000)
    let line = TextNode(bytes: Array(repeating: UInt8(ascii: "x"), count: 999) + [10])
    for _ in 0..<9 {
      buffer.append(line)
    }
    XCTAssertFalse(buffer.overflowed)
    // The tenth line fits exactly; the eleventh would pass the limit: refused, unwritten.
    buffer.append(line)
    XCTAssertFalse(buffer.overflowed)
    XCTAssertEqual(buffer.bytes.count, 10_000)
    buffer.append(line)
    XCTAssertTrue(buffer.overflowed)
    XCTAssertEqual(buffer.bytes.count, 10_000)
    // An array that doubles would hold 16 KiB here (or more); malloc rounds up a little.
    XCTAssertLessThan(buffer.bytes.capacity, 10_000 + 512)
  }

  func testARenderPastTheByteLimitStopsWithTheOutputError() throws {
    let template = try Template(source: "{{#l}}{{#l}}{{#l}}line\n{{/l}}{{/l}}{{/l}}", path: "big")
    let renderer = Renderer(
      repository: TemplateRepository(templates: [:]), maximumOutputBytes: 4_096)
    let items: MustacheValue = ["l": .array(Array(repeating: 1, count: 30))]
    XCTAssertThrowsError(try renderer.render(template, with: items)) { error in
      let message = (error as? TemplateError)?.message ?? "\(error)"
      XCTAssertTrue(message.contains("more than 4096 bytes"), message)
    }
  }
}
