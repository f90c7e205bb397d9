/// How a byte offset in the buffer libxml2 parses becomes a byte offset in the file.
///
/// A part of a parted read (`PartedRead`) is the file's first bytes, up to the end of the
/// root's start tag, followed by a later run of the file's bytes: offsets below
/// `copiedEnd` are the file's own, and those from there on are shifted by the distance
/// the run was moved. A whole-file read, and a part that is the file's beginning, map
/// every offset to itself.
struct PartOffsets: Sendable {
  /// Offsets below this are where they are in the file.
  let copiedEnd: Int
  /// What is added to an offset at or after `copiedEnd`.
  let shift: Int

  static let identity = PartOffsets(copiedEnd: .max, shift: 0)

  /// The file offset of `offset` in the parsed buffer.
  @inline(__always)
  func fileOffset(_ offset: Int) -> Int {
    offset < copiedEnd ? offset : offset + shift
  }
}
