import FlowModel

/// The attributes whose value is one of a fixed set of words, element by element: the
/// same enumerations the decoder reads them with (`ElementReader.choice`, `bool`), so that
/// the XML Schema (`FlowXMLSchema`) allows exactly what the decoder accepts, and the
/// language server completes exactly that (`FlowCompletion`).
package enum AttributeValues {
  static let booleans = ["true", "false"]

  package static let format: [String: [String: [String]]] = [
    "flow": ["version": ["1"], "runtime": names(FlowRuntime.self)],
    "navigation": [
      "largeTitles": booleans, "barHidden": booleans, "toolbarHidden": booleans,
    ],
    "tab": ["system": Tab.systemItems],
    "split": ["style": names(SplitStyle.self), "collapse": names(SplitCollapse.self)],
    "scene": ["modalInPresentation": booleans, "init": names(SceneInitializer.self)],
    "outlet": ["collection": booleans, "strong": booleans],
    "cell": ["style": names(CellStyle.self)],
    "barButton": ["system": BarButton.systemItems, "side": names(BarButton.Side.self)],
    "segue": [
      // The legacy kinds are read too (with a warning): `SegueKind.legacy`.
      "kind": names(SegueKind.self) + ["push", "modal"],
      "delegate": booleans,
      "presentation": names(ModalPresentationStyle.self),
      "transition": names(ModalTransitionStyle.self),
      "modalInPresentation": booleans,
      "compactAdaptation": names(PopoverAdaptation.self),
    ],
    "event": ["optional": booleans],
    "table": ["content": names(TableLayout.Content.self), "style": names(TableLayout.Style.self)],
    "row": ["editor": names(TableRow.Editor.self), "keyboard": TableRow.keyboardTypes],
  ]

  static func names<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> [String]
  where Value.RawValue == String {
    Value.allCases.map(\.rawValue)
  }
}
