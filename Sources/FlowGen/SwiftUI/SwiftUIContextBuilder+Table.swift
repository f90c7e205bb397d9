import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  /// A `<table>` as a `Form`: a values struct with a property per editable row, and the
  /// form's lines, each row with the editor SwiftUI has for it. Numbers are edited
  /// through `.number`, which reads and writes them in the user's locale, dates through a
  /// `DatePicker`; a picker stores the index of the chosen option; a push row is a button
  /// that performs its segue.
  /// A row's editor, `Name(arguments)`, on one line at the form's row indent (8) when it
  /// fits, else broken after the parenthesis the way swift-format breaks it.
  static func call(_ name: String, _ arguments: [String]) -> [String] {
    let oneLine = "\(name)(\(arguments.joined(separator: ", ")))"
    if LineWidth.fits(oneLine, indent: 8) { return ["    " + oneLine] }
    return ["    \(name)("]
      + LineWidth.packed(arguments, indent: 10, closing: ")").map { "      " + $0 }
  }

  /// `rowIdentifiers`: the rows' accessibility identifiers by key, which push rows get.
  func tableContext(
    _ table: TableLayout, sceneID: String, sceneIndex: Int, rowIdentifiers: [String: String] = [:]
  ) -> SwiftUITableContext {
    let valuesType = typeName(sceneIndex) + "Values"
    var fields: [String] = []
    var lines = ["Form {"]
    func text(_ role: FlowTexts.Role, fallback: String) -> String {
      base.textExpression(role, inScene: sceneID).map {
        "\(namespace).\($0.replacingStringsPrefix(enumName(sceneID)))"
      } ?? SwiftLiteral.string(fallback)
    }
    for (sectionIndex, section) in table.sections.enumerated() {
      let title = section.title.map { text(.sectionTitle(section: sectionIndex), fallback: $0) }
      let footer = section.footer.map { text(.sectionFooter(section: sectionIndex), fallback: $0) }
      lines.append(
        footer == nil ? (title.map { "  Section(\($0)) {" } ?? "  Section {") : "  Section {")
      for (rowIndex, row) in table.sections[sectionIndex].rows.enumerated() {
        let label = text(.rowLabel(section: sectionIndex, row: rowIndex), fallback: row.label)
        let key = row.key
        switch row.editor {
        case .label:
          fields.append("var \(key) = \"\"")
          lines += Self.call("LabeledContent", [label, "value: values.wrappedValue.\(key)"])
        case .text, .phone, .email:
          fields.append("var \(key) = \"\"")
          lines += Self.call("TextField", [label, "text: values.\(key)"])
        case .number:
          fields.append("var \(key) = 0.0")
          lines += Self.call("TextField", [label, "value: values.\(key)", "format: .number"])
        case .integer:
          fields.append("var \(key) = 0")
          lines += Self.call("TextField", [label, "value: values.\(key)", "format: .number"])
        case .date:
          fields.append("var \(key) = Date()")
          lines += Self.call(
            "DatePicker", [label, "selection: values.\(key)", "displayedComponents: .date"])
        case .toggle:
          fields.append("var \(key) = false")
          lines += Self.call("Toggle", [label, "isOn: values.\(key)"])
        case .picker:
          fields.append("var \(key) = 0")
          let options = text(
            .rowOptions(section: sectionIndex, row: rowIndex),
            fallback: row.options.joined(separator: "|"))
          lines += [
            "    Picker(\(label), selection: values.\(key)) {",
            "      let options = \(options)",
            "      ForEach(options.indices, id: \\.self) { index in",
            "        Text(options[index]).tag(index)",
            "      }",
            "    }",
          ]
        case .push:
          let call = row.segueID.map { "\($0)()" } ?? ""
          lines.append("    Button(\(label)) {\(call.isEmpty ? "" : " \(call) ")}")
          if row.segueID != nil, let identifier = rowIdentifiers[key] {
            lines.append("      .accessibilityIdentifier(\(SwiftLiteral.string(identifier)))")
          }
        }
      }
      if let footer {
        lines.append("  } header: {")
        lines.append(title.map { "    Text(\($0))" } ?? "    EmptyView()")
        lines.append("  } footer: {")
        lines.append("    Text(\(footer))")
      }
      lines.append("  }")
    }
    lines.append("}")
    return SwiftUITableContext(valuesType: valuesType, fields: fields, formLines: lines)
  }
}
