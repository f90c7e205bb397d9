/// The data a template is rendered with: a JSON-like tree of values.
///
/// Templates only ever see this type, which keeps the engine independent of whatever
/// model produced the data. Build it from JSON (`init(jsonData:)`), from any `Encodable`
/// (`init(encoding:)`), or with literals.
///
/// Truthiness follows the Mustache spec (whose reference implementation is Ruby):
/// only `null`, `false` and the empty array are falsey. Empty strings, `0` and empty
/// objects are truthy.
public enum MustacheValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([MustacheValue])
  case object([String: MustacheValue])

  /// Whether a section `{{#name}}` renders (and an inverted section `{{^name}}` does not).
  public var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let value): return value
    case .array(let items): return !items.isEmpty
    case .int, .double, .string, .object: return true
    }
  }

  /// The member named `key` when this value is an object; `nil` otherwise.
  public subscript(key: String) -> MustacheValue? {
    member(key)
  }

  /// Context-stack lookups call this in their inner loop; it reads the dictionary in place.
  @inline(__always)
  func member(_ key: String) -> MustacheValue? {
    if case .object(let members) = self {
      return members[key]
    }
    return nil
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// Later duplicates of a key replace earlier ones.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension MustacheValue: Encodable {
  /// Encodes the value as the JSON-like structure it models, so a `MustacheValue` can be
  /// embedded in an `Encodable` context and passes through `init(encoding:)` unchanged.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let items):
      var container = encoder.unkeyedContainer()
      for item in items {
        try container.encode(item)
      }
    case .object(let members):
      var container = encoder.container(keyedBy: MustacheCodingKey.self)
      for (key, member) in members {
        try container.encode(member, forKey: MustacheCodingKey(key))
      }
    }
  }
}

/// A coding key for arbitrary string keys.
struct MustacheCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init(stringValue: String) {
    self.init(stringValue)
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
