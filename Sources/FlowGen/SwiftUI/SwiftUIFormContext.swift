/// A `<table>` as a SwiftUI `Form` (`tableForm(_:)` in `swift/swiftui/machine`): a values
/// struct with a property per editable row, and the form's sections and rows.
public struct SwiftUITableContext: Encodable, Sendable {
  /// `HeroEditorValues`.
  public var valuesType: String
  /// The values struct's properties, one per row but a push row.
  public var fields: [SwiftUIFormFieldContext]
  /// The form's sections, in order.
  public var sections: [SwiftUIFormSectionContext]
}

/// A property of a form's values struct: `var name = ""`.
public struct SwiftUIFormFieldContext: Encodable, Sendable {
  /// The row's key (`name`).
  public var name: String
  /// What it starts as: `""`, `0.0`, `0`, `Date()`, `false`.
  public var initialValue: String
}

/// A `<section>` as a `Section`: with a footer, its title goes in `header:` (or
/// `EmptyView()`); without, it is the section's own title.
public struct SwiftUIFormSectionContext: Encodable, Sendable {
  /// The title's localized expression, or null.
  @ExplicitNull public var title: String? = nil
  /// The footer's localized expression, or null.
  @ExplicitNull public var footer: String? = nil
  public var rows: [SwiftUIFormRowContext]
}

/// A row of a form: the editor SwiftUI has for it. Exactly one of `control`, `picker`
/// and `button` is set.
public struct SwiftUIFormRowContext: Encodable, Sendable {
  /// A `LabeledContent`, `TextField`, `DatePicker` or `Toggle`: one call.
  @ExplicitNull public var control: Control? = nil
  /// A `Picker` over the row's options, storing the chosen index.
  @ExplicitNull public var picker: Picker? = nil
  /// A push row: a button that performs its segue.
  @ExplicitNull public var button: Button? = nil

  /// `Name(arguments)`, on one line at the row indent (8) when it fits, else broken after
  /// the parenthesis the way swift-format breaks it.
  public struct Control: Encodable, Sendable {
    /// `TextField`.
    public var name: String
    /// `Strings.Hero.name, text: values.name`.
    public var arguments: String
    /// Layout: `Name(arguments)` fits on one line.
    public var fitsOnOneLine: Bool
    /// Otherwise the arguments packed into lines, the last closing the call.
    public var argumentLines: [String]
  }

  public struct Picker: Encodable, Sendable {
    /// The label's localized expression.
    public var label: String
    /// The row's key: the values' property holding the chosen index.
    public var key: String
    /// The options: their localized expression, a list of strings.
    public var options: String
  }

  public struct Button: Encodable, Sendable {
    /// The label's localized expression.
    public var label: String
    /// `{ showPowers() }`, or `{}` for a row with no segue.
    public var action: String
    /// The row's accessibility identifier as a Swift literal, or null.
    @ExplicitNull public var accessibilityIDLiteral: String? = nil
  }
}
