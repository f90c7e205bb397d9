/// Where a source has several segues to one destination, which one made a part of the
/// state: a case of `State.Link.segueWord(from:to:made:)`, the word a link says it with.
public struct SwiftUISegueWordCaseContext: Encodable, Sendable {
  /// `(.list, .detail, .push)`: the source, the destination's first scene, and the
  /// `Link.Part` the segue made (`.push`, `.detail`, `.presentation("edit")`).
  public var pattern: String
  /// `"detail.edit"`: the segue's word, as a Swift literal.
  public var wordLiteral: String
  /// Layout: `case <pattern>: <word>` fits on one line.
  public var fitsOnOneLine: Bool
}

/// A case of `State.recordedSegues(from:to:)`: the presenting segues from a source to a
/// destination's first scene that a presentation records, with their styles.
public struct SwiftUIRecordedSeguesCaseContext: Encodable, Sendable {
  /// `(.list, .editor)`: the source and the first scene.
  public var pattern: String
  /// `[(.edit, .sheet), (.quickEdit, nil)]`: each segue with its style (nil: a custom
  /// segue's, any).
  public var segues: String
  /// Layout: `case <pattern>: <segues>` fits on one line.
  public var fitsOnOneLine: Bool
}
