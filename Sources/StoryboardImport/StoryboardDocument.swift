import FlowModel
import FlowXML

/// A storyboard as the importer sees it: its view controllers in document order, each
/// with the other objects of its scene, and every object that has an Interface Builder id,
/// so that a connection's `destination` can be resolved in one look-up.
///
/// Reading checks only what makes a document unreadable as a storyboard (the wrong kind
/// of Interface Builder document, no scenes); everything else the importer meets is a
/// warning at worst.
struct StoryboardDocument {
  /// One view controller (or storyboard reference) and its scene.
  struct Controller {
    var element: XMLElement
    var kind: ViewControllerKind
    /// Its Interface Builder id (`BYZ-38-t0r`); empty when it has none.
    var storyboardObjectID: String
    /// The other top-level objects of its scene: gesture recognizers, bar button items
    /// and buttons that code installs, custom objects. Placeholders and exits are left out.
    var sceneObjects: [XMLElement]
  }

  /// What a connection needs to know about the object at the other end.
  struct Object {
    var name: String
    /// `IBFirstResponder` for the First Responder placeholder.
    var placeholderIdentifier: String?
    var location: SourceLocation
    /// The type a connection to it has: its custom class, else its UIKit class.
    var typeName: String
    /// False when `typeName` is a guess from an element name flowc does not know.
    var typeIsKnown: Bool
    /// The module of its custom class, when Interface Builder names one that is not the
    /// target's own (`ViewTypes.customModule(of:)`).
    var module: String?
  }

  var root: XMLElement
  var controllers: [Controller] = []
  var objects: [String: Object] = [:]
  var controllerIndexByID: [String: Int] = [:]

  /// The accepted `type` of a `<document>` root.
  static let storyboardTypes: Set<String> = [
    "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
    "com.apple.InterfaceBuilder.AppleTV.Storyboard",
  ]

  /// The document versions Interface Builder has written (Xcode 4.2 onwards).
  static let knownVersions: Set<String> = ["1.0", "1.1", "2.0", "3.0"]

  /// Reads the document, or reports (as errors) why it is not a storyboard flowc reads.
  static func read(_ root: XMLElement, into log: inout DiagnosticLog) -> StoryboardDocument? {
    guard root.name == "document" else {
      log.report(
        .error(
          .wrongRoot, "an Interface Builder storyboard has a <document> root, not <\(root.name)>",
          at: root.location))
      return nil
    }
    guard let type = root.attribute("type") else {
      log.report(
        .error(
          .wrongRoot,
          "<document> has no 'type', so it is not an Interface Builder storyboard",
          at: root.location))
      return nil
    }
    guard storyboardTypes.contains(type.value) else {
      log.report(
        .error(.wrongRoot, ImportWarnings.wrongDocumentType(type.value), at: type.valueLocation))
      return nil
    }
    if let version = root.attribute("version"), !knownVersions.contains(version.value) {
      log.report(
        .warning(
          .storyboardUnsupported,
          ImportWarnings.unknownVersion(version.value),
          at: version.valueLocation))
    }
    var document = StoryboardDocument(root: root)
    document.collect(into: &log)
    if document.controllers.isEmpty {
      log.report(
        .error(
          .storyboardUnsupported,
          ImportWarnings.noControllers(),
          at: (root.firstChild(named: "scenes") ?? root).location))
      return nil
    }
    return document
  }

  private mutating func collect(into log: inout DiagnosticLog) {
    for scenes in root.children(named: "scenes") {
      for scene in scenes.children {
        guard scene.name == "scene" else {
          log.report(
            .warning(
              .storyboardUnsupported,
              ImportWarnings.unknownSceneElement(scene.name),
              at: scene.location))
          continue
        }
        collectScene(scene, into: &log)
      }
    }
  }

  private mutating func collectScene(_ scene: XMLElement, into log: inout DiagnosticLog) {
    let members = scene.children(named: "objects").flatMap(\.children)
    var sceneControllers: [Int] = []
    var others: [XMLElement] = []
    for member in members {
      if let kind = ViewControllerKind.kind(of: member) {
        sceneControllers.append(controllers.count)
        let objectID = member[attribute: "id"] ?? ""
        controllers.append(
          Controller(element: member, kind: kind, storyboardObjectID: objectID, sceneObjects: []))
        if !objectID.isEmpty {
          if controllerIndexByID[objectID] == nil {
            controllerIndexByID[objectID] = controllers.count - 1
          }
        }
      } else if member.name != "placeholder" && member.name != "exit" {
        others.append(member)
      }
    }
    if let first = sceneControllers.first {
      controllers[first].sceneObjects = others
    } else {
      log.report(
        .warning(
          .storyboardUnsupported, ImportWarnings.sceneWithoutController(),
          at: scene.location))
    }
    for member in members {
      index(member, into: &log)
    }
  }

  /// Records every element with an id below `element` (itself included).
  private mutating func index(
    _ element: XMLElement, inSubviews: Bool = false, into log: inout DiagnosticLog
  ) {
    if let id = element.attribute("id"), isObject(element) {
      if let first = objects[id.value] {
        log.report(
          .warning(
            .storyboardUnsupported,
            ImportWarnings.duplicateObjectID(id.value, first: first.location),
            at: id.valueLocation))
      } else {
        let type = ViewTypes.type(of: element, inSubviews: inSubviews)
        objects[id.value] = Object(
          name: element.name, placeholderIdentifier: element[attribute: "placeholderIdentifier"],
          location: element.location, typeName: type.type, typeIsKnown: type.known,
          module: ViewTypes.customModule(of: element))
      }
    }
    for child in element.children where child.name != "connections" {
      index(child, inSubviews: element.name == "subviews", into: &log)
    }
  }

  /// Elements whose `id` names an object a connection can point at. Connections
  /// themselves (`<segue id>`, `<outlet id>`) have ids too, but nothing connects to them.
  private func isObject(_ element: XMLElement) -> Bool {
    switch element.name {
    case "segue", "outlet", "outletCollection", "action":
      return false
    default:
      return true
    }
  }
}
