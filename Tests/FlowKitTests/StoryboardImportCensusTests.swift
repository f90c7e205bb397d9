import FlowKit
import Foundation
import XCTest

@testable import StoryboardImport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Nothing in a storyboard is dropped silently: every element name, and every attribute
/// of the elements that carry a flow's meaning, that the corpus holds is listed here with
/// what the importer does with it — keeps it (as which flow attribute), reports it, or
/// leaves it to the storyboard for a stated reason. An unlisted one fails the test, so a
/// new storyboard feature gets a decision; a reported one must be reported at its line
/// (or its element's parent's) in every storyboard that has it.
final class StoryboardImportCensusTests: XCTestCase {
  enum Disposition {
    /// The flow keeps it; where it is named, the written flow must say that attribute
    /// (for what the flow writes whenever the storyboard says it).
    case kept(String?)
    /// The importer reports it (`storyboard-unsupported`).
    case reported
    /// The storyboard applies it and the flow has nothing to say about it, because …
    case ignored(String)
  }

  static let interfaceBuilderID = Disposition.ignored("Interface Builder's object id")
  static let outlineName = Disposition.ignored("the name in Interface Builder's outline only")
  static let look = Disposition.ignored(
    "how it looks or lays out, which the storyboard applies; no navigation meaning")
  static let classModule = Disposition.ignored(
    "the module of a class the flow names unqualified; the flow's classes share `<flow module>`")

  /// By what carries it: any view controller (`controller`), or the element's name.
  static let attributes: [String: [String: Disposition]] = [
    "controller": [
      "id": .kept(nil), "sceneMemberID": .ignored("marks the scene's controller: the node"),
      "customClass": .kept(nil), "customModule": .kept(nil),
      "customModuleProvider": .ignored("`target`: the app's module, which `module` names"),
      "storyboardIdentifier": .kept(nil), "title": .kept(nil),
      "userLabel": outlineName,
      "useStoryboardIdentifierAsRestorationIdentifier": .ignored(
        "state restoration, which flows do not model; UIKit sets it from the storyboard"),
      "definesPresentationContext": .reported, "hidesBottomBarWhenPushed": .reported,
      "automaticallyAdjustsScrollViewInsets": look, "extendedLayoutIncludesOpaqueBars": look,
      "autoresizesArchivedViewToFullSize": look,
      "clearsSelectionOnViewWillAppear": .ignored(
        "a table view controller's own behaviour, set by UIKit from the storyboard"),
      "toolbarHidden": .kept("toolbarHidden"), "navigationBarHidden": .kept("barHidden"),
      "modalInPresentation": .kept("modalInPresentation"),
      "modalPresentationStyle": .reported, "modalTransitionStyle": .reported,
      "transitionStyle": .reported, "navigationOrientation": .reported,
      "spineLocation": .reported, "style": .kept(nil),
      "storyboardName": .kept("storyboard"), "referencedIdentifier": .kept(nil),
    ],
    "segue": [
      "id": interfaceBuilderID, "destination": .kept(nil), "kind": .kept(nil),
      "identifier": .kept(nil), "relationship": .kept(nil), "unwindAction": .kept(nil),
      "reference": .ignored("Interface Builder's tie-breaker between segues of one trigger"),
      "customClass": .kept(nil), "customModule": classModule,
      "customModuleProvider": classModule,
      "destinationCreationSelector": .kept("segueAction"),
      "modalPresentationStyle": .kept("presentation"),
      "modalTransitionStyle": .kept("transition"), "trigger": .reported,
      "popoverAnchorView": .reported, "popoverAnchorBarButtonItem": .reported,
      "splitViewControllerTargetIndex": .reported,
      // A peek-and-pop segue nested in the one it previews (`key="preview"`/`"commit"`).
      "key": .reported, "inheritsFrom": .reported,
    ],
    "navigationItem": [
      "key": .ignored("says it is the controller's navigation item"),
      "id": interfaceBuilderID, "title": .kept(nil), "userLabel": outlineName,
      "backButtonTitle": .kept("backButtonTitle"),
    ],
    "tabBarItem": [
      "key": .ignored("says it is the controller's tab bar item"), "id": interfaceBuilderID,
      "title": .kept(nil), "systemItem": .kept(nil), "image": .reported,
      "badgeValue": .reported,
    ],
    "barButtonItem": [
      "key": .kept(nil), "id": interfaceBuilderID, "userLabel": outlineName,
      "title": .kept(nil), "systemItem": .kept(nil), "style": look, "enabled": .reported,
      "image": .reported,
    ],
    "navigationBar": [
      "key": .ignored("says it is the navigation controller's bar"), "id": interfaceBuilderID,
      "contentMode": look, "translucent": look, "clipsSubviews": look,
      "multipleTouchEnabled": look, "opaque": look, "barStyle": look, "shadowImage": look,
      "insetsLayoutMarginsFromSafeArea": look, "largeTitles": .kept("largeTitles"),
      "customClass": .reported,
    ],
    "tableViewCell": [
      "reuseIdentifier": .kept(nil), "customClass": .kept(nil),
      "customModule": classModule, "customModuleProvider": classModule,
      "id": interfaceBuilderID, "userLabel": outlineName, "contentMode": look,
      "selectionStyle": look, "hidesAccessoryWhenEditing": look, "indentationLevel": look,
      "indentationWidth": look, "accessoryType": look, "clipsSubviews": look,
      "rowHeight": look, "textLabel": look, "detailTextLabel": look, "style": look,
      "tag": look, "preservesSuperviewLayoutMargins": look, "multipleTouchEnabled": look,
      "shouldIndentWhileEditing": look, "opaque": look,
      "restorationIdentifier": .ignored(
        "state restoration, which flows do not model; UIKit sets it from the storyboard"),
    ],
    "collectionViewCell": [
      "reuseIdentifier": .kept(nil), "customClass": .kept(nil),
      "id": interfaceBuilderID, "opaque": look, "clipsSubviews": look,
      "multipleTouchEnabled": look, "contentMode": look,
    ],
    "userDefinedRuntimeAttribute": [
      "type": .reported, "keyPath": .reported, "value": .reported,
    ],
    "outlet": [
      "property": .kept(nil), "destination": .kept(nil), "id": interfaceBuilderID,
    ],
    "outletCollection": [
      "property": .kept(nil), "destination": .kept(nil), "id": interfaceBuilderID,
      "appends": .ignored("how Interface Builder lists a collection's members"),
    ],
    "action": [
      "selector": .kept(nil), "destination": .kept(nil), "id": interfaceBuilderID,
      "eventType": .ignored(
        "the control event that sends it, which UIKit connects from the storyboard"),
    ],
  ]

  /// Every element that is not a view (`ViewTypes.known` lists those, which the
  /// storyboard creates; the flow keeps their outlets, actions and what they fire).
  static let elements: [String: Disposition] = {
    var table: [String: Disposition] = [:]
    for name in [
      "document", "scenes", "scene", "objects", "connections", "segue", "outlet",
      "outletCollection", "action", "exit", "gestureRecognizers", "tapGestureRecognizer",
      "prototypes", "sections", "tableViewSection", "cells", "relationship", "relationships",
      "toolbarItems", "items", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
      "customObject", "placeholder",
    ] {
      table[name] = .kept(nil)
    }
    table["popoverArrowDirection"] = .reported
    for name in [
      "dependencies", "deployment", "development", "plugIn", "capability", "resources",
      "image", "namedColor", "systemColor", "color", "inferredMetricsTieBreakers",
      "simulatedMetricsContainer", "simulatedNavigationBarMetrics",
      "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedStatusBarMetrics",
      "simulatedTabBarMetrics", "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics",
      "class", "classes", "source", "customFonts", "array", "real", "nil", "value", "date",
      "string", "mutableString", "attributedString", "fragment", "paragraphStyle",
      "attributes", "font", "fontDescription", "size", "point", "rect", "inset",
      "edgeInsets", "autoresizingMask", "constraints", "mask", "subviews", "state",
      "textInputTraits", "segments", "segment", "extendedEdge", "layoutGuides", "animations",
      "adaptation", "variation", "include", "exclude", "listContentConfiguration",
      "accessibility", "device",
    ] {
      table[name] = look
    }
    return table
  }()

  struct Occurrence {
    var category: String
    var attribute: String
    var line: Int
    var parentLine: Int
    var hasValue: Bool
  }

  func testEveryAttributeAndElementOfTheCorpusIsKeptReportedOrListed() throws {
    let corpus = try StoryboardFiles.corpus()
    let rows = try StoryboardFiles.manifest(in: corpus)
    var unlisted: [String: Int] = [:]
    var counts: [String: Int] = [:]
    for row in rows {
      let url = corpus.appendingPathComponent(row.file)
      let data = try Data(contentsOf: url)
      let census = try ElementCensus.count(data)
      for (name, count) in census.elements {
        guard Self.elements[name] == nil, ViewTypes.known[name] == nil,
          !census.controllerElements.contains(name)
        else { continue }
        unlisted["element <\(name)>", default: 0] += count
      }
      let loaded = FlowFrontEnd.load(path: url.path)
      let flow = try XCTUnwrap(loaded.flow, row.file)
      let written = FlowWriter.write(flow)
      let warningLines = Set(
        loaded.diagnostics.filter { $0.rule == .storyboardUnsupported }.map(\.location.line))
      for occurrence in census.occurrences {
        let key = "\(occurrence.attribute) on \(occurrence.category)"
        counts[key, default: 0] += 1
        guard let disposition = Self.attributes[occurrence.category]?[occurrence.attribute]
        else {
          unlisted["attribute \(key)", default: 0] += 1
          continue
        }
        switch disposition {
        case .reported:
          XCTAssertTrue(
            warningLines.contains(occurrence.line) || warningLines.contains(occurrence.parentLine),
            "\(row.file):\(occurrence.line): \(key) is not reported")
        case .kept(let name?) where occurrence.hasValue:
          XCTAssertTrue(
            written.contains(" \(name)=\""), "\(row.file): \(key) is not kept as '\(name)'")
        case .kept, .ignored:
          break
        }
      }
    }
    XCTAssertEqual(
      unlisted.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value)×)" }, [],
      "decide for each whether the importer keeps it, reports it, or may leave it to the storyboard, and list it here"
    )
    XCTAssertGreaterThan(counts.values.reduce(0, +), 1_000, "the census counted the corpus")
  }
}

/// Element names with their counts, and the attributes of the elements the census
/// lists, read with Foundation's `XMLParser` (none of the importer's code).
private struct ElementCensus {
  var elements: [String: Int] = [:]
  var controllerElements: Set<String> = []
  var occurrences: [StoryboardImportCensusTests.Occurrence] = []

  static func count(_ data: Data) throws -> ElementCensus {
    let parser = XMLParser(data: data)
    let delegate = ElementCensusDelegate()
    parser.delegate = delegate
    guard parser.parse() else {
      throw XCTSkip("XMLParser could not read the storyboard")
    }
    return delegate.census
  }
}

private final class ElementCensusDelegate: NSObject, XMLParserDelegate {
  var census = ElementCensus()
  var lines: [Int] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let line = parser.lineNumber
    census.elements[elementName, default: 0] += 1
    let category: String?
    if attributes["sceneMemberID"] == "viewController" {
      census.controllerElements.insert(elementName)
      category = "controller"
    } else if elementName == "navigationBar" {
      // A navigation controller's own bar; one inside a view is a view.
      category = attributes["key"] == "navigationBar" ? "navigationBar" : nil
    } else if StoryboardImportCensusTests.attributes[elementName] != nil {
      category = elementName
    } else {
      category = nil
    }
    if let category {
      for (name, value) in attributes {
        census.occurrences.append(
          StoryboardImportCensusTests.Occurrence(
            category: category, attribute: name, line: line, parentLine: lines.last ?? line,
            hasValue: !value.isEmpty))
      }
    }
    lines.append(line)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    lines.removeLast()
  }
}
