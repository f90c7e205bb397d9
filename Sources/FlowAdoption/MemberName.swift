/// Where a member of the class being adopted declares its name: a file of the app and
/// the byte offset of the name in it.
struct MemberName: Hashable {
  var file: Int
  var offset: Int
}
