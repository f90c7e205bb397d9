import FlowModel

/// The unified diff of a splice, for `--dry-run` and for a refused edit: made from the
/// splice's own changes (so it is exact, and linear in the file), each line printed with
/// the newline it has in the file.
public enum UnifiedDiff {
  /// A run of changed lines: `oldLines` (starting at the 0-based line `oldStart`) become
  /// `newLines`. Lines keep their terminators.
  struct Block {
    var oldStart: Int
    var oldLines: [ArraySlice<UInt8>]
    var newLines: [ArraySlice<UInt8>]
  }

  public static func make(
    original: [UInt8], splice: TextSplice, path: String, context: Int = 3
  ) -> String {
    let source = SourceFile(path: path, bytes: original)
    let lines = self.lines(original)
    let blocks = self.blocks(source, splice)
    guard !blocks.isEmpty else { return "" }
    var out = "--- \(path)\n+++ \(path)\n"
    var index = 0
    while index < blocks.count {
      // A hunk: blocks whose context would touch or overlap.
      var last = index
      while last + 1 < blocks.count,
        blocks[last + 1].oldStart - (blocks[last].oldStart + blocks[last].oldLines.count)
          <= 2 * context
      {
        last += 1
      }
      let first = max(0, blocks[index].oldStart - context)
      let end = min(
        lines.count, blocks[last].oldStart + blocks[last].oldLines.count + context)
      var body = ""
      var oldCount = 0
      var newCount = 0
      var position = first
      func line(_ prefix: String, _ text: ArraySlice<UInt8>) {
        body += prefix + String(decoding: text, as: UTF8.self)
        if text.last != 0x0A { body += "\n\\ No newline at end of file\n" }
      }
      for block in blocks[index...last] {
        while position < block.oldStart {
          line(" ", lines[position])
          position += 1
          oldCount += 1
          newCount += 1
        }
        block.oldLines.forEach { line("-", $0) }
        block.newLines.forEach { line("+", $0) }
        oldCount += block.oldLines.count
        newCount += block.newLines.count
        position += block.oldLines.count
      }
      while position < end {
        line(" ", lines[position])
        position += 1
        oldCount += 1
        newCount += 1
      }
      let newFirst =
        first + (blocks[..<index].reduce(0) { $0 + $1.newLines.count - $1.oldLines.count })
      out += "@@ -\(range(first, oldCount)) +\(range(newFirst, newCount)) @@\n" + body
      index = last + 1
    }
    return out
  }

  /// `start,count` of a hunk, 1-based; an empty side names the line before it.
  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// The lines of `bytes`, each with its terminator (the last may have none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// The splice's changes as changed whole lines: each change is widened to the lines it
  /// touches (a change that inserts whole lines before a line touches none, one that
  /// replaces whole lines touches only those), and changes
  /// that touch a common line make one block.
  static func blocks(_ source: SourceFile, _ splice: TextSplice) -> [Block] {
    let bytes = source.bytes
    var clusters: [(from: Int, to: Int, changes: [TextSplice.Change])] = []
    for change in splice.changes {
      let lower = change.range.lowerBound
      let lineStart = source.lineStarts[source.lineIndex(containing: lower)]
      var from = lineStart
      var to = change.range.upperBound
      let upper = change.range.upperBound
      if change.range.isEmpty && lower == lineStart && change.text.last == 0x0A {
        from = lower
      } else if !change.range.isEmpty && lower == lineStart && bytes[upper - 1] == 0x0A
        && (change.text.isEmpty || change.text.last == 0x0A)
      {
        // Whole lines replaced by whole lines (or removed): the next line is not touched.
        to = upper
      } else {
        while to < bytes.count && bytes[to] != 0x0A { to += 1 }
        if to < bytes.count { to += 1 }
      }
      if let last = clusters.last, from < last.to {
        clusters[clusters.count - 1].to = max(last.to, to)
        clusters[clusters.count - 1].changes.append(change)
      } else {
        clusters.append((from, to, [change]))
      }
    }
    return clusters.map { cluster in
      var text: [UInt8] = []
      var position = cluster.from
      for change in cluster.changes {
        text += bytes[position..<change.range.lowerBound]
        text += change.text
        position = change.range.upperBound
      }
      text += bytes[position..<cluster.to]
      return Block(
        oldStart: source.lineIndex(containing: cluster.from),
        oldLines: lines(Array(bytes[cluster.from..<cluster.to])), newLines: lines(text))
    }
  }
}
