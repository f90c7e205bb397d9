/// A JSON value that remembers where it was written, so that a config error can point at
/// the key at fault (Foundation's JSON reader keeps no positions).
public indirect enum JSONNode: Sendable {
  case null(SourceLocation)
  case bool(Bool, SourceLocation)
  case number(Double, SourceLocation)
  case string(String, SourceLocation)
  case array([JSONNode], SourceLocation)
  /// Members in file order; each key with the location of its opening quote.
  case object([JSONMember], SourceLocation)

  public var location: SourceLocation {
    switch self {
    case .null(let location), .bool(_, let location), .number(_, let location),
      .string(_, let location), .array(_, let location), .object(_, let location):
      location
    }
  }

  /// How a value's type reads in a message: "a string", "an array".
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

public struct JSONMember: Sendable {
  public var key: String
  public var keyLocation: SourceLocation
  public var value: JSONNode
}
