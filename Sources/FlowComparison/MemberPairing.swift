/// The members of a flow's scene and of its storyboard counterpart, paired by the string
/// UIKit binds them by: an outlet's key, an action's selector, a cell's reuse identifier.
/// Of duplicate keys the first is the partner; duplicates are the checker's to report.
struct MemberPairing<Member> {
  /// Each of the flow's members, in the flow's order, with the storyboard's member of the
  /// same key, if it has one.
  var mine: [(member: Member, theirs: Member?)]
  /// The storyboard's members whose key the flow has none of, in the storyboard's order.
  var onlyTheirs: [Member]

  init(mine: [Member], theirs: [Member], key: (Member) -> String) {
    var theirsByKey: [String: Member] = [:]
    for member in theirs where theirsByKey[key(member)] == nil {
      theirsByKey[key(member)] = member
    }
    let myKeys = Set(mine.map(key))
    self.mine = mine.map { ($0, theirsByKey[key($0)]) }
    onlyTheirs = theirs.filter { !myKeys.contains(key($0)) }
  }
}
