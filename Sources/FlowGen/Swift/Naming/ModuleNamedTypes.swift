import FlowModel

/// Types named like their module (`CountryPickerView.CountryPickerView`,
/// `FSCalendar.FSCalendar`), which Interface Builder names with `customModule`.
///
/// Swift cannot write them qualified: once the module is imported, its type of the same
/// name hides it, so `CountryPickerView.CountryPickerView` looks for a type nested in the
/// class and does not compile. The generated code writes them unqualified and imports
/// their module.
enum ModuleNamedTypes {
  /// `type` as Swift source writes it: each `M.M` (followed by anything) as `M`.
  /// Nil when `type` names no such type.
  static func spelling(of type: String) -> String? {
    guard type.contains(".") else { return nil }
    var modules: [String] = []
    let spelled = rewriting(type) { identifier in
      let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count > 1, parts[0] == parts[1], !parts[0].isEmpty else { return nil }
      modules.append(String(parts[0]))
      return parts.dropFirst().joined(separator: ".")
    }
    return modules.isEmpty ? nil : spelled
  }

  /// The modules of the module-named types `type` names (`CountryPickerView`).
  static func modules(in type: String) -> [String] {
    guard type.contains(".") else { return [] }
    return FrameworkImports.identifiers(in: type).compactMap { identifier in
      let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count > 1, parts[0] == parts[1], !parts[0].isEmpty else { return nil }
      return String(parts[0])
    }
  }

  /// `type` with each identifier (`A.B`, as `FrameworkImports.identifiers` finds them)
  /// replaced by what `replacement` gives, when it gives something.
  private static func rewriting(_ type: String, _ replacement: (Substring) -> String?) -> String {
    var result = ""
    var rest = type[...]
    for identifier in FrameworkImports.identifiers(in: type) {
      guard let new = replacement(identifier) else { continue }
      result += rest[..<identifier.startIndex]
      result += new
      rest = type[identifier.endIndex...]
    }
    return result + rest
  }

  /// The flow with every type it names as the generated code spells it, and the
  /// modules of the module-named types among them, which the generated files import.
  static func spelled(_ flow: Flow) -> (flow: Flow, modules: Set<String>) {
    var modules = Set<String>()
    func spell(_ type: String) -> String {
      guard let spelled = spelling(of: type) else { return type }
      modules.formUnion(Self.modules(in: type))
      return spelled
    }
    var flow = flow
    // Most flows name no such type: their nodes are left as they are, not copied.
    for index in flow.nodes.indices
    where types(of: flow.nodes[index]).contains(where: { spelling(of: $0) != nil }) {
      switch flow.nodes[index] {
      case .scene(var scene):
        scene.base = spell(scene.base)
        for outlet in scene.outlets.indices {
          scene.outlets[outlet].type = spell(scene.outlets[outlet].type)
        }
        for action in scene.actions.indices {
          scene.actions[action].senderType = spell(scene.actions[action].senderType)
        }
        for cell in scene.cells.indices {
          scene.cells[cell].className = scene.cells[cell].className.map(spell)
        }
        for transition in scene.transitions.indices {
          guard case .segue(var segue) = scene.transitions[transition],
            let segueClass = segue.segueClass, spelling(of: segueClass) != nil
          else { continue }
          segue.segueClass = spell(segueClass)
          scene.transitions[transition] = .segue(segue)
        }
        if var delegate = scene.delegate {
          for event in delegate.events.indices {
            delegate.events[event].type = delegate.events[event].type.map(spell)
          }
          scene.delegate = delegate
        }
        for input in scene.inputs.indices {
          scene.inputs[input].type = spell(scene.inputs[input].type)
        }
        for output in scene.outputs.indices {
          scene.outputs[output].type = spell(scene.outputs[output].type)
        }
        flow.nodes[index] = .scene(scene)
      case .navigation(var navigation):
        navigation.explicitClass = navigation.explicitClass.map(spell)
        flow.nodes[index] = .navigation(navigation)
      case .tabBar(var tabBar):
        tabBar.explicitClass = tabBar.explicitClass.map(spell)
        flow.nodes[index] = .tabBar(tabBar)
      case .split(var split):
        split.explicitClass = split.explicitClass.map(spell)
        flow.nodes[index] = .split(split)
      case .reference:
        break
      }
    }
    return (flow, modules)
  }

  /// Every type a node names that the generated code writes.
  static func types(of node: Node) -> [String] {
    switch node {
    case .scene(let scene):
      var types = [scene.base] + scene.outlets.map(\.type) + scene.actions.map(\.senderType)
      types += scene.cells.compactMap(\.className) + scene.segues.compactMap(\.segueClass)
      types += scene.delegate?.events.compactMap(\.type) ?? []
      return types + scene.inputs.map(\.type) + scene.outputs.map(\.type)
    case .navigation(let navigation): return navigation.explicitClass.map { [$0] } ?? []
    case .tabBar(let tabBar): return tabBar.explicitClass.map { [$0] } ?? []
    case .split(let split): return split.explicitClass.map { [$0] } ?? []
    case .reference: return []
    }
  }
}
