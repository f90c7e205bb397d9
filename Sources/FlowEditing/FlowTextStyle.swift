import FlowModel
import FlowXML

/// How a flow file is written, read from the file itself, so that the lines `flowc new`
/// adds look as if the file's author had typed them: the same newline, indentation,
/// quotes and self-closing tags.
public struct FlowTextStyle: Sendable, Equatable {
  /// `"\n"` or `"\r\n"`: whichever ends more of the file's lines (`\n` when tied).
  public var newline: String
  /// One level of indentation (spaces or a tab): the first step from an element that
  /// starts its line to a child that starts its own, deeper. Two spaces when the file
  /// shows none (a tab when its only indentation is tabs).
  public var indentUnit: String
  /// The quote most of the file's attribute values are written in (`"` when tied).
  public var quote: Character
  /// Whether most self-closing tags are written `<a />` rather than `<a/>`.
  public var spaceBeforeSelfClosing: Bool
  /// Whether the flow's nodes are separated by blank lines (they are, when the last two
  /// are, or when there are fewer than two to tell).
  public var blankLineBetweenNodes: Bool

  public init(
    newline: String = "\n", indentUnit: String = "  ", quote: Character = "\"",
    spaceBeforeSelfClosing: Bool = false, blankLineBetweenNodes: Bool = true
  ) {
    self.newline = newline
    self.indentUnit = indentUnit
    self.quote = quote
    self.spaceBeforeSelfClosing = spaceBeforeSelfClosing
    self.blankLineBetweenNodes = blankLineBetweenNodes
  }

  /// The style of `source`, whose located tree is `root`.
  public init(reading source: SourceFile, root: XMLElement) {
    self.init()
    let layout = LineLayout(source)
    let bytes = source.bytes
    var crlf = 0
    var lf = 0
    for start in source.lineStarts.dropFirst() {
      if start >= 2 && bytes[start - 2] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    newline = crlf > lf ? "\r\n" : "\n"

    var unit: String?
    var sawTab = false
    var doubleQuoted = 0
    var singleQuoted = 0
    var spaced = 0
    var unspaced = 0
    bytes.withUnsafeBufferPointer { buffer in
      func visit(_ element: XMLElement) {
        let extent = element.extent
        var scanner = AttributeScanner(
          bytes: buffer.baseAddress!, start: extent.start, end: extent.startTagEnd)
        while let span = scanner.next() {
          if buffer[span.valueOffset - 1] == UInt8(ascii: "'") {
            singleQuoted += 1
          } else {
            doubleQuoted += 1
          }
        }
        if extent.isSelfClosing, extent.startTagEnd >= 3 {
          let before = buffer[extent.startTagEnd - 3]
          if before == 0x20 || before == 0x09 {
            spaced += 1
          } else if before != 0x0A {
            unspaced += 1
          }
        }
        let indent = layout.startsItsLine(extent.start) ? layout.indentation(of: extent.start) : nil
        if let indent, indent.contains("\t") { sawTab = true }
        for child in element.children {
          if unit == nil, let indent, layout.startsItsLine(child.extent.start) {
            let childIndent = layout.indentation(of: child.extent.start)
            if childIndent.count > indent.count, childIndent.hasPrefix(indent) {
              unit = String(childIndent.dropFirst(indent.count))
            }
          }
          visit(child)
        }
      }
      visit(root)
    }
    indentUnit = unit ?? (sawTab ? "\t" : "  ")
    quote = singleQuoted > doubleQuoted ? "'" : "\""
    spaceBeforeSelfClosing = spaced > unspaced
    let nodes = root.children
    if nodes.count >= 2 {
      let gap = bytes[nodes[nodes.count - 2].extent.end..<nodes[nodes.count - 1].extent.start]
      blankLineBetweenNodes = gap.count { $0 == 0x0A } >= 2
    }
  }

  /// `<name attr="value" …`: the start of a tag, without its end.
  func openTag(_ element: NewElement) -> String {
    var text = "<" + element.name
    for attribute in element.attributes {
      text += " \(attribute.name)=\(quote)"
      text += XMLEscaping.attribute(attribute.value, quote: quote)
      text.append(quote)
    }
    return text
  }

  /// The element's text at `indent`, its children one unit deeper, each line but the
  /// last ended by the file's newline.
  func text(of element: NewElement, indent: String) -> String {
    guard !element.children.isEmpty else {
      return indent + openTag(element) + (spaceBeforeSelfClosing ? " />" : "/>")
    }
    var text = indent + openTag(element) + ">" + newline
    for child in element.children {
      text += self.text(of: child, indent: indent + indentUnit) + newline
    }
    return text + indent + "</\(element.name)>"
  }
}

/// Questions about the lines of a file's bytes: where a line starts, whether an element
/// is alone on its line, how a line is indented.
struct LineLayout {
  let source: SourceFile

  init(_ source: SourceFile) { self.source = source }

  var bytes: [UInt8] { source.bytes }

  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  func lineStart(of offset: Int) -> Int {
    source.lineStarts[source.lineIndex(containing: offset)]
  }

  /// Only spaces and tabs stand between the line's start and `offset`.
  func startsItsLine(_ offset: Int) -> Bool {
    bytes[lineStart(of: offset)..<offset].allSatisfy(Self.isBlank)
  }

  /// The spaces and tabs the line holding `offset` starts with.
  func indentation(of offset: Int) -> String {
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count && Self.isBlank(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// When only white space follows `offset` on its line: the start of the next line.
  func nextLineStart(after offset: Int) -> Int? {
    var index = offset
    while index < bytes.count && (Self.isBlank(bytes[index]) || bytes[index] == 0x0D) {
      index += 1
    }
    return index < bytes.count && bytes[index] == 0x0A ? index + 1 : nil
  }
}
