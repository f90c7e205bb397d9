import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a storyboard makes UIKit look up at run time, read with Foundation's `XMLParser`
/// so that it shares no code with flowc's importer: for each view controller, the outlet
/// keys it sets, the action selectors sent to it, and the segues that leave its scene.
struct StoryboardStrings {
  struct Segue: Hashable {
    var identifier: String?
    var kind: String
    /// The `unwindAction` selector of an unwind segue.
    var unwindAction: String?
    var line: Int
  }

  struct Controller {
    var objectID: String
    var element: String
    var customClass: String?
    var line: Int
    var outlets: Set<String> = []
    var selectors: Set<String> = []
    var segues: [Segue] = []
    /// The reuse identifiers of the controller's cells, prototype or static.
    var reuseIdentifiers: Set<String> = []
  }

  var controllers: [Controller] = []
  /// Every controller id some segue (or relationship) leads to, and the initial one.
  var reached: Set<String> = []
  /// Controller id → the controllers its segues and relationships lead to.
  var edges: [String: Set<String>] = [:]

  /// The controllers from which some chain of segues and relationships leads to `id`:
  /// those that can be beneath it when an unwind leaves it.
  func controllers(leadingTo id: String) -> Set<String> {
    var inverse: [String: Set<String>] = [:]
    for (source, targets) in edges {
      for target in targets { inverse[target, default: []].insert(source) }
    }
    var found: Set<String> = []
    var queue = Array(inverse[id] ?? [])
    while let next = queue.popLast() {
      guard found.insert(next).inserted else { continue }
      queue += inverse[next] ?? []
    }
    return found
  }

  static func read(_ url: URL) throws -> StoryboardStrings {
    let parser = XMLParser(data: try Data(contentsOf: url))
    let delegate = Reader()
    parser.delegate = delegate
    guard parser.parse() else {
      throw StringsError(description: "XMLParser: \(String(describing: parser.parserError))")
    }
    return delegate.result
  }

  struct StringsError: Error, CustomStringConvertible {
    var description: String
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var result = StoryboardStrings()
    var path: [String] = []
    /// The current `<scene>`: its controller (index into `result.controllers`), the
    /// depth of the controller element, and the actions and segues seen in it so far.
    var controller: Int?
    var controllerDepth = 0
    /// True between the controller's start and end tags.
    var insideController = false
    var actions: [(selector: String, destination: String)] = []
    var segues: [Segue] = []
    var parserLine: () -> Int = { 0 }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      path.append(name)
      let depth = path.count
      if name == "document", let initial = attributes["initialViewController"] {
        result.reached.insert(initial)
      }
      if name == "scene" {
        controller = nil
        actions = []
        segues = []
      }
      if attributes["sceneMemberID"] == "viewController", let id = attributes["id"],
        controller == nil
      {
        controller = result.controllers.count
        controllerDepth = depth
        insideController = true
        result.controllers.append(
          Controller(
            objectID: id, element: name, customClass: attributes["customClass"],
            line: parser.lineNumber))
      }
      if let controller, insideController, name == "outlet" || name == "outletCollection",
        depth == controllerDepth + 2, path[depth - 2] == "connections",
        let property = attributes["property"]
      {
        result.controllers[controller].outlets.insert(property)
      }
      if let controller, insideController, name == "tableViewCell" || name == "collectionViewCell",
        let reuseIdentifier = attributes["reuseIdentifier"], !reuseIdentifier.isEmpty
      {
        result.controllers[controller].reuseIdentifiers.insert(reuseIdentifier)
      }
      if name == "action", let selector = attributes["selector"],
        let destination = attributes["destination"]
      {
        actions.append((selector, destination))
      }
      if name == "segue", let kind = attributes["kind"] {
        if let destination = attributes["destination"], kind != "unwind" {
          result.reached.insert(destination)
          if let controller {
            result.edges[result.controllers[controller].objectID, default: []].insert(destination)
          }
        }
        if kind != "relationship" {
          let identifier = attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }
          segues.append(
            Segue(
              identifier: identifier, kind: kind, unwindAction: attributes["unwindAction"],
              line: parser.lineNumber))
        }
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if insideController && path.count == controllerDepth { insideController = false }
      path.removeLast()
      guard name == "scene", let controller else { return }
      let id = result.controllers[controller].objectID
      for action in actions where action.destination == id {
        result.controllers[controller].selectors.insert(action.selector)
      }
      result.controllers[controller].segues = segues
      self.controller = nil
    }
  }
}

/// What generated machine files declare for UIKit to find, read from their text: per
/// class, outlet keys, the Objective-C selectors of its `@IBAction`s, the raw values of
/// `Segue` and `Unwind`, and the identifiers `prepare` matches outside the enum.
struct GeneratedBindings: Equatable, CustomStringConvertible {
  var outlets: Set<String> = []
  var selectors: Set<String> = []
  var segueRawValues: Set<String> = []
  var unwindRawValues: Set<String> = []
  var matchedIdentifiers: Set<String> = []
  /// The raw values of `CellIdentifier`: reuse identifiers code dequeues by.
  var cellRawValues: Set<String> = []

  var description: String {
    "outlets \(outlets.sorted()), selectors \(selectors.sorted()), segues \(segueRawValues.sorted()), unwinds \(unwindRawValues.sorted()), matched \(matchedIdentifiers.sorted()), cells \(cellRawValues.sorted())"
  }

  /// Human class name → bindings, from every `<Class>Base.swift` in `folder`.
  static func read(folder: URL) throws -> [String: GeneratedBindings] {
    var result: [String: GeneratedBindings] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix("Base.swift") {
      let text = String(
        decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
      result[String(name.dropLast("Base.swift".count))] = parse(text)
    }
    return result
  }

  static func parse(_ text: String) -> GeneratedBindings {
    var bindings = GeneratedBindings()
    var pendingObjC: String?
    var pendingCase: String?
    var enumName: String?
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("enum Segue: String") {
        enumName = "Segue"
        continue
      }
      if line.hasPrefix("enum Unwind: String") {
        enumName = "Unwind"
        continue
      }
      if line.hasPrefix("enum CellIdentifier: String") {
        enumName = "CellIdentifier"
        continue
      }
      if let current = enumName {
        if line == "}" {
          enumName = nil
        } else if line.hasPrefix("case ") || pendingCase != nil {
          // A case too long for one line has its raw value on the next.
          let text =
            (pendingCase.map { $0 + " " } ?? "") + line.dropFirst(pendingCase == nil ? 5 : 0)
          if text.hasSuffix(" =") {
            pendingCase = text
            continue
          }
          pendingCase = nil
          let value = rawValue(ofCase: text)
          switch current {
          case "Segue": bindings.segueRawValues.insert(value)
          case "Unwind": bindings.unwindRawValues.insert(value)
          default: bindings.cellRawValues.insert(value)
          }
        }
        continue
      }
      if line.hasPrefix("@IBOutlet ") {
        let afterVar = line.components(separatedBy: "var ").dropFirst().first ?? ""
        let name = afterVar.prefix { $0 != ":" }
        bindings.outlets.insert(name.replacingOccurrences(of: "`", with: ""))
      } else if line.hasPrefix("@objc(") {
        pendingObjC = String(line.dropFirst(6).prefix { $0 != ")" })
      } else if line == "@objc" {
        pendingObjC = ""
      } else if line.hasPrefix("@IBAction func ") || (pendingObjC != nil && line.hasPrefix("func "))
      {
        let declaration = line.hasPrefix("@IBAction ") ? line : "@IBAction " + line
        let explicit = pendingObjC.flatMap { $0.isEmpty ? nil : $0 }
        bindings.selectors.insert(explicit ?? selector(ofDeclaration: declaration))
        pendingObjC = nil
      } else if line.hasPrefix("if segue.identifier == \"") {
        let literal = line.dropFirst("if segue.identifier == ".count).prefix {
          $0 != "," && $0 != "{"
        }
        bindings.matchedIdentifiers.insert(
          unescape(literal.trimmingCharacters(in: .whitespaces)))
      } else if !line.hasPrefix("///") && !line.isEmpty {
        pendingObjC = nil
      }
    }
    return bindings
  }

  /// `showDetail = "Show Detail"` → `Show Detail`; `showDetail` → `showDetail`.
  static func rawValue(ofCase text: String) -> String {
    guard let equals = text.range(of: " = ") else { return text }
    return unescape(String(text[equals.upperBound...]))
  }

  /// A Swift string literal's value (flowc escapes `\\`, `\"` and `\u{…}`).
  static func unescape(_ literal: String) -> String {
    var body = Substring(literal)
    if body.hasPrefix("\"") { body = body.dropFirst() }
    if body.hasSuffix("\"") { body = body.dropLast() }
    var out = ""
    var iterator = body.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        out.append(character)
        continue
      }
      switch iterator.next() {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u":
        _ = iterator.next()  // {
        var hex = ""
        while let digit = iterator.next(), digit != "}" { hex.append(digit) }
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          out.unicodeScalars.append(scalar)
        }
      case let other?: out.append(other)
      case nil: break
      }
    }
    return out
  }

  /// The selector Swift gives `@IBAction func name(…)` without `@objc(…)`: the name, then
  /// for the first parameter `:` (label `_`) or `With<Label>:`, for each further one
  /// `:` or `<label>:`.
  static func selector(ofDeclaration line: String) -> String {
    let declaration = line.dropFirst("@IBAction func ".count)
    let name = String(declaration.prefix { $0 != "(" })
    let inside = declaration.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
    let parameters = inside.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard !parameters.isEmpty else { return name }
    var selector = name
    for (position, parameter) in parameters.enumerated() {
      let label = String(parameter.prefix { $0 != " " && $0 != ":" })
      if label == "_" {
        selector += ":"
      } else if position == 0 {
        selector += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
      } else {
        selector += label + ":"
      }
    }
    return selector
  }
}
