import Foundation

extension MustacheValue {
  /// Converts any `Encodable` into a `MustacheValue` directly, without going through JSON
  /// text, so large contexts (thousands of scenes) are cheap to build.
  ///
  /// `nil` optionals become `.null` (or an absent key when encoded with
  /// `encodeIfPresent`, as synthesized conformances do); both are falsey. Integers become
  /// `.int` (unsigned values above `Int.max` become `.double`), floating-point numbers
  /// `.double`, `URL`s their absolute string, and a nested `MustacheValue` is kept as is.
  public init<T: Encodable>(encoding value: T) throws {
    self = try MustacheValueEncoder.value(of: value, parent: nil, key: nil)
  }
}

/// The `Encoder` behind `MustacheValue.init(encoding:)`.
///
/// Each nested `Encodable` gets its own short-lived encoder whose result is collected as
/// soon as its `encode(to:)` returns. The encoder stores object members or array elements
/// itself (no separate box), and its coding path is only built when someone asks for it,
/// which keeps the per-property cost to an array append.
final class MustacheValueEncoder: Encoder {
  private enum Kind {
    case empty, single, object, array
  }

  private let parent: MustacheValueEncoder?
  private let key: (any CodingKey)?
  private var kind = Kind.empty
  private var single = MustacheValue.null
  /// Object members in the order they were written; `result()` makes the dictionary once,
  /// at its final size, instead of growing it member by member (resizing the dictionaries
  /// of scene contexts was 4% of a storyboard build). A later write of a name wins.
  private var members: [(name: String, value: MustacheValue)] = []
  private var elements: [MustacheValue] = []
  /// Containers from `nestedContainer`/`superEncoder`, finished with their owner.
  private var pendingMembers: [(index: Int, encoder: MustacheValueEncoder)] = []
  private var pendingElements: [(index: Int, encoder: MustacheValueEncoder)] = []

  private init(parent: MustacheValueEncoder?, key: (any CodingKey)?) {
    self.parent = parent
    self.key = key
  }

  var codingPath: [any CodingKey] {
    var path: [any CodingKey] = []
    var current: MustacheValueEncoder? = self
    while let encoder = current {
      if let key = encoder.key {
        path.append(key)
      }
      current = encoder.parent
    }
    return path.reversed()
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Encodes `value`, short-circuiting the types that map to a single `MustacheValue`.
  static func value<T: Encodable>(
    of value: T, parent: MustacheValueEncoder?, key: (any CodingKey)?
  ) throws -> MustacheValue {
    if let direct = directValue(of: value) {
      return direct
    }
    let encoder = MustacheValueEncoder(parent: parent, key: key)
    try value.encode(to: encoder)
    return encoder.result()
  }

  /// Type identity comparisons are cheap; casts are only attempted when they succeed.
  private static func directValue<T: Encodable>(of value: T) -> MustacheValue? {
    if T.self == String.self, let string = value as? String { return .string(string) }
    if T.self == Int.self, let int = value as? Int { return .int(int) }
    if T.self == Bool.self, let bool = value as? Bool { return .bool(bool) }
    if T.self == Double.self, let double = value as? Double { return .double(double) }
    if T.self == MustacheValue.self, let mustache = value as? MustacheValue { return mustache }
    if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
    return nil
  }

  /// The value this encoder produced; an encoder nothing was written to yields `.null`.
  func result() -> MustacheValue {
    switch kind {
    case .empty:
      return .null
    case .single:
      return single
    case .object:
      var finished = members
      for (index, encoder) in pendingMembers {
        finished[index].value = encoder.result()
      }
      // Filled member by member: `Dictionary(_:uniquingKeysWith:)` would first convert
      // every labelled pair to an unlabelled one, a copy of the whole array per object.
      var object = [String: MustacheValue](minimumCapacity: finished.count)
      for member in finished {
        object[member.name] = member.value
      }
      return .object(object)
    case .array:
      guard !pendingElements.isEmpty else { return .array(elements) }
      var finished = elements
      for (index, encoder) in pendingElements {
        finished[index] = encoder.result()
      }
      return .array(finished)
    }
  }

  // MARK: Storage used by the containers

  fileprivate func becomeObject() {
    guard kind != .object else { return }
    kind = .object
  }

  fileprivate func becomeArray() {
    guard kind != .array else { return }
    kind = .array
  }

  fileprivate func setMember(_ value: MustacheValue, _ name: String) {
    members.append((name, value))
  }

  fileprivate func setPendingMember(_ name: String, _ key: any CodingKey) -> MustacheValueEncoder {
    let nested = MustacheValueEncoder(parent: self, key: key)
    pendingMembers.append((members.count, nested))
    members.append((name, .null))
    return nested
  }

  fileprivate func appendElement(_ value: MustacheValue) {
    elements.append(value)
  }

  fileprivate var elementCount: Int { elements.count }

  fileprivate func appendPendingElement() -> MustacheValueEncoder {
    let nested = MustacheValueEncoder(
      parent: self, key: MustacheCodingKey(intValue: elements.count))
    pendingElements.append((elements.count, nested))
    elements.append(.null)
    return nested
  }

  fileprivate func setSingle(_ value: MustacheValue) {
    kind = .single
    single = value
  }

  /// Encodes a nested value; `key` is nil for a single-value container's value, which
  /// lives at this encoder's own coding path.
  fileprivate func encodeChild<T: Encodable>(_ value: T, key: (any CodingKey)?) throws
    -> MustacheValue
  {
    try Self.value(of: value, parent: self, key: key)
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    becomeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    becomeArray()
    return UnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }
}

private func integerValue<T: BinaryInteger>(_ value: T) -> MustacheValue {
  if let int = Int(exactly: value) {
    return .int(int)
  }
  return .double(Double(value))
}

private func floatValue(_ value: Float) -> MustacheValue {
  // Go through the shortest decimal text so 1.1 as Float stays 1.1, not 1.100000023841858.
  .double(Double(value.description) ?? Double(value))
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: MustacheValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil(forKey key: Key) throws { encoder.setMember(.null, key.stringValue) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    encoder.setMember(.bool(value), key.stringValue)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    encoder.setMember(.string(value), key.stringValue)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    encoder.setMember(.double(value), key.stringValue)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    encoder.setMember(floatValue(value), key.stringValue)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    encoder.setMember(.int(value), key.stringValue)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    encoder.setMember(integerValue(value), key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.setMember(try encoder.encodeChild(value, key: key), key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.setPendingMember(key.stringValue, key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.setPendingMember(key.stringValue, key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    encoder.setPendingMember("super", MustacheCodingKey("super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder.setPendingMember(key.stringValue, key)
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: MustacheValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { encoder.elementCount }

  mutating func encodeNil() throws { encoder.appendElement(.null) }
  mutating func encode(_ value: Bool) throws { encoder.appendElement(.bool(value)) }
  mutating func encode(_ value: String) throws { encoder.appendElement(.string(value)) }
  mutating func encode(_ value: Double) throws { encoder.appendElement(.double(value)) }
  mutating func encode(_ value: Float) throws { encoder.appendElement(floatValue(value)) }
  mutating func encode(_ value: Int) throws { encoder.appendElement(.int(value)) }
  mutating func encode(_ value: Int8) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: Int16) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: Int32) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: Int64) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: UInt) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: UInt8) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: UInt16) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: UInt32) throws { encoder.appendElement(integerValue(value)) }
  mutating func encode(_ value: UInt64) throws { encoder.appendElement(integerValue(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = MustacheCodingKey(intValue: encoder.elementCount)
    encoder.appendElement(try encoder.encodeChild(value, key: key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.appendPendingElement().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    encoder.appendPendingElement().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    encoder.appendPendingElement()
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: MustacheValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.setSingle(.null) }
  mutating func encode(_ value: Bool) throws { encoder.setSingle(.bool(value)) }
  mutating func encode(_ value: String) throws { encoder.setSingle(.string(value)) }
  mutating func encode(_ value: Double) throws { encoder.setSingle(.double(value)) }
  mutating func encode(_ value: Float) throws { encoder.setSingle(floatValue(value)) }
  mutating func encode(_ value: Int) throws { encoder.setSingle(.int(value)) }
  mutating func encode(_ value: Int8) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: Int16) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: Int32) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: Int64) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: UInt) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: UInt8) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: UInt16) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: UInt32) throws { encoder.setSingle(integerValue(value)) }
  mutating func encode(_ value: UInt64) throws { encoder.setSingle(integerValue(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.setSingle(try encoder.encodeChild(value, key: nil))
  }
}
