/// A JSON document to write: what flowc's reports (SARIF) and schemas are built from,
/// written in one layout (two-space indentation, members in the order given) so that the
/// same input always gives the same bytes.
public indirect enum JSONOutput: Sendable, Equatable {
  case object([(String, JSONOutput)])
  case array([JSONOutput])
  case string(String)
  case int(Int)
  case bool(Bool)

  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    lhs.text == rhs.text
  }

  /// The document, ending with a line break.
  public var text: String {
    var out = ""
    write(into: &out, indent: "")
    return out + "\n"
  }

  func write(into out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .string(let value): out += JSONText.quoted(value)
    case .int(let value): out += String(value)
    case .bool(let value): out += value ? "true" : "false"
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      // Short arrays of scalars stay on one line: enum lists read better that way.
      if elements.count <= 16, elements.allSatisfy(\.isScalar) {
        var line = "["
        for (index, element) in elements.enumerated() {
          if index > 0 { line += ", " }
          element.write(into: &line, indent: inner)
        }
        if line.count + indent.count < 100 {
          out += line + "]"
          return
        }
      }
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += inner
        element.write(into: &out, indent: inner)
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += inner + JSONText.quoted(member.0) + ": "
        member.1.write(into: &out, indent: inner)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  var isScalar: Bool {
    switch self {
    case .object, .array: false
    case .string, .int, .bool: true
    }
  }
}
