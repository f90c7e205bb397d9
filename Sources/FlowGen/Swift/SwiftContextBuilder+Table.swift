import FlowModel

extension SwiftContextBuilder {
  /// `rowIdentifiers`: the rows' accessibility identifiers by key
  /// (`AccessibilityIdentifiers`), which the push rows' cells get.
  func tableContext(
    _ table: TableLayout, names: TransitionNames, sceneID: String,
    rowIdentifiers: [String: String] = [:]
  ) -> TableContext {
    let keys = table.sections.flatMap(\.rows).map(\.key)
    let caseNames = Dictionary(
      zip(keys, TransitionNames.caseNames(for: keys)), uniquingKeysWith: { first, _ in first })
    let sections = table.sections.enumerated().map { sectionIndex, section in
      TableSectionContext(
        titleLiteral: SwiftLiteral.optionalString(section.title),
        footerLiteral: SwiftLiteral.optionalString(section.footer),
        titleText: textExpression(.sectionTitle(section: sectionIndex), inScene: sceneID)
          ?? "nil",
        footerText: textExpression(.sectionFooter(section: sectionIndex), inScene: sceneID)
          ?? "nil",
        rows: section.rows.enumerated().map { rowIndex, row in
          rowContext(
            row, caseName: caseNames[row.key] ?? row.key, names: names, section: sectionIndex,
            row: rowIndex, sceneID: sceneID, accessibilityID: rowIdentifiers[row.key])
        })
    }
    let rows = sections.flatMap(\.rows)
    return TableContext(
      style: table.style.rawValue, styleName: Self.inspectorName(of: table.style),
      content: table.content.rawValue,
      isDynamic: table.content == .dynamic, rows: rows,
      hasRows: !rows.isEmpty, sections: sections,
      hasPushRows: rows.contains { $0.segueID != nil })
  }

  /// `insetGrouped` → `Inset Grouped`, as the Attributes inspector lists table styles.
  static func inspectorName(of style: TableLayout.Style) -> String {
    switch style {
    case .plain: "Plain"
    case .grouped: "Grouped"
    case .insetGrouped: "Inset Grouped"
    }
  }

  func rowContext(
    _ row: TableRow, caseName: String, names: TransitionNames, section: Int, row index: Int,
    sceneID: String, accessibilityID: String? = nil
  ) -> TableRowContext {
    let options = row.editor == .picker ? row.options.filter { !$0.isEmpty } : []
    let textLike: Set<TableRow.Editor> = [.text, .number, .integer, .phone, .email]
    return TableRowContext(
      key: row.key, caseName: caseName, labelLiteral: SwiftLiteral.string(row.label),
      labelComment: SwiftLiteral.comment(row.label),
      labelText: textExpression(.rowLabel(section: section, row: index), inScene: sceneID)
        ?? SwiftLiteral.string(row.label),
      editor: row.editor.rawValue,
      optionsLiteral: SwiftLiteral.array(options),
      optionTitlesText: textExpression(.rowOptions(section: section, row: index), inScene: sceneID)
        ?? SwiftLiteral.array(options),
      hasOptions: !options.isEmpty,
      keyboardCase: textLike.contains(row.editor) ? row.effectiveKeyboard : nil,
      segueID: row.editor == .push ? row.segueID : nil,
      segueCaseName: row.editor == .push ? row.segueID.map(names.segueCase) : nil,
      accessibilityIDLiteral: row.editor == .push && row.segueID != nil
        ? accessibilityID.map(SwiftLiteral.string) : nil)
  }
}
