import FlowAnalysis
import FlowModel

extension SwiftContextBuilder {
  func delegateContext(_ delegate: DelegateDeclaration, className: String) -> DelegateContext {
    let events = delegate.events.map { eventContext($0, className: className) }
    let optionalEvents = events.filter(\.isOptional)
    return DelegateContext(
      protocolName: delegate.protocolName(forClass: className), events: events,
      hasEvents: !events.isEmpty, optionalEvents: optionalEvents,
      hasOptionalEvents: !optionalEvents.isEmpty)
  }

  /// `didFinishWithSave` + `save: Bool` → `destinationController(_:didFinishWithSave:)`;
  /// `didCancel` → `destinationControllerDidCancel(_:)`, as the format specifies.
  func eventContext(_ event: DelegateEvent, className: String) -> DelegateEventContext {
    let lowerClass = SwiftNames.lowerCamel(className)
    if let type = event.type {
      return DelegateEventContext(
        name: event.name, requirementName: lowerClass, controllerClassName: className,
        hasValue: true, argumentLabel: event.name, parameterName: event.parameter ?? "value",
        parameterType: type, isOptional: event.isOptional)
    }
    return DelegateEventContext(
      name: event.name, requirementName: lowerClass + SwiftIdentifier.upperFirst(event.name),
      controllerClassName: className, hasValue: false, argumentLabel: nil, parameterName: nil,
      parameterType: nil, isOptional: event.isOptional)
  }

  /// The protocols a scene's human class adopts: one per distinct protocol among the
  /// destinations of its `delegate="true"` segues, in the order of first use.
  func delegateConformances(of scene: Scene) -> [DelegateConformanceContext] {
    var result: [DelegateConformanceContext] = []
    for segue in scene.segues where segue.setsDelegate {
      let destination = resolveDestination(of: segue)
      guard let target = destination.scene, let delegate = target.delegate else { continue }
      let protocolName = delegate.protocolName(forClass: target.className)
      if let existing = result.firstIndex(where: { $0.protocolName == protocolName }) {
        result[existing].segueIDs.append(segue.id)
        continue
      }
      let required = delegate.events.filter { !$0.isOptional }.map {
        eventContext($0, className: target.className)
      }
      result.append(
        DelegateConformanceContext(
          protocolName: protocolName, delegatingClassName: target.className,
          segueIDs: [segue.id], requiredEvents: required, hasRequiredEvents: !required.isEmpty))
    }
    return result
  }
}
