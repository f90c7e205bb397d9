/// A segue as a link's word: a case of `Segue.init?(deepLink:from:inputs:)`, which reads
/// the destination's inputs from the words after it.
public struct SwiftUIDeepLinkCaseContext: Encodable, Sendable {
  /// `(.list, "detail"), (.search, "detail")`: the scenes the word is read from (for a
  /// `showDetail`, every scene of its split) with the word.
  public var sources: String
  /// The destination's inputs, each read from the next word or the link fails.
  public var inputs: [SwiftUIInputContext]
  /// `.showDetail(friend: friend)`: the segue the word makes.
  public var segueValue: String
}
