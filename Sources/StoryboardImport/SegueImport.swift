import FlowAnalysis
import FlowModel
import FlowXML

/// Storyboard segues as flow transitions.
///
/// | storyboard kind | flow |
/// |---|---|
/// | `show`, `showDetail`, `embed`, `custom` | the same kind |
/// | `presentation` | `present` |
/// | `popoverPresentation` | `popover` |
/// | `push`, `modal` (legacy) | `show`, `present`, keeping the legacy name (the checker warns) |
/// | `replace`, `popover` (legacy) | `showDetail`, `popover`, with a warning |
/// | `unwind` | `<unwind>` to the `unwindAction`'s name |
/// | `relationship` | container structure (`ContainerImport`) |
///
/// A segue's `identifier` is kept exactly, since UIKit matches it at run time
/// (`performSegue(withIdentifier:)`, `segue.identifier` in `prepare(for:sender:)`); an
/// empty or missing one stays none. Its id, the Swift-facing name, is derived: the
/// identifier's words in lowerCamelCase (`Show Detail`, `ShowDetail` → `showDetail`), or,
/// without an identifier, what the segue does (`show` to `detail` → `showDetail`; an
/// unwind → its action). Ids are unique among the transitions leaving a scene
/// (`showDetail2`).
extension StoryboardImportSession {
  /// A segue element and what fires it, before it becomes a transition.
  struct SegueCandidate {
    var element: XMLElement
    var trigger: Trigger
    /// Fired from code: owned by the view controller itself.
    var isManualFromController: Bool
    /// Why a segue whose owner fires something else is manual (a cell's accessory
    /// button, a control's second segue), reported once its id is known.
    var demotion: ((String) -> String)?
  }

  /// What a storyboard segue kind becomes.
  enum SegueMapping {
    /// `modern` names the storyboard kind that replaced a deprecated one.
    case transition(SegueKind, legacyName: String?, modern: String?)
    case unwind
    case relationship
  }

  static func mapping(ofKind kind: String) -> SegueMapping? {
    switch kind {
    case "show": .transition(.show, legacyName: nil, modern: nil)
    case "showDetail": .transition(.showDetail, legacyName: nil, modern: nil)
    case "presentation": .transition(.present, legacyName: nil, modern: nil)
    case "popoverPresentation": .transition(.popover, legacyName: nil, modern: nil)
    case "embed": .transition(.embed, legacyName: nil, modern: nil)
    case "custom": .transition(.custom, legacyName: nil, modern: nil)
    case "push": .transition(.show, legacyName: "push", modern: nil)
    case "modal": .transition(.present, legacyName: "modal", modern: nil)
    case "replace": .transition(.showDetail, legacyName: nil, modern: "showDetail")
    case "popover": .transition(.popover, legacyName: nil, modern: "popoverPresentation")
    case "unwind": .unwind
    case "relationship": .relationship
    default: nil
    }
  }

  /// An unwind whose `<unwindAction>` is placed once the whole flow is known.
  struct PendingUnwind {
    var nodeIndex: Int
    var transitionID: String
    var actionName: String
    /// The storyboard's selector, which the placed `<unwindAction>` keeps exactly.
    var selector: String
    var location: SourceLocation
    /// True when the Swift name is not the selector's own (it clashed with a member).
    var isRenamed = false
  }

  private struct Draft {
    var candidate: SegueCandidate
    var identifier: String?
    var identifierLocation: SourceLocation?
    var body: Body
    var origin: Origin

    /// Code performs it by identifier: anything but an embed, which UIKit performs itself.
    var needsIdentifier: Bool {
      if case .segue(.embed, _, _, _) = body { return false }
      return true
    }

    enum Body {
      case segue(SegueKind, legacyName: String?, destinationID: String, segueClass: String?)
      case unwind(actionName: String, selector: String, isRenamed: Bool)
    }
  }

  /// The transitions of one scene, in order, with ids assigned.
  mutating func importTransitions(_ candidates: [SegueCandidate], sceneIndex: Int)
    -> [Transition]
  {
    let drafts = candidates.compactMap { draft($0, sceneIndex: sceneIndex) }
    // Ids are the Swift-facing names; identifiers are kept exactly. Ids derived from an
    // identifier first, so that one derived from what a segue does never takes one.
    var names = UniqueNames(reserved: MemberRules.reservedCaseNames)
    var ids = [String?](repeating: nil, count: drafts.count)
    for (position, draft) in drafts.enumerated() {
      if let identifier = draft.identifier,
        let id = IdentifierDerivation.segueID(fromIdentifier: identifier), !names.isUsed(id)
      {
        names.reserve(id)
        ids[position] = id
      }
    }
    var seenIdentifiers: [String: String] = [:]
    var transitions: [Transition] = []
    for (position, draft) in drafts.enumerated() {
      let id = ids[position] ?? names.claim(derivedID(draft))
      var identifier = draft.identifier
      if let shared = identifier {
        if let first = seenIdentifiers[shared] {
          // UIKit sends the same string for both: only the first can be told by it.
          warn(
            ImportWarnings.duplicateIdentifier(shared, id: id, first: first),
            at: draft.identifierLocation ?? draft.origin.location)
          identifier = nil
        } else {
          seenIdentifiers[shared] = id
        }
      } else if draft.candidate.isManualFromController, draft.needsIdentifier {
        warn(ImportWarnings.manualWithoutIdentifier(id), at: draft.origin.location)
      }
      if let demotion = draft.candidate.demotion {
        warn(demotion(id), at: draft.origin.location)
      }
      switch draft.body {
      case .segue(let kind, let legacyName, let destinationID, let segueClass):
        var segue = Segue(
          id: id, identifier: .some(identifier), kind: kind, legacyKindName: legacyName,
          destinationID: destinationID, segueClass: segueClass,
          trigger: draft.candidate.trigger, origin: draft.origin)
        importPresentation(of: draft.candidate.element, into: &segue)
        transitions.append(.segue(segue))
      case .unwind(let actionName, let selector, let isRenamed):
        transitions.append(
          .unwind(
            Unwind(
              id: id, identifier: .some(identifier), actionName: actionName,
              trigger: draft.candidate.trigger, origin: draft.origin)))
        pendingUnwinds.append(
          PendingUnwind(
            nodeIndex: sceneIndex, transitionID: id, actionName: actionName, selector: selector,
            location: draft.origin.location(of: "action"), isRenamed: isRenamed))
      }
    }
    return transitions
  }

  private func derivedID(_ draft: Draft) -> String {
    if let identifier = draft.identifier,
      let derived = IdentifierDerivation.segueID(fromIdentifier: identifier)
    {
      return derived
    }
    switch draft.body {
    case .segue(let kind, _, let destinationID, _):
      return IdentifierDerivation.segueID(kind: kind, destinationID: destinationID)
    case .unwind(let actionName, _, _):
      return IdentifierDerivation.unwindID(actionName: actionName)
    }
  }

  /// Checks one segue element and says what it is, or reports why it is left out.
  private mutating func draft(_ candidate: SegueCandidate, sceneIndex: Int) -> Draft? {
    let element = candidate.element
    let origin = origin(
      of: element,
      [
        "identifier": "id", "kind": "kind", "destination": "to", "customClass": "class",
        "unwindAction": "action", "modalPresentationStyle": "presentation",
        "modalTransitionStyle": "transition", "destinationCreationSelector": "segueAction",
      ])
    guard let kindAttribute = element.attribute("kind") else {
      warn(ImportWarnings.missingKind(), at: element.location)
      return nil
    }
    guard var mapping = Self.mapping(ofKind: kindAttribute.value) else {
      warn(ImportWarnings.unknownKind(kindAttribute.value), at: kindAttribute.valueLocation)
      return nil
    }
    let identifierAttribute = element.attribute("identifier")
    let identifier = identifierAttribute.flatMap { $0.value.isEmpty ? nil : $0.value }
    if case .relationship = mapping {
      // Only a container imported as a scene keeps its relationships, as embeds.
      guard containerFallbacks[sceneIndex] != nil else {
        warn(
          ImportWarnings.relationshipFromScene(element[attribute: "relationship"] ?? ""),
          at: element.location)
        return nil
      }
      mapping = .transition(.embed, legacyName: nil, modern: nil)
    }
    switch mapping {
    case .relationship:
      return nil
    case .unwind:
      guard let action = element.attribute("unwindAction"), !action.value.isEmpty,
        var name = SelectorNaming.swiftName(ofSelector: action.value)
      else {
        warn(ImportWarnings.unwindWithoutAction(), at: element.location)
        return nil
      }
      // An unwind action takes the segue: its selector has exactly one argument.
      guard ObjCSelector.pieces(of: action.value) != nil,
        ObjCSelector.argumentCount(of: action.value) == 1
      else {
        warn(ImportWarnings.invalidUnwindSelector(action.value), at: action.valueLocation)
        return nil
      }
      // The selector is kept, so a Swift name UIKit already uses only needs another one.
      let isRenamed = MemberRules.isReservedForUnwindAction(name)
      if isRenamed {
        name = Self.unreservedName(name, suffix: "Unwind", avoiding: MemberRules.reserved)
      }
      if let segueClass = element.attribute("customClass") {
        warn(ImportWarnings.unwindClass(segueClass.value), at: segueClass.valueLocation)
      }
      return Draft(
        candidate: candidate, identifier: identifier,
        identifierLocation: identifierAttribute?.valueLocation,
        body: .unwind(actionName: name, selector: action.value, isRenamed: isRenamed),
        origin: origin)
    case .transition(let kind, let legacyName, let modern):
      guard let destinationID = destination(of: element) else { return nil }
      if let modern {
        log.report(
          .warning(
            .legacySegueKind,
            ImportWarnings.deprecatedKind(
              kindAttribute.value, modern: modern, flowKind: kind.rawValue),
            at: kindAttribute.valueLocation, suggestion: .name(modern)))
      }
      var segueClass: String?
      if let custom = element.attribute("customClass"), !custom.value.isEmpty {
        if SwiftNames.isTypeName(custom.value) {
          // A library's segue class is named qualified, as a cell's is.
          segueClass = qualifiedType(custom.value, module: ViewTypes.customModule(of: element))
        } else {
          warn(ImportWarnings.invalidSegueClass(custom.value), at: custom.valueLocation)
        }
      }
      if kind == .custom && segueClass == nil {
        warn(
          ImportWarnings.customWithoutClass(identifier ?? "custom"),
          at: element.location)
        segueClass = "UIStoryboardSegue"
      }
      return Draft(
        candidate: candidate, identifier: identifier,
        identifierLocation: identifierAttribute?.valueLocation,
        body: .segue(
          kind, legacyName: legacyName, destinationID: destinationID, segueClass: segueClass),
        origin: origin)
    }
  }

  /// The node a segue leads to, or nil (reported) when it leads nowhere a flow can go.
  private mutating func destination(of segue: XMLElement) -> String? {
    let attribute = segue.attribute("destination")
    let value = attribute?.value ?? ""
    let location = attribute?.valueLocation ?? segue.location
    if let index = controllerIndex(value) { return nodeIDs[index] }
    if let object = document.objects[value] {
      warn(ImportWarnings.segueToNonController(value, element: object.name), at: location)
    } else {
      warn(ImportWarnings.segueToNothing(value), at: location)
    }
    return nil
  }
}
