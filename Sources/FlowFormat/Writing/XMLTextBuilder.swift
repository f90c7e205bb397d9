import FlowXML

/// Builds indented XML text one element at a time: two spaces per level, attributes in
/// the order given (nil values left out), empty elements self-closed.
struct XMLTextBuilder {
  private(set) var text = ""
  private var depth = 0

  init(depth: Int = 0) {
    self.depth = depth
  }

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  mutating func blankLine() {
    text += "\n"
  }

  /// `<name a="…">` … `</name>`, or `<name a="…"/>` when `content` writes nothing.
  mutating func element(
    _ name: String, _ attributes: [(String, String?)],
    content: ((inout XMLTextBuilder) -> Void)? = nil
  ) {
    var start = "<" + name
    for case (let attribute, let value?) in attributes {
      start += " \(attribute)=\"\(XMLEscaping.attribute(value))\""
    }
    var inner = XMLTextBuilder(depth: depth + 1)
    content?(&inner)
    if inner.text.isEmpty {
      line(start + "/>")
    } else {
      line(start + ">")
      text += inner.text
      line("</\(name)>")
    }
  }

  /// A comment; `--`, which a comment cannot hold, is broken up.
  mutating func comment(_ content: String) {
    var safe = content
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    if safe.hasSuffix("-") { safe += " " }
    line("<!-- \(safe) -->")
  }
}
