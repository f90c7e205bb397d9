/// A unified diff of an edit, for `--dry-run`. Edits only insert lines (and turn a
/// self-closing tag into an open one), so lines are aligned by walking both files in
/// order rather than by a general longest-common-subsequence search.
public enum UnifiedDiff {
  public static func make(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    // Each entry: (old line index?, new line index?).
    var script: [(Int?, Int?)] = []
    var j = 0
    for (i, line) in a.enumerated() {
      var k = j
      while k < b.count && b[k] != line { k += 1 }
      if k == b.count {
        script.append((i, nil))
        continue
      }
      while j < k {
        script.append((nil, j))
        j += 1
      }
      script.append((i, j))
      j += 1
    }
    while j < b.count {
      script.append((nil, j))
      j += 1
    }
    guard script.contains(where: { $0.0 == nil || $0.1 == nil }) else { return "" }
    var out = "--- \(path)\n+++ \(path)\n"
    var index = 0
    while index < script.count {
      guard script[index].0 == nil || script[index].1 == nil else {
        index += 1
        continue
      }
      var start = max(0, index - context)
      var end = index
      // Extend the hunk while changes are within 2 * context lines of each other.
      var last = index
      while end < script.count {
        if script[end].0 == nil || script[end].1 == nil { last = end }
        if end - last > 2 * context { break }
        end += 1
      }
      end = min(script.count, last + context + 1)
      start = max(0, start)
      let hunk = script[start..<end]
      let oldStart = (hunk.first { $0.0 != nil }?.0 ?? 0) + 1
      let newStart = (hunk.first { $0.1 != nil }?.1 ?? 0) + 1
      let oldCount = hunk.count { $0.0 != nil }
      let newCount = hunk.count { $0.1 != nil }
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for (oldLine, newLine) in hunk {
        switch (oldLine, newLine) {
        case (let i?, _?): out += " " + a[i] + "\n"
        case (let i?, nil): out += "-" + a[i] + "\n"
        case (nil, let j?): out += "+" + b[j] + "\n"
        default: break
        }
      }
      index = end
    }
    return out
  }

  static func lines(_ bytes: [UInt8]) -> [String] {
    var result = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if bytes.last == 0x0A { result.removeLast() }
    return result
  }
}
