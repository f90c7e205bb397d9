import FlowModel

/// Every message the storyboard importer gives, in one place, so that the wording stays
/// consistent and each says what happened, why, and what to do about it.
///
/// All are warnings with the rule `storyboard-unsupported` (except deprecated segue
/// kinds, which share `legacy-segue-kind` with flow files): the importer never refuses a
/// readable storyboard, it says what the flow could not keep.
enum ImportWarnings {
  static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
    .warning(.storyboardUnsupported, message, at: location)
  }

  // MARK: The document

  static func wrongDocumentType(_ type: String) -> String {
    if type.contains("Cocoa.Storyboard") {
      return "'\(type)' is a macOS storyboard; flowc reads iOS (UIKit) storyboards only"
    }
    if type.contains("WatchKit") {
      return "'\(type)' is a watchOS storyboard; flowc reads iOS (UIKit) storyboards only"
    }
    if type.hasSuffix(".XIB") {
      return "'\(type)' is a xib (a single interface file), not a storyboard"
    }
    return "'\(type)' is not an Interface Builder storyboard type"
  }

  static func unknownVersion(_ version: String) -> String {
    "storyboard document version '\(version)' is not one flowc knows (1.0 to 3.0); reading it as 3.0"
  }

  static func noControllers() -> String {
    "the storyboard has no view controllers, so there is no flow to import"
  }

  static func unknownSceneElement(_ element: String) -> String {
    "unknown element <\(element)> among the scenes is ignored"
  }

  static func sceneWithoutController() -> String {
    "the scene holds no view controller, so it is not imported"
  }

  static func duplicateObjectID(_ id: String, first: SourceLocation) -> String {
    "Interface Builder id '\(id)' is used twice (first at \(first.line):\(first.column)); connections to it go to the first"
  }

  static func noInitial(chosen: String) -> String {
    "the storyboard has no initial view controller; the flow starts at '\(chosen)' (a flow needs an initial node), so instantiate the others by storyboard ID as before"
  }

  static func missingInitial(_ objectID: String, chosen: String) -> String {
    "the initial view controller '\(objectID)' is not in the storyboard; the flow starts at '\(chosen)'"
  }

  static func mixedModules(_ modules: [String], chosen: String) -> String {
    "custom classes come from several modules (\(modules.joined(separator: ", "))); a flow has one module, '\(chosen)', so classes of the others must be visible from it"
  }

  // MARK: View controllers

  static func unknownController(_ element: String) -> String {
    "unknown view controller element <\(element)>; imported as a scene based on UIViewController"
  }

  static func hostingController(_ id: String) -> String {
    "hosting controller '\(id)' gets the base \(ViewControllerKind.hostingBase): the storyboard does not record its SwiftUI view, so its class must call super.init(coder:rootView:) in init?(coder:)"
  }

  static func noCustomClass(_ id: String, className: String) -> String {
    "scene '\(id)' has no custom class; the generated code uses '\(className)', so set Custom Class to \(className) in Interface Builder"
  }

  static func invalidClass(_ value: String) -> String {
    "custom class '\(value)' is not a Swift identifier; the flow uses a derived class instead"
  }

  static func uikitClass(_ value: String) -> String {
    "custom class '\(value)' is UIKit's own class, not one of the app's; the flow treats the scene as having no custom class"
  }

  static func duplicateClass(_ value: String, firstID: String, className: String) -> String {
    "custom class '\(value)' is also the class of scene '\(firstID)', with another base class; one class has one superclass, so this scene uses '\(className)'"
  }

  static func unknownTabSystemItem(_ value: String) -> String {
    "tab bar item shows the system item '\(value)', which a flow does not know; the tab keeps only its title"
  }

  static func invalidContainerClass(_ value: String) -> String {
    "custom class '\(value)' is not a Swift type name; the container uses its UIKit class"
  }

  static func duplicateStoryboardID(_ value: String, first: SourceLocation) -> String {
    "storyboard ID '\(value)' is also used at \(first.line):\(first.column); instantiateViewController(withIdentifier:) finds only one of them, so the flow keeps it on the first"
  }

  static func badFreeText(_ what: String, _ value: String) -> String {
    "\(what) '\(value.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined())' contains control characters, which a flow cannot keep; it is left out"
  }

  static func runtimeAttributes(_ keyPaths: [String]) -> String {
    "user-defined runtime attributes on the view controller (\(keyPaths.joined(separator: ", "))) cannot be expressed in a flow; the storyboard still sets them"
  }

  static func runtimeAttributes(_ keyPaths: [String], element: String) -> String {
    "user-defined runtime attributes on a <\(element)> (\(keyPaths.joined(separator: ", "))) cannot be expressed in a flow; the storyboard still sets them, the code runtime does not"
  }

  static func barItemClass(_ className: String, element: String) -> String {
    "the <\(element)>'s custom class '\(className)' cannot be expressed in a flow; the storyboard still creates one, the code runtime a plain UIKit one"
  }

  static func itemDetail(_ attribute: String, element: String) -> String {
    "the <\(element)>'s '\(attribute)' cannot be expressed in a flow; the storyboard still applies it, the code runtime does not"
  }

  static func referenceStoryboardID(_ value: String) -> String {
    "storyboard reference has its own storyboard ID '\(value)', which a flow's <reference> cannot keep"
  }

  // MARK: Containers

  static func containerAsScene(_ element: String, _ reason: String, base: String) -> String {
    "<\(element)> \(reason); a flow's container cannot say that, so it is imported as a scene based on \(base), with an embed segue to each child it has"
  }

  static func unknownRelationship(_ name: String, container: String) -> String {
    "relationship '\(name)' of <\(container)> cannot be expressed in a flow; it is left out"
  }

  static func extraRelationship(_ name: String) -> String {
    "a second '\(name)' relationship; a flow keeps the first, so this one is left out"
  }

  static func relationshipToNothing(_ destination: String) -> String {
    "relationship leads to '\(destination)', which is not a view controller of this storyboard; it is left out"
  }

  static func containerTransition(_ element: String, container: String) -> String {
    "a flow's <\(container)> cannot fire transitions, so this segue from <\(element)> is left out; fire it from a scene instead"
  }

  static func containerAction(_ selector: String, container: String) -> String {
    "a flow's <\(container)> has no actions, so action '\(selector)' is left out"
  }

  static func containerOutlet(_ property: String, container: String) -> String {
    "a flow's <\(container)> has no outlets, so outlet '\(property)' is left out"
  }

  // MARK: Outlets

  static func invalidOutletName(_ property: String) -> String {
    "outlet '\(property)' is not a Swift identifier, so it cannot be declared; it is left out"
  }

  static func duplicateOutlet(_ property: String) -> String {
    "outlet '\(property)' is connected twice; the flow keeps the first connection"
  }

  static func inheritedOutlet(_ property: String, base: String) -> String {
    "outlet '\(property)' is a member \(base) or the generated code already has, which the generated class must not declare again; it is left out (Interface Builder still connects it)"
  }

  static func outletToNothing(_ property: String, destination: String) -> String {
    "outlet '\(property)' points at '\(destination)', which is not in the storyboard; its type is NSObject"
  }

  static func guessedType(_ element: String, type: String) -> String {
    "unknown element <\(element)>: flowc does not know its class, so the outlet is typed '\(type)', which it certainly is; give it a custom class in Interface Builder for a precise type"
  }

  // MARK: Actions

  static func actionToFirstResponder(_ selector: String) -> String {
    "action '\(selector)' goes to the First Responder, not to this scene's controller; a flow's actions belong to a scene, so it is left out"
  }

  static func actionToOtherScene(_ selector: String, sceneID: String) -> String {
    "action '\(selector)' goes to the view controller of another scene ('\(sceneID)'); connections cannot cross scenes (this one is stale), so it is left out"
  }

  static func actionToOther(_ selector: String, object: String) -> String {
    "action '\(selector)' goes to <\(object)>, not to this scene's controller; a flow's actions belong to a scene, so it is left out"
  }

  static func actionToNothing(_ selector: String, destination: String) -> String {
    "action '\(selector)' goes to '\(destination)', which is not in the storyboard; it is left out"
  }

  static func invalidSelector(_ selector: String) -> String {
    "action selector '\(selector)' is not one a Swift @IBAction can have (an identifier per piece, at most two arguments); it is left out"
  }

  static func extraAction(_ selector: String, element: String) -> String {
    "<\(element)> sends a second action '\(selector)'; a flow names one action per control, so the scene declares it but the control does not name it"
  }

  // MARK: Cells and bar items

  static let prototypeWithoutReuseID =
    "prototype cell has no reuse identifier, so it can never be dequeued; the flow lists it with reuseID=\"\""

  static func duplicateReuseID(_ value: String, isPrototype: Bool) -> String {
    isPrototype
      ? "reuse identifier '\(value)' is used by another prototype cell of this scene, so dequeuing it gives either; the flow lists this one with reuseID=\"\""
      : "static cells of this scene share reuse identifier '\(value)', which a flow's cells may not; the flow lists this one with reuseID=\"\", which a static cell, never dequeued, does not need"
  }

  static func barItemApproximated(_ what: String, title: String) -> String {
    "bar button item \(what); a flow's bar buttons have a system item or a title, so its title is '\(title)'"
  }

  static func barItemPlacement(_ where: String) -> String {
    "bar button item \(`where`); a flow's bar buttons are navigation bar items, so it is imported as one on the right"
  }

  // MARK: Segues

  static func missingKind() -> String {
    "segue has no kind; it is left out"
  }

  static func unknownKind(_ kind: String) -> String {
    "segue kind '\(kind)' is unknown to flowc; it is left out"
  }

  static func deprecatedKind(_ kind: String, modern: String, flowKind: String) -> String {
    "segue kind '\(kind)' is deprecated (Interface Builder's replacement is '\(modern)'); the flow says '\(flowKind)'"
  }

  static func relationshipFromScene(_ name: String) -> String {
    "relationship '\(name)' from a scene cannot be expressed in a flow; it is left out"
  }

  static func segueToNothing(_ destination: String) -> String {
    "segue leads to '\(destination)', which is not in the storyboard; it is left out"
  }

  static func segueToNonController(_ destination: String, element: String) -> String {
    "segue leads to '\(destination)', a <\(element)> rather than a view controller; it is left out"
  }

  static func duplicateIdentifier(_ identifier: String, id: String, first: String) -> String {
    "segue identifier '\(identifier)' is also the identifier of '\(first)', another segue leaving this scene; UIKit cannot tell the two apart by it, so generated code knows this one ('\(id)') as having none; give it its own identifier in Interface Builder"
  }

  static func manualWithoutIdentifier(_ id: String) -> String {
    "transition from the view controller itself has no identifier, so code cannot perform it; the flow calls it '\(id)', so give it that identifier in Interface Builder"
  }

  static func accessoryTrigger(_ id: String) -> String {
    "segue '\(id)' fires when the cell's accessory button is tapped; a flow's cells fire on selection only, so it is imported as a manual segue"
  }

  static func extraTrigger(_ id: String, element: String) -> String {
    "<\(element)> fires a second transition '\(id)'; a flow's controls fire one, so it is imported as a manual transition"
  }

  static func otherTrigger(_ id: String, element: String) -> String {
    "transition '\(id)' is fired by <\(element)>, which a flow cannot express; it is imported as a manual transition"
  }

  static func backItemTrigger(_ id: String) -> String {
    "transition '\(id)' is fired by the navigation item's back item, which a flow cannot express; it is imported as a manual transition"
  }

  static func creationSelector(_ selector: String) -> String {
    "the segue creates its destination with '\(selector)', which is not an @IBSegueAction's selector (the coder, then optionally the sender and the segue identifier); the flow leaves it out"
  }

  static func unknownValue(_ value: String, attribute: String, element: String) -> String {
    "'\(value)' is not a value of '\(attribute)' on <\(element)> that a flow knows; the flow leaves it out (the storyboard still applies it)"
  }

  static func presentationOnEmbed(_ attribute: String) -> String {
    "'\(attribute)' has no meaning on an embed segue, whose destination is a child, never presented; the flow leaves it out"
  }

  static func segueDetail(_ attribute: String) -> String {
    "the segue's '\(attribute)' cannot be expressed in a flow; the storyboard still applies it, the code runtime does not"
  }

  static func peekAndPop(_ key: String?) -> String {
    let which = key.map { "'\($0)' " } ?? ""
    return
      "the segue's \(which)segue (3D Touch peek and pop) cannot be expressed in a flow; the storyboard still applies it, the code runtime does not"
  }

  static func controllerPresentation(_ attribute: String) -> String {
    let advice =
      attribute.hasPrefix("modal")
      ? "; give the segues that present it 'presentation' or 'transition' for the code runtime"
      : ", the code runtime does not"
    return
      "the view controller's own '\(attribute)' cannot be expressed on a <scene>; the storyboard still applies it\(advice)"
  }

  static func customWithoutClass(_ id: String) -> String {
    "custom segue '\(id)' has no segue class; the flow uses UIStoryboardSegue, which does nothing, so set the class in Interface Builder"
  }

  static func invalidSegueClass(_ value: String) -> String {
    "segue class '\(value)' is not a Swift type name; it is left out"
  }

  static func invalidUnwindSelector(_ selector: String) -> String {
    "unwind action '\(selector)' is not the selector of a method taking the segue ('name:'); UIKit cannot call it, so the unwind is left out"
  }

  static func unwindWithoutAction() -> String {
    "unwind segue has no unwind action; it is left out"
  }

  static func unwindClass(_ value: String) -> String {
    "unwind segue class '\(value)' cannot be expressed in a flow (unwinds have no class); the storyboard still uses it"
  }

  static func pushedNavigation(_ id: String, destination: String, sceneID: String) -> String {
    "segue '\(id)' shows navigation '\(destination)' from '\(sceneID)', which is on a navigation stack; UIKit cannot push a navigation controller and presents it modally instead, so the flow says 'present'"
  }

  static func unwindWithoutScene(_ selector: String, sceneID: String) -> String {
    "unwind to '\(selector)': no scene of this storyboard can be beneath '\(sceneID)', so the method lives in a scene of another storyboard, which a flow's unwinds cannot reach; it is left out"
  }

  static func unwindConflict(_ selector: String, name: String) -> String {
    "unwind to '\(selector)': every scene that can be beneath already has an outlet or action named '\(name)', so it is left out"
  }
}
