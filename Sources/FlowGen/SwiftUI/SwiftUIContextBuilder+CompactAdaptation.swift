import FlowAnalysis
import FlowModel

/// Popovers in compact width: what each popover becomes on an iPhone, as its segue's
/// `compactAdaptation` says (docs/flow-format.md, "Popovers in compact width"). The
/// navigator answers it per presentation (`State.compactStyle(of:)`), so that one popover
/// modifier showing the popovers of several segues gives each its own adaptation.
extension SwiftUIContextBuilder {
  /// The popover segues whose popover becomes other than a sheet in compact width, keyed
  /// as `Presented` records them: its source, its destination, and the segue where the
  /// source has several to that destination.
  func compactAdaptations() -> [SwiftUICompactAdaptationContext] {
    let shared = sharedLinkKeys()
    var seen = Set<String>()
    var adaptations: [SwiftUICompactAdaptationContext] = []
    for (scene, segue) in seguesWithSources() where segue.showsSwiftUIPopover {
      guard let adaptation = segue.compactAdaptation, adaptation != .sheet,
        let target = graph.index(of: segue.destinationID)
      else { continue }
      let context = SwiftUICompactAdaptationContext(
        sourceCase: sceneCase(scene), destinationCase: sceneCase(target),
        segueCase: recordsSegue(segue, shared: shared) ? segue.id : nil,
        style: Self.compactStyle(adaptation))
      let key = [context.sourceCase, context.destinationCase, context.segueCase ?? ""]
      guard seen.insert(key.joined(separator: " ")).inserted else { continue }
      adaptations.append(context)
    }
    return adaptations
  }

  /// The `PresentationStyle` case a popover takes in compact width, which the views pass
  /// to `presentationCompactAdaptation(_:)` as the `PresentationAdaptation` of that name.
  static func compactStyle(_ adaptation: PopoverAdaptation) -> String {
    switch adaptation {
    case .sheet: "sheet"
    case .fullScreen: "fullScreenCover"
    case .popover: "popover"
    }
  }
}
