import Dispatch
import FlowKit
import XCTest

@testable import FlowModel

/// `Scene` keeps its members in a shared box; it must still behave as a value.
final class SceneValueTests: XCTestCase {
  func testChangingACopyLeavesTheOriginalAlone() {
    let origin = Origin(location: SourceLocation(file: "a.flow", line: 3, column: 5))
    var original = Scene(id: "detail", origin: origin)
    original.outlets.append(Outlet(name: "nameLabel", type: "UILabel", origin: origin))

    var copy = original
    copy.id = "edit"
    copy.outlets.append(Outlet(name: "nameField", type: "UITextField", origin: origin))
    copy.outlets[0].name = "titleLabel"
    copy.table = TableLayout(content: .static, style: .grouped, sections: [], origin: origin)

    XCTAssertEqual(original.id, "detail")
    XCTAssertEqual(original.outlets.map(\.name), ["nameLabel"])
    XCTAssertNil(original.table)
    XCTAssertEqual(copy.id, "edit")
    XCTAssertEqual(copy.outlets.map(\.name), ["titleLabel", "nameField"])
    XCTAssertNotNil(copy.table)

    // And the other way round: the original changes after the copy was made.
    let snapshot = copy
    copy.transitions.append(
      .segue(Segue(id: "showMore", kind: .show, destinationID: "more", origin: origin)))
    XCTAssertEqual(snapshot.transitions.count, 0)
    XCTAssertEqual(copy.segues.map(\.id), ["showMore"])
  }

  func testScenesCopiedAcrossThreadsStayIntact() {
    let origin = Origin(location: SourceLocation(file: "a.flow", line: 1, column: 1))
    var scene = Scene(id: "list", origin: origin)
    for index in 0..<50 {
      scene.outlets.append(Outlet(name: "label\(index)", type: "UILabel", origin: origin))
    }
    let shared = scene
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      var local = shared
      local.outlets.removeAll()
      local.id = "copy\(worker)"
      XCTAssertEqual(local.outlets.count, 0)
      XCTAssertEqual(shared.outlets.count, 50)
    }
    XCTAssertEqual(scene.id, "list")
    XCTAssertEqual(scene.outlets.count, 50)
  }
}
