/// A scene's `<table>`: the `Row` enum and the static layout value in the machine file.
public struct TableContext: Encodable, Sendable {
  /// A `UITableView.Style` case: `plain`, `grouped` or `insetGrouped`.
  public var style: String
  /// The style as Interface Builder's inspector names it (`Inset Grouped`).
  public var styleName: String
  /// `static` or `dynamic`, as written in the flow.
  public var content: String
  /// `content="dynamic"`: the data source reads a `layout` the scene may change at run
  /// time; static, the flow's layout as it is.
  public var isDynamic: Bool
  /// Every row, in order, for the `Row` enum.
  public var rows: [TableRowContext]
  public var hasRows: Bool
  public var sections: [TableSectionContext]
  /// True when some row is a `push` row: `didSelectRowAt` performs its segue.
  public var hasPushRows: Bool
  /// The table has one section: Swift's style has no trailing comma after it.
  public var hasOneSection = false
}

public struct TableSectionContext: Encodable, Sendable {
  /// A Swift expression of type `String?`: the title as a string literal, or `nil`.
  public var titleLiteral: String
  /// Likewise for the footer.
  public var footerLiteral: String
  /// A Swift expression of type `String?`: the localized title (`Strings.generalSectionTitle`),
  /// or `nil`.
  public var titleText: String
  /// Likewise for the footer.
  public var footerText: String
  public var rows: [TableRowContext]
  /// The section has one row: no trailing comma after it.
  public var hasOneRow = false
  /// Layout: `title: "…",` fits on one line.
  public var titleFitsOnOneLine = true
  /// Layout: `footer: "…",` fits on one line.
  public var footerFitsOnOneLine = true
}

public struct TableRowContext: Encodable, Sendable {
  /// The model property the row shows or edits, as the flow writes it.
  public var key: String
  /// The `Row` case: the key in lowerCamelCase, unique in the enum.
  public var caseName: String
  /// The label as a Swift string literal.
  public var labelLiteral: String
  /// The label made safe for a comment.
  public var labelComment: String
  /// The localized label as a Swift expression (`Strings.nameLabel`).
  public var labelText: String
  /// A `RowEditor` case: `label`, `text`, `number`, `integer`, `phone`, `email`, `date`, `toggle`,
  /// `picker` or `push`.
  public var editor: String
  /// The picker's options as a Swift array literal (`["Male", "Female"]`).
  public var optionsLiteral: String
  /// The localized choices as a Swift expression of type `[String]` (`Strings.sexOptions`),
  /// shown in place of `optionsLiteral`, which stays the value a choice reports.
  public var optionTitlesText: String
  public var hasOptions: Bool
  /// The `UIKeyboardType` case a text-like editor uses (the row's, else the editor's
  /// default), or null.
  @ExplicitNull public var keyboardCase: String?
  /// The segue a `push` row performs, or null.
  @ExplicitNull public var segueID: String?
  /// That segue's `Segue` case, or null.
  @ExplicitNull public var segueCaseName: String?
  /// A push row's accessibility identifier as a Swift literal (`"heroEditor.showPowers"`),
  /// which its cell gets; null for other rows.
  @ExplicitNull public var accessibilityIDLiteral: String?
  /// The arguments of the row's `.init(…)` in the layout value, on one line.
  public var arguments = ""
  /// Layout: `.init(<arguments>),` fits on one line.
  public var fitsOnOneLine = true
  /// Otherwise, the arguments packed into lines as swift-format packs them, the last one
  /// closing the call.
  public var argumentLines: [String] = []
}
