import FlowAnalysis
import FlowXML

/// Custom classes and the module they come from.
///
/// A scene's class is its `customClass` when that is a Swift identifier and is not UIKit's
/// own class. Several scenes may share one (a settings class for three table scenes)
/// when they agree on its base: the class's machine file has the union of their members
/// (`ClassUnion` reconciles them). A
/// container keeps any valid type name, qualified by its module when that is a library's.
/// The flow's module is the `customModule` the app's classes name (the scenes', and those
/// of cells, segues and containers Interface Builder marks as the target's); when they
/// name several, the most common wins, with a warning. A library's module (no
/// `customModuleProvider="target"` on a cell, segue or container: SwipeCellKit for its
/// cell) never decides it: that class is named qualified instead.
extension StoryboardImportSession {
  mutating func assignClasses() {
    explicitClasses = Array(repeating: nil, count: controllers.count)
    var firstScene: [String: Int] = [:]
    var modules: [String: Int] = [:]
    var moduleOrder: [String] = []
    for (index, controller) in controllers.enumerated() {
      let element = controller.element
      // A container of a library (no `customModuleProvider="target"`) is not the app's.
      let isScene: Bool = if case .scene = roles[index] { true } else { false }
      if isScene || ViewTypes.customModule(of: element) == nil {
        countModule(of: element, into: &modules, order: &moduleOrder)
      }
      guard let custom = element.attribute("customClass"), !custom.value.isEmpty else { continue }
      switch roles[index] {
      case .reference:
        continue
      case .navigation, .tabBar, .split:
        if SwiftNames.isTypeName(custom.value) {
          explicitClasses[index] = custom.value
        } else {
          warn(ImportWarnings.invalidContainerClass(custom.value), at: custom.valueLocation)
        }
      case .scene:
        if !SwiftNames.isIdentifier(custom.value) {
          warn(ImportWarnings.invalidClass(custom.value), at: custom.valueLocation)
        } else if Self.uikitClasses.contains(custom.value) {
          warn(ImportWarnings.uikitClass(custom.value), at: custom.valueLocation)
        } else if let first = firstScene[custom.value] {
          // Scenes may share a class (its machine file has the union of their members)
          // when they agree on its base; otherwise the storyboard names one class with two
          // superclasses, reported once the ids are known (`assignNodeIDs`).
          if case .scene(let base) = roles[index], case .scene(let firstBase) = roles[first],
            base == firstBase
          {
            explicitClasses[index] = custom.value
          } else {
            sharedClasses[index] = first
          }
        } else {
          firstScene[custom.value] = index
          explicitClasses[index] = custom.value
        }
      }
    }
    // Cells and segues name modules too.
    for controller in controllers {
      countModules(below: controller.element, into: &modules, order: &moduleOrder)
    }
    var chosen: String?
    for candidate in moduleOrder where chosen == nil || modules[candidate]! > modules[chosen!]! {
      chosen = candidate
    }
    if let chosen {
      module = chosen
      if moduleOrder.count > 1 {
        warn(
          ImportWarnings.mixedModules(moduleOrder, chosen: chosen),
          at: document.root.location)
      }
    }
    // A container class of a library (a side menu's navigation controller) is named
    // qualified, so that the generated code imports the library, as a cell's is.
    for (index, controller) in controllers.enumerated() {
      if case .scene = roles[index] { continue }
      guard let explicit = explicitClasses[index] else { continue }
      explicitClasses[index] = qualifiedType(
        explicit, module: ViewTypes.customModule(of: controller.element))
    }
  }

  private func countModule(
    of element: XMLElement, into modules: inout [String: Int], order: inout [String]
  ) {
    guard let module = element[attribute: "customModule"], SwiftNames.isIdentifier(module) else {
      return
    }
    if modules[module] == nil { order.append(module) }
    modules[module, default: 0] += 1
  }

  /// Cells and segues below a controller that name the app's module (a library's, without
  /// `customModuleProvider="target"`, is left out: its class is named qualified).
  private func countModules(
    below element: XMLElement, into modules: inout [String: Int], order: inout [String]
  ) {
    for child in element.children {
      switch child.name {
      case "tableViewCell", "collectionViewCell", "segue":
        if ViewTypes.customModule(of: child) == nil {
          countModule(of: child, into: &modules, order: &order)
        }
      default:
        break
      }
      countModules(below: child, into: &modules, order: &order)
    }
  }

  /// Classes a storyboard may name that are UIKit's, not the app's.
  static let uikitClasses: Set<String> = Set(ViewTypes.known.values)
}
