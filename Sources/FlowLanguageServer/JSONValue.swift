import FlowModel

/// A JSON-RPC message or part of one, as plain data. Messages are read with the project's
/// own strict reader (`JSONReader`, depth-limited) and written by `serialized()`; a small
/// value type of our own keeps Foundation's bridged numbers (is `1` a Bool?) out of the
/// protocol.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The message in `bytes`, or the reader's diagnostic saying where it is malformed.
  public static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Diagnostic> {
    JSONReader.read(SourceFile(path: "<message>", bytes: bytes)).map(JSONValue.init)
  }

  public init(_ node: JSONNode) {
    switch node {
    case .null: self = .null
    case .bool(let value, _): self = .bool(value)
    case .number(let value, _): self = .number(value)
    case .string(let value, _): self = .string(value)
    case .array(let items, _): self = .array(items.map(JSONValue.init))
    case .object(let members, _):
      // A repeated key keeps its last value, as most JSON readers do.
      var object: [String: JSONValue] = [:]
      for member in members { object[member.key] = JSONValue(member.value) }
      self = .object(object)
    }
  }

  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { object[key] } else { nil }
  }

  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// A number that is a whole number within `Int`'s range (positions, ids, versions).
  public var int: Int? {
    guard case .number(let value) = self, value.rounded() == value,
      value >= -9_007_199_254_740_992, value <= 9_007_199_254_740_992
    else { return nil }
    return Int(value)
  }

  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  public var array: [JSONValue]? {
    if case .array(let items) = self { items } else { nil }
  }

  public var object: [String: JSONValue]? {
    if case .object(let object) = self { object } else { nil }
  }

  /// Compact JSON text, keys sorted so that the same value is always the same bytes.
  public func serialized() -> String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 {
        text += String(Int(value))
      } else if value.isFinite {
        text += "\(value)"
      } else {
        text += "null"
      }
    case .string(let value): text += JSONText.quoted(value)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        item.write(into: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      for (index, key) in object.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        text += JSONText.quoted(key)
        text += ":"
        object[key]!.write(into: &text)
      }
      text += "}"
    }
  }

}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  public init(nilLiteral: ()) { self = .null }

  public init(_ value: Int) { self = .number(Double(value)) }
}
