import FlowAnalysis
import FlowModel
import FlowXML

/// A scene's outlets: the `<outlet>` and `<outletCollection>` connections in its view
/// controller's own `<connections>` — not those of its views (a table view's
/// `dataSource` and `delegate` are the table view's outlets, not the controller's).
///
/// An outlet's type is the type of the object it points at: that object's custom class
/// (qualified by its module when Interface Builder names another module than the flow's),
/// else the UIKit class of its element (`ViewTypes`). The connections of one outlet
/// collection (one per member) become one collection outlet, typed by what the members
/// share. UIKit's own properties that Interface Builder connects as outlets (`view`, a
/// table view controller's `tableView`) are not declared again.
extension StoryboardImportSession {
  /// Properties each base already has, which a generated subclass must not redeclare
  /// (on top of those `MemberRules` reserves).
  static func inheritedOutlets(of base: String) -> Set<String> {
    var names: Set<String> = ["view", "searchDisplayController"]
    switch base {
    case "UITableViewController": names.insert("tableView")
    case "UICollectionViewController": names.insert("collectionView")
    default: break
    }
    return names
  }

  mutating func importOutlets(_ index: Int, scene: Scene) -> [Outlet] {
    let connections = TriggerDiscovery.connections(of: controllers[index].element)
    let base = scene.base
    // Two lookups rather than one union: the reserved names are hundreds (UIKit's
    // members), and a union would copy them for every scene.
    let inheritedOutlets = Self.inheritedOutlets(of: base)
    let reserved = MemberRules.reservedNames(for: scene)
    var outlets: [Outlet] = []
    var positionByName: [String: Int] = [:]
    var collectionTypes: [String: [String]] = [:]
    for connection in connections
    where connection.name == "outlet" || connection.name == "outletCollection" {
      let isCollection = connection.name == "outletCollection"
      guard let property = connection.attribute("property") else { continue }
      let name = property.value
      guard SwiftNames.isIdentifier(name) else {
        warn(ImportWarnings.invalidOutletName(name), at: property.valueLocation)
        continue
      }
      if inheritedOutlets.contains(name) || reserved.contains(name) {
        warn(ImportWarnings.inheritedOutlet(name, base: base), at: property.valueLocation)
        continue
      }
      let type = outletType(connection, property: name)
      if let position = positionByName[name] {
        if isCollection && outlets[position].isCollection {
          collectionTypes[name, default: []].append(type)
        } else {
          warn(ImportWarnings.duplicateOutlet(name), at: property.valueLocation)
        }
        continue
      }
      positionByName[name] = outlets.count
      if isCollection { collectionTypes[name] = [type] }
      outlets.append(
        Outlet(
          name: name, type: type, isCollection: isCollection,
          isStrong: !isCollection && isHeldByOutletAlone(connection, of: index),
          origin: origin(of: connection, ["property": "name", "destination": "type"])))
    }
    for (name, types) in collectionTypes {
      outlets[positionByName[name]!].type = ViewTypes.commonType(types)
    }
    return outlets
  }

  /// True when nothing but the outlet may hold what it points at, so that a weak outlet
  /// would be nil: a constraint (its view holds it only while it is active, and a size
  /// class may leave it uninstalled), or an object of the scene outside its view
  /// hierarchy (a view the app adds later, a custom object, a bar button item).
  private func isHeldByOutletAlone(_ connection: XMLElement, of index: Int) -> Bool {
    guard let destination = connection[attribute: "destination"] else { return false }
    if document.objects[destination]?.name == "constraint" { return true }
    return controllers[index].sceneObjects.contains { $0[attribute: "id"] == destination }
  }

  /// The type of the object an outlet points at.
  private mutating func outletType(_ connection: XMLElement, property: String) -> String {
    let destination = connection.attribute("destination")
    guard let destination, let object = document.objects[destination.value] else {
      warn(
        ImportWarnings.outletToNothing(property, destination: destination?.value ?? ""),
        at: destination?.valueLocation ?? connection.location)
      return "NSObject"
    }
    if !object.typeIsKnown {
      warn(
        ImportWarnings.guessedType(object.name, type: object.typeName),
        at: destination.valueLocation)
    }
    return qualifiedType(object.typeName, module: object.module)
  }

  /// A custom class of another module than the flow's, qualified by its module
  /// (`ListerKit.CheckBox`): the generated code is compiled into the flow's module, and
  /// imports the module a qualified type names (`FrameworkImports`), as the app's own
  /// code has to.
  func qualifiedType(_ type: String, module: String?) -> String {
    guard let module, module != self.module else { return type }
    return module + "." + type
  }
}
