import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An independent count of what a storyboard holds — scenes, segues with their kinds and
/// lines, each view controller's own outlets — made with Foundation's `XMLParser`, so that
/// the importer's results are checked against something that shares none of its code.
struct StoryboardCensus {
  struct Segue {
    var line: Int
    var kind: String
    var relationship: String?
  }

  struct Controller {
    var element: String
    var line: Int
    /// Outlet and outlet-collection properties of its own `<connections>`, each with the
    /// line of its first connection.
    var outlets: [String: Int] = [:]
  }

  var scenes = 0
  /// `<segue>` elements with a `kind` (the `<segue reference>` tie-breakers have none).
  var segues: [Segue] = []
  var controllers: [Controller] = []

  static func count(_ data: Data) throws -> StoryboardCensus {
    let parser = XMLParser(data: data)
    let delegate = CensusDelegate()
    parser.delegate = delegate
    guard parser.parse() else {
      throw XCTSkip(
        "XMLParser could not read the storyboard: \(String(describing: parser.parserError))")
    }
    return delegate.census
  }
}

private final class CensusDelegate: NSObject, XMLParserDelegate {
  var census = StoryboardCensus()
  /// Element names from the root to the current element.
  var path: [String] = []
  /// The index into `census.controllers` of the controller each open element belongs to,
  /// for the controller element itself (so its direct `<connections>` can be recognised).
  var controllerDepth: Int?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let line = parser.lineNumber
    if elementName == "scene" && path.last == "scenes" { census.scenes += 1 }
    if path.last == "objects", attributes["sceneMemberID"] == "viewController" {
      census.controllers.append(StoryboardCensus.Controller(element: elementName, line: line))
      controllerDepth = path.count
    }
    if elementName == "segue", let kind = attributes["kind"] {
      census.segues.append(
        StoryboardCensus.Segue(line: line, kind: kind, relationship: attributes["relationship"]))
    }
    if elementName == "outlet" || elementName == "outletCollection",
      let depth = controllerDepth, path.count == depth + 2, path.last == "connections",
      let property = attributes["property"]
    {
      let index = census.controllers.count - 1
      if census.controllers[index].outlets[property] == nil {
        census.controllers[index].outlets[property] = line
      }
    }
    path.append(elementName)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    path.removeLast()
    if let depth = controllerDepth, path.count == depth { controllerDepth = nil }
  }
}
