/// The flow's localized text, as the shared file declares it in `<Flow>Flow.Strings`:
/// one enum per node that shows text (a scene, or a tab bar for its tabs), one static
/// property per text.
public struct NodeStringsContext: Encodable, Sendable {
  /// The node's id (`heroEditor`).
  public var nodeID: String
  /// The enum's name (`HeroEditor`), unique in the flow.
  public var enumName: String
  public var members: [StringMemberContext]
}

/// One static property of a scene's strings enum.
public struct StringMemberContext: Encodable, Sendable {
  /// The property's name (`title`, `nameLabel`, `sexOptions`).
  public var name: String
  /// `String`, or `[String]` for a picker's choices.
  public var typeName: String
  /// True for a list: the property is an array literal of `texts`.
  public var isList: Bool
  /// What the text is, safe for a comment ("the navigation title").
  public var summaryComment: String
  /// The text, or the list's texts in order.
  public var texts: [StringTextContext]
}

/// One lookup in the strings table.
public struct StringTextContext: Encodable, Sendable {
  /// The key as a Swift string literal (`"FriendList.detail.title"`).
  public var keyLiteral: String
  /// The flow's text, the fallback and source-language value, as a Swift string literal.
  public var valueLiteral: String
  /// The flow's text made safe for a comment.
  public var valueComment: String
  /// The translators' note as a Swift string literal.
  public var commentLiteral: String
}
