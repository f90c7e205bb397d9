import FlowAnalysis
import FlowModel

extension SwiftUIContextBuilder {
  /// A `<table>` as a `Form`: a values struct with a property per editable row, and the
  /// form's sections, each row with the editor SwiftUI has for it. Numbers are edited
  /// through `.number`, which reads and writes them in the user's locale, dates through a
  /// `DatePicker`; a picker stores the index of the chosen option; a push row is a button
  /// that performs its segue.
  /// A row's editor, `Name(arguments)`, measured at the form's row indent (8), its
  /// arguments packed at 10 for when it does not fit.
  static func control(_ name: String, _ arguments: [String]) -> SwiftUIFormRowContext {
    let joined = arguments.joined(separator: ", ")
    return SwiftUIFormRowContext(
      control: .init(
        name: name, arguments: joined,
        fitsOnOneLine: LineWidth.fits("\(name)(\(joined))", indent: 8),
        argumentLines: LineWidth.packed(arguments, indent: 10, closing: ")")))
  }

  /// `rowIdentifiers`: the rows' accessibility identifiers by key, which push rows get.
  func tableContext(
    _ table: TableLayout, sceneID: String, sceneIndex: Int, rowIdentifiers: [String: String] = [:]
  ) -> SwiftUITableContext {
    var fields: [SwiftUIFormFieldContext] = []
    func text(_ role: FlowTexts.Role, fallback: String) -> String {
      base.textExpression(role, inScene: sceneID).map {
        "\(namespace).\($0.replacingStringsPrefix(enumName(sceneID)))"
      } ?? SwiftLiteral.string(fallback)
    }
    var sections: [SwiftUIFormSectionContext] = []
    for (sectionIndex, section) in table.sections.enumerated() {
      var rows: [SwiftUIFormRowContext] = []
      for (rowIndex, row) in table.sections[sectionIndex].rows.enumerated() {
        let label = text(.rowLabel(section: sectionIndex, row: rowIndex), fallback: row.label)
        let key = row.key
        func field(_ initialValue: String) {
          fields.append(SwiftUIFormFieldContext(name: key, initialValue: initialValue))
        }
        switch row.editor {
        case .label:
          field("\"\"")
          rows.append(Self.control("LabeledContent", [label, "value: values.wrappedValue.\(key)"]))
        case .text, .phone, .email:
          field("\"\"")
          rows.append(Self.control("TextField", [label, "text: values.\(key)"]))
        case .number:
          field("0.0")
          rows.append(
            Self.control("TextField", [label, "value: values.\(key)", "format: .number"]))
        case .integer:
          field("0")
          rows.append(
            Self.control("TextField", [label, "value: values.\(key)", "format: .number"]))
        case .date:
          field("Date()")
          rows.append(
            Self.control(
              "DatePicker", [label, "selection: values.\(key)", "displayedComponents: .date"]))
        case .toggle:
          field("false")
          rows.append(Self.control("Toggle", [label, "isOn: values.\(key)"]))
        case .picker:
          field("0")
          let options = text(
            .rowOptions(section: sectionIndex, row: rowIndex),
            fallback: row.options.joined(separator: "|"))
          rows.append(
            SwiftUIFormRowContext(picker: .init(label: label, key: key, options: options)))
        case .push:
          let call = row.segueID.map { "\($0)()" } ?? ""
          rows.append(
            SwiftUIFormRowContext(
              button: .init(
                label: label, action: call.isEmpty ? "{}" : "{ \(call) }",
                accessibilityIDLiteral: row.segueID == nil
                  ? nil : rowIdentifiers[key].map(SwiftLiteral.string))))
        }
      }
      sections.append(
        SwiftUIFormSectionContext(
          title: section.title.map { text(.sectionTitle(section: sectionIndex), fallback: $0) },
          footer: section.footer.map {
            text(.sectionFooter(section: sectionIndex), fallback: $0)
          }, rows: rows))
    }
    return SwiftUITableContext(
      valuesType: typeName(sceneIndex) + "Values", fields: fields, sections: sections)
  }
}
