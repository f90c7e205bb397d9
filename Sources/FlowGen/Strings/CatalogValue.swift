import FlowModel

/// A JSON value of a String Catalog, with object members in order, so that whatever a
/// person or Xcode put in a catalog (translations, plural variations, `shouldTranslate`,
/// keys flowc does not know) survives a rebuild exactly.
public indirect enum CatalogValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([CatalogValue])
  case object([(key: String, value: CatalogValue)])

  public static func == (lhs: CatalogValue, rhs: CatalogValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The value read by flowc's JSON reader, without its locations.
  init(_ node: JSONNode) {
    switch node {
    case .null: self = .null
    case .bool(let value, _): self = .bool(value)
    case .number(let value, _): self = .number(value)
    case .string(let value, _): self = .string(value)
    case .array(let elements, _): self = .array(elements.map(CatalogValue.init))
    case .object(let members, _):
      self = .object(members.map { (key: $0.key, value: CatalogValue($0.value)) })
    }
  }

  /// The member named `key` of an object.
  subscript(key: String) -> CatalogValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members.last { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.lastIndex(where: { $0.key == key }) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
        }
      } else if let newValue {
        members.append((key: key, value: newValue))
      }
      self = .object(members)
    }
  }

  var objectMembers: [(key: String, value: CatalogValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  // MARK: - Writing

  /// The value as Xcode writes a catalog: two-space indentation, `"key" : value`, object
  /// keys sorted, so that a catalog Xcode saves and one flowc writes differ only where
  /// their contents do.
  public func text() -> String {
    var output = ""
    write(into: &output, indent: "")
    return output + "\n"
  }

  func write(into output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        output += String(Int64(value))
      } else {
        output += String(value)
      }
    case .string(let value): output += Self.quoted(value)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[\n\n" + indent + "]"
        return
      }
      output += "[\n"
      let inner = indent + "  "
      for (position, element) in elements.enumerated() {
        output += inner
        element.write(into: &output, indent: inner)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{\n\n" + indent + "}"
        return
      }
      output += "{\n"
      let inner = indent + "  "
      let sorted = members.sorted { $0.key < $1.key }
      for (position, member) in sorted.enumerated() {
        output += inner + Self.quoted(member.key) + " : "
        member.value.write(into: &output, indent: inner)
        output += position == sorted.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}
