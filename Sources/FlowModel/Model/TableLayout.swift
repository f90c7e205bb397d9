/// A scene's table described as data: sections of rows, each bound to a model property.
public struct TableLayout: Sendable {
  public enum Content: String, Sendable, CaseIterable {
    case `static`
    case dynamic
  }

  public enum Style: String, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
  }

  public var content: Content
  public var style: Style
  public var sections: [TableSection]
  public var origin: Origin

  public init(
    content: Content = .static, style: Style = .grouped, sections: [TableSection] = [],
    origin: Origin
  ) {
    self.content = content
    self.style = style
    self.sections = sections
    self.origin = origin
  }
}

public struct TableSection: Sendable {
  public var title: String?
  public var footer: String?
  public var rows: [TableRow]
  public var origin: Origin

  public init(title: String? = nil, footer: String? = nil, rows: [TableRow] = [], origin: Origin) {
    self.title = title
    self.footer = footer
    self.rows = rows
    self.origin = origin
  }
}

public struct TableRow: Sendable {
  /// How a row shows or edits its value.
  public enum Editor: String, Sendable, CaseIterable {
    case label, text, number, integer, phone, email, date, toggle, picker, push

    /// The keyboard a text-like editor uses unless the row says otherwise.
    public var defaultKeyboard: String? {
      switch self {
      case .text: "default"
      case .number: "decimalPad"
      case .integer: "numberPad"
      case .phone: "phonePad"
      case .email: "emailAddress"
      default: nil
      }
    }
  }

  public var key: String
  /// The label as written; `label` supplies the default.
  public var explicitLabel: String?
  public var editor: Editor
  public var options: [String]
  public var keyboard: String?
  /// The id of the segue a `push` row performs (the segue itself is in the scene's
  /// transitions, with a `.row(key:)` trigger).
  public var segueID: String?
  /// `<row accessibilityID>`: the row's cell's accessibility identifier, as written; nil:
  /// the default (`AccessibilityIdentifiers`).
  public var accessibilityID: String?
  public var origin: Origin

  public init(
    key: String, explicitLabel: String? = nil, editor: Editor = .label, options: [String] = [],
    keyboard: String? = nil, segueID: String? = nil, origin: Origin
  ) {
    self.key = key
    self.explicitLabel = explicitLabel
    self.editor = editor
    self.options = options
    self.keyboard = keyboard
    self.segueID = segueID
    self.origin = origin
  }

  /// The label as written, or the key split into words (`secretIdentity` → `Secret identity`).
  public var label: String {
    explicitLabel ?? Self.words(fromKey: key)
  }

  public static func words(fromKey key: String) -> String {
    var words: [String] = []
    var current = ""
    for character in key {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase && !current.isEmpty && !(current.last?.isUppercase ?? false) {
        words.append(current)
        current = String(character)
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    guard let first = words.first else { return key }
    let rest = words.dropFirst().map {
      $0.count > 1 && $0 == $0.uppercased() ? $0 : $0.lowercased()
    }
    return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
  }

  /// The `UIKeyboardType` case name: the row's, else the editor's default.
  public var effectiveKeyboard: String? {
    keyboard ?? editor.defaultKeyboard
  }

  /// The `UIKeyboardType` case names a row may name.
  public static let keyboardTypes: [String] = [
    "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
    "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
    "asciiCapableNumberPad",
  ]
}
