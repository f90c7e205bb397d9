/// Reads an Interface Builder storyboard into the flow model.
public enum StoryboardImporter {
  /// Interface Builder storyboards have a `<document>` root of this type.
  public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  public static func isStoryboard(_ root: XMLElement) -> Bool {
    root.name == "document"
  }

  public static func importFlow(from root: XMLElement, source: SourceFile) -> (
    flow: Flow?, diagnostics: [Diagnostic]
  ) {
    (
      nil,
      [
        .error(
          .storyboardUnsupported, "storyboards cannot be read yet",
          at: root.location)
      ]
    )
  }
}
