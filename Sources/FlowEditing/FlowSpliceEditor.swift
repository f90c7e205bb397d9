import FlowModel
import FlowXML

/// Adds elements to a flow file by splicing their text into the original bytes, at
/// offsets the reader's located tree gives: nothing else of the file is touched, so
/// comments, quotes, attribute layout, blank lines and line endings stay as they were.
///
/// New text follows the file's `FlowTextStyle`. A new element goes on lines of its own,
/// indented like its siblings; into an element that has no children yet (`<scene …/>`,
/// `<cell …></cell>`), the element is opened, and only its own bytes change.
///
/// This is the one place that writes flow text for `flowc new`.
public struct FlowSpliceEditor {
  public let source: SourceFile
  public let root: XMLElement
  public let style: FlowTextStyle
  let layout: LineLayout

  /// One element to add, to the parent whose start tag is at `parentStart`.
  struct Addition {
    var parent: XMLElement
    var element: NewElement
    /// A scene's child goes with its kind (outlets together); a node goes at the end.
    var grouped: Bool
  }

  var additions: [Addition] = []

  public struct Unreadable: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public var description: String {
      "cannot edit the flow: " + (diagnostics.first?.message ?? "it could not be read")
    }
  }

  public init(source: SourceFile) throws {
    let (root, diagnostics) = XMLDocumentReader.read(source)
    guard let root else { throw Unreadable(diagnostics: diagnostics) }
    self.init(source: source, root: root)
  }

  public init(source: SourceFile, root: XMLElement) {
    self.source = source
    self.root = root
    self.style = FlowTextStyle(reading: source, root: root)
    self.layout = LineLayout(source)
  }

  // MARK: Finding

  /// The node (`<scene>`, `<navigation>`, …) with this id, a child of `<flow>`.
  public func node(withID id: String) -> XMLElement? {
    root.children.first { $0[attribute: "id"] == id }
  }

  /// The first child of `parent` named `name` whose `attribute` is `value`.
  public func child(
    of parent: XMLElement, named name: String, where attribute: String, is value: String
  ) -> XMLElement? {
    parent.children.first { $0.name == name && $0[attribute: attribute] == value }
  }

  public func hasElementChildren(_ element: XMLElement) -> Bool {
    !element.children.isEmpty
  }

  // MARK: Adding

  /// Adds a node (scene, navigation, …) after the flow's last one.
  public mutating func appendNode(_ element: NewElement) {
    additions.append(Addition(parent: root, element: element, grouped: false))
  }

  /// Adds `element` to `parent`: after the last child of the same kind when there is one
  /// (outlets stay together), else before the first kind that conventionally follows it,
  /// else at the end.
  public mutating func append(_ element: NewElement, to parent: XMLElement) {
    additions.append(Addition(parent: parent, element: element, grouped: true))
  }

  /// The order a scene's children are usually written in, as in the format's examples.
  static let sceneOrder = [
    "outlet", "action", "unwindAction", "delegate", "table", "cell", "barButton", "button",
    "gesture", "segue", "unwind",
  ]

  /// Where a kind of scene child comes in `sceneOrder` (unknown kinds after all).
  static func rank(_ element: NewElement) -> Int {
    sceneOrder.firstIndex(of: element.name) ?? sceneOrder.count
  }

  // MARK: Splicing

  /// Where added lines go. Additions that share a slot are written together, in order.
  enum Slot: Hashable {
    /// Whole lines inserted at the start of the line at `offset`, each indented `indent`.
    case lines(at: Int, indent: String)
    /// Before an end tag that does not start its line, at `offset`: the new lines, then
    /// the end tag on a line of its own, indented `closing`.
    case beforeEndTag(at: Int, indent: String, closing: String)
    /// Into the element starting at `offset`, which has no child elements yet.
    case opening(Int)
  }

  /// The edit, as changes at offsets of the original bytes.
  public func splice() -> TextSplice {
    var order: [Slot] = []
    var grouped: [Slot: [(NewElement, blankLine: Bool)]] = [:]
    var parents: [Int: XMLElement] = [:]
    for addition in additions {
      let (slot, blankLine) = self.slot(for: addition)
      if grouped[slot] == nil { order.append(slot) }
      grouped[slot, default: []].append((addition.element, blankLine))
      parents[addition.parent.extent.start] = addition.parent
    }
    var splice = TextSplice()
    let newline = style.newline
    for slot in order {
      // Children that go in together keep the conventional order among themselves.
      let elements = (grouped[slot] ?? []).enumerated().sorted {
        (Self.rank($0.element.0), $0.offset) < (Self.rank($1.element.0), $1.offset)
      }.map(\.element)
      func lines(_ indent: String) -> String {
        elements.map { element, blankLine in
          (blankLine ? newline : "") + style.text(of: element, indent: indent) + newline
        }.joined()
      }
      switch slot {
      case .lines(let offset, let indent):
        splice.insert(lines(indent), at: offset)
      case .beforeEndTag(let offset, let indent, let closing):
        splice.insert(newline + lines(indent) + closing, at: offset)
      case .opening(let start):
        open(parents[start]!, with: lines, into: &splice)
      }
    }
    return splice
  }

  /// The edited bytes.
  public func edited() -> [UInt8] {
    splice().applied(to: source.bytes)
  }

  func slot(for addition: Addition) -> (Slot, blankLine: Bool) {
    let parent = addition.parent
    let children = parent.children
    guard let last = children.last else { return (.opening(parent.extent.start), false) }
    if !addition.grouped {
      return (after(last, in: parent), style.blankLineBetweenNodes)
    }
    let name = addition.element.name
    if let sameKind = children.last(where: { $0.name == name }) {
      return (after(sameKind, in: parent), false)
    }
    if let rank = Self.sceneOrder.firstIndex(of: name),
      let later = children.first(where: {
        (Self.sceneOrder.firstIndex(of: $0.name) ?? -1) > rank
      }),
      layout.startsItsLine(later.extent.start)
    {
      return (
        .lines(at: layout.lineStart(of: later.extent.start), indent: indent(of: later)), false
      )
    }
    return (after(last, in: parent), false)
  }

  /// The slot just after `sibling`: the next line when the sibling ends its line, else
  /// the end of the parent.
  func after(_ sibling: XMLElement, in parent: XMLElement) -> Slot {
    if let next = layout.nextLineStart(after: sibling.extent.end), next <= endTagStart(of: parent) {
      return .lines(at: next, indent: indent(of: sibling, in: parent))
    }
    return end(of: parent)
  }

  /// The slot at the end of `parent`, which has children: the line of its end tag when
  /// that tag starts its line, else just before the end tag.
  func end(of parent: XMLElement) -> Slot {
    let endTag = endTagStart(of: parent)
    let childIndent =
      parent.children.last.map { indent(of: $0, in: parent) } ?? childIndent(of: parent)
    if layout.startsItsLine(endTag) {
      return .lines(at: layout.lineStart(of: endTag), indent: childIndent)
    }
    return .beforeEndTag(
      at: endTag, indent: childIndent, closing: layout.indentation(of: parent.extent.start))
  }

  /// Gives an element without children its first ones: `<scene …/>` becomes
  /// `<scene …>`, the children, `</scene>`; `<cell …></cell>` has the children put
  /// between its tags. Only the element's own bytes change.
  func open(_ parent: XMLElement, with lines: (String) -> String, into splice: inout TextSplice) {
    let extent = parent.extent
    let bytes = source.bytes
    let indent = layout.indentation(of: extent.start)
    let children = lines(indent + style.indentUnit)
    let newline = style.newline
    if extent.isSelfClosing {
      // `/>` becomes `>`, and the blanks before it go (unless `/>` is alone on its line).
      let slash = extent.startTagEnd - 2
      var cut = slash
      while cut > extent.start && LineLayout.isBlank(bytes[cut - 1]) { cut -= 1 }
      if bytes[cut - 1] == 0x0A { cut = slash }
      splice.replace(
        cut..<extent.startTagEnd, with: ">" + newline + children + indent + "</\(parent.name)>")
      return
    }
    let endTag = endTagStart(of: parent)
    let inside = bytes[extent.startTagEnd..<endTag]
    if inside.contains(0x0A), layout.startsItsLine(endTag) {
      splice.insert(children, at: layout.lineStart(of: endTag))
    } else if inside.allSatisfy(LineLayout.isBlank) {
      splice.replace(extent.startTagEnd..<endTag, with: newline + children + indent)
    } else {
      splice.insert(newline + children + indent, at: endTag)
    }
  }

  /// The `<` of the element's end tag (its end, for a self-closing element).
  func endTagStart(of element: XMLElement) -> Int {
    let extent = element.extent
    guard !extent.isSelfClosing else { return extent.end }
    var index = extent.end - 1
    while index > extent.startTagEnd && source.bytes[index] != UInt8(ascii: "<") { index -= 1 }
    return index
  }

  /// How a new element beside `sibling` is indented: like the sibling, when it starts
  /// its line; else one unit deeper than the parent.
  func indent(of sibling: XMLElement, in parent: XMLElement) -> String {
    layout.startsItsLine(sibling.extent.start)
      ? layout.indentation(of: sibling.extent.start) : childIndent(of: parent)
  }

  func indent(of element: XMLElement) -> String {
    layout.indentation(of: element.extent.start)
  }

  func childIndent(of parent: XMLElement) -> String {
    layout.indentation(of: parent.extent.start) + style.indentUnit
  }
}
