/// An edit of a file's text as a list of insertions and replacements at byte offsets of
/// the original: every byte outside them is kept, by construction.
///
/// It is also the map between the two texts: a location in the edited text (where the
/// checker found a problem) is taken back to the file as it is on disk.
public struct TextSplice: Sendable, Equatable {
  /// One change: `range` of the original (empty for an insertion) becomes `text`.
  public struct Change: Sendable, Equatable {
    public var range: Range<Int>
    public var text: [UInt8]

    public init(range: Range<Int>, text: [UInt8]) {
      self.range = range
      self.text = text
    }
  }

  /// In order of their offsets; changes at the same offset in the order they were made.
  public private(set) var changes: [Change] = []

  public init() {}

  public var isEmpty: Bool { changes.isEmpty }

  public mutating func insert(_ text: String, at offset: Int) {
    replace(offset..<offset, with: text)
  }

  /// Replaces `range` of the original. Ranges of two replacements never overlap.
  public mutating func replace(_ range: Range<Int>, with text: String) {
    let change = Change(range: range, text: Array(text.utf8))
    let index = changes.firstIndex { $0.range.lowerBound > range.lowerBound } ?? changes.count
    precondition(
      (index == 0 || changes[index - 1].range.upperBound <= range.lowerBound)
        && (index == changes.count || range.upperBound <= changes[index].range.lowerBound),
      "overlapping replacements")
    changes.insert(change, at: index)
  }

  /// The edited text.
  public func applied(to original: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(original.count + changes.reduce(0) { $0 + $1.text.count })
    var position = 0
    for change in changes {
      result += original[position..<change.range.lowerBound]
      result += change.text
      position = change.range.upperBound
    }
    result += original[position...]
    return result
  }

  /// Where a byte of the edited text came from: its offset in the original, or, for a
  /// byte of new text, the offset of the change that brought it (`isNew`).
  public func originalOffset(ofEditedOffset edited: Int) -> (offset: Int, isNew: Bool) {
    var shift = 0
    for change in changes {
      let start = change.range.lowerBound + shift
      if edited < start { break }
      if edited < start + change.text.count { return (change.range.lowerBound, true) }
      shift += change.text.count - change.range.count
    }
    return (edited - shift, false)
  }
}
