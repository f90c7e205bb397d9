/// Swift lines written at a nesting depth: the bodies the SwiftUI builder writes by
/// walking a flow's nodes, where each container nests the code of what it holds.
struct SwiftLines {
  private(set) var lines: [String] = []
  private var margin: String

  init(indent: Int) {
    margin = String(repeating: " ", count: indent)
  }

  /// The current depth in spaces: what `LineWidth.fits` measures a line against.
  var indent: Int { margin.count }

  mutating func add(_ line: String) {
    lines.append(margin + line)
  }

  mutating func add(contentsOf other: [String]) {
    lines += other.map { margin + $0 }
  }

  /// `opening {`, the body one level in, then `}`.
  mutating func block(_ opening: String, _ body: (inout SwiftLines) -> Void) {
    add(opening + " {")
    nested(body)
    add("}")
  }

  /// The body one level in; a body that writes nothing writes `break` (a `case` needs one).
  mutating func nested(_ body: (inout SwiftLines) -> Void) {
    let saved = margin
    margin += "  "
    let count = lines.count
    body(&self)
    if lines.count == count { add("break") }
    margin = saved
  }

  /// `line` when it fits at this depth, else `broken`, each relative to it.
  mutating func add(_ line: String, else broken: [String]) {
    if LineWidth.fits(line, indent: indent) {
      add(line)
    } else {
      add(contentsOf: broken)
    }
  }
}
