import FlowKit

extension SwiftContextBuilder {
  func tableContext(_ table: TableLayout, sceneID: String) -> TableContext {
    let sections = table.sections.enumerated().map { sectionIndex, section in
      TableSectionContext(
        titleLiteral: SwiftLiteral.optionalString(section.title),
        footerLiteral: SwiftLiteral.optionalString(section.footer),
        titleText: textExpression(.sectionTitle(section: sectionIndex), inScene: sceneID)
          ?? "nil",
        footerText: textExpression(.sectionFooter(section: sectionIndex), inScene: sceneID)
          ?? "nil",
        rows: section.rows.enumerated().map { rowIndex, row in
          rowContext(row, section: sectionIndex, row: rowIndex, sceneID: sceneID)
        })
    }
    let rows = sections.flatMap(\.rows)
    return TableContext(
      style: table.style.rawValue, content: table.content.rawValue, rows: rows,
      hasRows: !rows.isEmpty, sections: sections,
      hasPushRows: rows.contains { $0.segueID != nil })
  }

  func rowContext(_ row: TableRow, section: Int, row index: Int, sceneID: String)
    -> TableRowContext
  {
    let options = row.editor == .picker ? row.options.filter { !$0.isEmpty } : []
    let textLike: Set<TableRow.Editor> = [.text, .number, .phone, .email]
    return TableRowContext(
      key: row.key, labelLiteral: SwiftLiteral.string(row.label),
      labelComment: SwiftLiteral.comment(row.label),
      labelText: textExpression(.rowLabel(section: section, row: index), inScene: sceneID)
        ?? SwiftLiteral.string(row.label),
      editor: row.editor.rawValue,
      optionsLiteral: SwiftLiteral.array(options),
      optionTitlesText: textExpression(.rowOptions(section: section, row: index), inScene: sceneID)
        ?? SwiftLiteral.array(options),
      hasOptions: !options.isEmpty,
      keyboardCase: textLike.contains(row.editor) ? row.effectiveKeyboard : nil,
      segueID: row.editor == .push ? row.segueID : nil)
  }
}
