import FlowModel

extension Segue {
  /// Whether the SwiftUI runtime shows this segue's destination in a popover: a `popover`
  /// segue, or a `present` segue with `presentation="popover"`. A `custom` segue is shown
  /// in the style `customPresentationStyle` chooses, any other segue by its kind
  /// (docs/swiftui.md), so neither is one, whatever its `presentation` says. The runtime
  /// rules and the SwiftUI generator both ask here, so that what the checker calls ignored
  /// is what the generated code ignores.
  package var showsSwiftUIPopover: Bool {
    kind == .popover || (kind == .present && presentationStyle == .popover)
  }
}
