import Foundation

/// The lines removed and added between two texts, by a longest common subsequence of
/// lines (with their terminators): a check of `flowc new`'s edits made independently of
/// the splice that made them.
struct LineDiff {
  var removed: [String] = []
  var added: [String] = []

  init(_ old: [UInt8], _ new: [UInt8]) {
    let a = Self.lines(old)
    let b = Self.lines(new)
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        added.append(b[j])
        j += 1
      } else {
        removed.append(a[i])
        i += 1
      }
    }
  }

  static func lines(_ bytes: [UInt8]) -> [String] {
    var result: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      result.append(String(decoding: bytes[start...index], as: UTF8.self))
      start = index + 1
    }
    if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return result
  }

  /// How a line that held an element without children reads once the element is
  /// opened: `<a …/>` and `<a …></a>` both become `<a …>`.
  static func opened(_ line: String) -> String? {
    var body = line
    var newline = ""
    // "\r\n" is one Character in Swift.
    while let last = body.last, last.isNewline {
      newline = String(body.removeLast()) + newline
    }
    if body.hasSuffix("/>") {
      body.removeLast(2)
      if !body.allSatisfy({ $0 == " " || $0 == "\t" }) {
        while body.last == " " || body.last == "\t" { body.removeLast() }
      }
      return body + ">" + newline
    }
    if let endTag = body.range(of: "></", options: .backwards), body.hasSuffix(">") {
      return String(body[..<endTag.lowerBound]) + ">" + newline
    }
    return nil
  }
}
