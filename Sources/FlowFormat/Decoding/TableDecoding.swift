import FlowModel

extension FlowDecoder {
  mutating func decodeTable(_ element: ElementReader, into scene: inout Scene) -> TableLayout {
    let content =
      element.choice("content", of: TableLayout.Content.self, into: &log) ?? .static
    let style =
      element.choice("style", of: TableLayout.Style.self, into: &log) ?? .grouped
    var sections: [TableSection] = []
    for child in element.children(into: &log) {
      let section = reader(child)
      _ = section.checkAttributes(into: &log)
      var rows: [TableRow] = []
      for rowElement in section.children(into: &log) {
        if let row = decodeRow(reader(rowElement), into: &scene) { rows.append(row) }
      }
      sections.append(
        TableSection(
          title: section["title"], footer: section["footer"], rows: rows, origin: section.origin))
    }
    return TableLayout(content: content, style: style, sections: sections, origin: element.origin)
  }

  mutating func decodeRow(_ row: ElementReader, into scene: inout Scene) -> TableRow? {
    let complete = row.checkAttributes(into: &log)
    let editor =
      row.choice("editor", of: TableRow.Editor.self, into: &log) ?? .label
    let keyboard = row.choice("keyboard", among: TableRow.keyboardTypes, into: &log) { $0 }
    let options = row["options"].map(Self.options) ?? []
    let key = row["key"] ?? ""
    let transition = decodeOwnedTransition(of: row, trigger: .row(key: key))
    if transition != nil && editor != .push {
      log.report(
        .error(
          .invalidValue, "only a row with editor=\"push\" may hold a <segue>",
          at: row.element.attribute("editor")?.valueLocation ?? row.element.location,
          suggestion: .name("push")))
    }
    guard complete else { return nil }
    if let transition { scene.transitions.append(transition) }
    var decoded = TableRow(
      key: key, explicitLabel: row["label"], editor: editor, options: options,
      keyboard: keyboard, segueID: transition?.id, origin: row.origin)
    decoded.accessibilityID = row["accessibilityID"]
    return decoded
  }

  /// A picker's options, `|` between them. ASCII text is cut at the byte (a tenth of the
  /// cost); other text by Character, as before, where a combining mark after `|` makes
  /// one character with it and does not cut.
  static func options(_ value: String) -> [String] {
    let bar = UInt8(ascii: "|")
    if value.utf8.allSatisfy({ $0 < 0x80 }) {
      return value.utf8.split(separator: bar, omittingEmptySubsequences: false).map {
        String(Substring($0))
      }
    }
    return value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
  }
}
