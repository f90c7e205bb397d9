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
    // Found by halving, not by reading from the start: a file adopted class by class gets
    // thousands of changes, most of them after all the others.
    let index = firstChange(startingWhere: { $0 > range.lowerBound })
    precondition(
      (index == 0 || changes[index - 1].range.upperBound <= range.lowerBound)
        && (index == changes.count || range.upperBound <= changes[index].range.lowerBound),
      "overlapping replacements")
    changes.insert(change, at: index)
  }

  /// Whether a change of `range` would clash with one already made: an insertion inside
  /// another change or at its start, a replacement overlapping another change or holding
  /// an insertion other than at its own start. Only the changes next to `range` are read.
  public func clashes(_ range: Range<Int>) -> Bool {
    // Changes never overlap, so the only one starting before `range` that can reach into
    // it is the last of them; the others start inside it.
    var index = max(0, firstChange(startingWhere: { $0 >= range.lowerBound }) - 1)
    while index < changes.count, changes[index].range.lowerBound <= range.upperBound {
      let change = changes[index]
      let clash =
        range.isEmpty
        ? change.range.contains(range.lowerBound)
        : change.range.overlaps(range)
          || (change.range.isEmpty && range.contains(change.range.lowerBound)
            && change.range.lowerBound != range.lowerBound)
      if clash { return true }
      index += 1
    }
    return false
  }

  /// The index of the first change whose start satisfies `isAfter` (which must hold for
  /// every change after it too), or `changes.count`.
  private func firstChange(startingWhere isAfter: (Int) -> Bool) -> Int {
    var (low, high) = (0, changes.count)
    while low < high {
      let middle = (low + high) / 2
      if isAfter(changes[middle].range.lowerBound) { high = middle } else { low = middle + 1 }
    }
    return low
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
