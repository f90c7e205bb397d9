/// One piece of text a flow puts on screen, as a strings table holds it: the key the
/// generated code looks up, the flow's own words (the source-language value, and the
/// fallback when the table has no entry), and a comment that tells a translator where the
/// text appears.
public struct LocalizedText: Sendable, Equatable {
  /// Stable and derived from the flow (`FriendList.detail.title`), never from the text,
  /// so that editing a title keeps its translations attached (and marked for review).
  public var key: String
  public var value: String
  public var comment: String

  public init(key: String, value: String, comment: String) {
    self.key = key
    self.value = value
    self.comment = comment
  }
}
