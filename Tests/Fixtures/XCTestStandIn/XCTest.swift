// A behavioural stand-in for the UI-automation part of XCTest (XCUIAutomation, Xcode
// 16.3), written from Apple's documentation, so that the UI-test navigators flowc
// generates type-check and run on Linux. See README.md for what it models.

@_exported import Foundation

// MARK: - Failures

/// The failures `XCTFail` recorded, in order: the stand-in's test log.
@MainActor public var standInFailures: [String] = []

/// Records a failure, as XCTest's `XCTFail(_:file:line:)` does.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  MainActor.assumeIsolated {
    standInFailures.append(message)
  }
}

// MARK: - Elements

/// A node of the simulated app's accessibility hierarchy: what a test can find, by type
/// and identifier, and what tapping it does.
@MainActor public final class StandInNode {
  public var elementType: XCUIElement.ElementType
  public var identifier: String
  public var label: String
  public var children: [StandInNode]
  public var onTap: (() -> Void)?

  public init(
    _ elementType: XCUIElement.ElementType, _ identifier: String = "", label: String = "",
    children: [StandInNode] = [], onTap: (() -> Void)? = nil
  ) {
    self.elementType = elementType
    self.identifier = identifier
    self.label = label
    self.children = children
    self.onTap = onTap
  }

  /// Every node below this one, depth first, in order.
  var descendants: [StandInNode] {
    children.flatMap { [$0] + $0.descendants }
  }
}

/// The queries of `XCUIElementTypeQueryProvider`: each is `descendants(matching:)` for its
/// element type.
@MainActor public protocol XCUIElementTypeQueryProvider {
  var firstMatch: XCUIElement { get }
  func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
  public var buttons: XCUIElementQuery { descendants(matching: .button) }
  public var cells: XCUIElementQuery { descendants(matching: .cell) }
  public var tables: XCUIElementQuery { descendants(matching: .table) }
  public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
  public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
  public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  public var textFields: XCUIElementQuery { descendants(matching: .textField) }
  public var switches: XCUIElementQuery { descendants(matching: .switch) }
  public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

/// A UI element, resolved against the hierarchy every time it is used, as XCUIElement
/// is: an element that does not exist yet may exist later.
@MainActor open class XCUIElement: XCUIElementTypeQueryProvider {
  /// The element types, as `XCUIElement.ElementType` names the ones UIKit and SwiftUI
  /// views are reported as.
  public enum ElementType: UInt, Sendable {
    case any = 0, other, application, window, button, navigationBar, tabBar, table, cell
    case collectionView, staticText, textField, `switch`, image
  }

  let resolve: () -> StandInNode?

  init(resolve: @escaping () -> StandInNode?) {
    self.resolve = resolve
  }

  /// Whether the element is in the hierarchy now.
  public var exists: Bool { resolve() != nil }

  public var identifier: String { resolve()?.identifier ?? "" }

  /// Waits up to `timeout` seconds for the element to exist: the stand-in lets the app
  /// take a turn (`XCUIApplication.standInTurn`) between looks, as time passes.
  public func waitForExistence(timeout: TimeInterval) -> Bool {
    let turns = max(1, Int(timeout * 10))
    for _ in 0..<turns {
      if exists { return true }
      StandInClock.turn()
    }
    return exists
  }

  /// Taps the element; a tap on one that does not exist fails the test, as in XCTest.
  public func tap() {
    guard let node = resolve() else {
      XCTFail("tap(): the element does not exist")
      return
    }
    node.onTap?()
  }

  public func descendants(matching type: ElementType) -> XCUIElementQuery {
    XCUIElementQuery { [resolve] in
      (resolve()?.descendants ?? []).filter { type == .any || $0.elementType == type }
    }
  }

  public var firstMatch: XCUIElement { self }
}

/// What the next turn of the simulated app does: tests set it to make elements appear
/// only after a while.
@MainActor public enum StandInClock {
  public static var onTurn: (() -> Void)?
  /// The turns taken so far.
  public static var turns = 0

  static func turn() {
    turns += 1
    onTurn?()
  }
}

/// A search for elements, resolved every time its elements are used.
@MainActor open class XCUIElementQuery: XCUIElementTypeQueryProvider {
  let nodes: () -> [StandInNode]

  init(nodes: @escaping () -> [StandInNode]) {
    self.nodes = nodes
  }

  public var count: Int { nodes().count }

  /// The first match, without checking for others.
  public var firstMatch: XCUIElement {
    XCUIElement { [nodes] in nodes().first }
  }

  /// The element at `index` among the matches.
  public func element(boundBy index: Int) -> XCUIElement {
    XCUIElement { [nodes] in
      let found = nodes()
      return found.indices.contains(index) ? found[index] : nil
    }
  }

  /// Matches whose identifier (or label) is `identifier`.
  public func matching(identifier: String) -> XCUIElementQuery {
    XCUIElementQuery { [nodes] in
      nodes().filter { $0.identifier == identifier || $0.label == identifier }
    }
  }

  /// The descendant matching `key`, as `query["key"]`.
  public subscript(key: String) -> XCUIElement {
    matching(identifier: key).firstMatch
  }

  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    XCUIElementQuery { [nodes] in
      nodes().flatMap(\.descendants).filter { type == .any || $0.elementType == type }
    }
  }
}

/// The app under test: its hierarchy is `standInRoot`, which a test script replaces as
/// screens change.
@MainActor open class XCUIApplication: XCUIElement {
  public var launchArguments: [String] = []
  public var launchEnvironment: [String: String] = [:]
  /// The simulated app's window.
  public var standInRoot: StandInNode

  public init() {
    let root = StandInNode(.application)
    standInRoot = root
    weak var app: XCUIApplication?
    super.init { app?.standInRoot }
    app = self
  }

  public func launch() {}
  public func terminate() {}
}

// MARK: - Test cases

/// The base class of tests, for code that subclasses it.
@MainActor open class XCTestCase {
  public init() {}
  open func setUp() {}
  open func tearDown() {}
  public var continueAfterFailure = true
}
