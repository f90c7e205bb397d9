import FlowModel

/// Where the generated code needs a class — an outlet (`@IBOutlet weak var x: T!`), a
/// scene's superclass, a container's, a cell's or a segue's class — a type name is not
/// enough: `UILabel?` gives `UILabel?!`, `[UILabel]` a weak array and `Int` a weak struct,
/// none of which swiftc accepts. These must be a class name, optionally module-qualified
/// (`MyKit.BadgeView`).
enum ClassTypeRules {
  /// Swift and Foundation value types a flow might name where a class is needed.
  static let valueTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Float", "Double", "Float16", "Float80", "CGFloat", "Bool", "String", "Substring",
    "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "Date", "URL",
    "Data", "UUID", "Decimal", "IndexPath", "IndexSet", "CGRect", "CGSize", "CGPoint",
    "CGVector", "NSRange", "Measurement", "Any",
  ]

  /// Whether `name` is dotted identifiers (`UILabel`, `MyKit.BadgeView`) naming no known
  /// value type; with `genericArguments`, a generic class's arguments may follow
  /// (`UIHostingController<AnyView>`: a superclass or a cast may be generic, an outlet,
  /// which Objective-C sees, may not).
  static func isClassName(_ name: String, genericArguments: Bool = false) -> Bool {
    if let answer = isASCIIClassName(name, genericArguments: genericArguments) {
      return answer
    }
    var head = Substring(name)
    if genericArguments, let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
      head = name[..<open]
    }
    let parts = head.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.allSatisfy({ SwiftNames.isIdentifier(String($0)) }) else {
      return false
    }
    return !valueTypes.contains(String(parts[parts.count - 1]))
  }

  /// `isClassName` for a name that is all ASCII (nearly every name), read byte by byte;
  /// nil when the name is not ASCII. In ASCII every character is one byte (a "\r\n" pair
  /// holds neither "." nor "<"), so the answer is the same as splitting characters, which
  /// took a tenth of checking a 10,000-scene flow. Only the last part becomes a string,
  /// to be looked up among the value types.
  static func isASCIIClassName(_ name: String, genericArguments: Bool) -> Bool? {
    SwiftNames.withBytes(of: name) { bytes -> Bool? in
      for byte in bytes where byte >= 0x80 { return nil }
      var end = bytes.endIndex
      if genericArguments, bytes.last == UInt8(ascii: ">"),
        let open = bytes.firstIndex(of: UInt8(ascii: "<"))
      {
        end = open
      }
      var partStart = bytes.startIndex
      for index in partStart..<end where bytes[index] == UInt8(ascii: ".") {
        guard SwiftNames.isIdentifier(bytes: bytes[partStart..<index]) else { return false }
        partStart = index + 1
      }
      let last = bytes[partStart..<end]
      return SwiftNames.isIdentifier(bytes: last) && !isValueType(last)
    }
  }

  /// Whether these bytes spell one of `valueTypes`, compared with the few of their length.
  static func isValueType(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard bytes.count < valueTypesByLength.count else { return false }
    return valueTypesByLength[bytes.count].contains { $0.elementsEqual(bytes) }
  }

  /// `valueTypes` as UTF-8 bytes, by length: `valueTypesByLength[n]` holds those of n bytes.
  static let valueTypesByLength: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: (valueTypes.map(\.utf8.count).max() ?? 0) + 1)
    for name in valueTypes { table[name.utf8.count].append(Array(name.utf8)) }
    return table
  }()

  /// Reports `name` unless it is a class name, with a fix where one is plain: `UILabel?`
  /// → `UILabel`; for an outlet, `[UILabel]` → `collection="true"`. Names that are not
  /// even type names are left to `IdentifierRules`.
  static func check(
    _ name: String?, _ attribute: String, of what: String, at origin: Origin,
    isOutlet: Bool = false, isCollection: Bool = false, into log: inout DiagnosticLog
  ) {
    guard let name, !isClassName(name, genericArguments: !isOutlet), SwiftNames.isTypeName(name)
    else { return }
    let trimmed = trimmingSpaces(Substring(name))
    var suggestion: Suggestion?
    var reason = "it must be a class name, optionally module-qualified (UILabel, MyKit.BadgeView)"
    if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
      var stripped = Substring(trimmed)
      while stripped.last == "?" || stripped.last == "!" { stripped = stripped.dropLast() }
      let bare = trimmingSpaces(stripped)
      if isClassName(bare) {
        suggestion = .name(bare)
        reason =
          isOutlet
          ? "flowc declares outlets implicitly unwrapped already (\(bare)!)"
          : "it must be a class name, without '?' or '!'"
      }
    } else if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") {
      let element = trimmingSpaces(trimmed.dropFirst().dropLast())
      if isOutlet, isClassName(element) {
        suggestion =
          isCollection
          ? .name(element)
          : Suggestion(
            replacement: element, display: "type=\"\(element)\" collection=\"true\"")
        reason =
          isCollection
          ? "a collection outlet's type is its element's class"
          : "an outlet collection is written with collection=\"true\" and the element's class"
      }
    } else if let last = trimmed.split(separator: ".").last, valueTypes.contains(String(last)) {
      reason =
        isOutlet
        ? "'\(last)' is not a class; an outlet holds an object of the storyboard (a view, a control, a gesture recognizer, a constraint)"
        : "'\(last)' is not a class"
    } else if trimmed.contains("<") {
      reason = "an outlet cannot hold a generic class (Objective-C cannot see it)"
    }
    log.report(
      .error(
        .classTypeExpected, "\(what) \(attribute) '\(name)' is not a class name: \(reason)",
        at: origin.location(of: attribute), suggestion: suggestion))
  }

  static func trimmingSpaces(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
