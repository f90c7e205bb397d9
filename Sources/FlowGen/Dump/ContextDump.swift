import FlowModel
import Foundation
import Mustache

/// `flowc dump`: a flow's template context as JSON, exactly the data the Swift templates
/// are rendered with, so that a template author can see every key and value.
public enum ContextDump {
  /// The context as the templates see it (through the same encoder), printed with
  /// sorted keys and two-space indentation, so that the same flow always dumps the same
  /// bytes on every platform; absent values appear as `null`, never as a missing key.
  public static func json(_ context: some Encodable) throws -> Data {
    var printer = JSONPrinter()
    printer.print(try MustacheValue(encoding: context), indent: 0)
    printer.text.append("\n")
    return Data(printer.text.utf8)
  }
}

/// A small JSON printer for `MustacheValue`, whose output does not depend on the
/// platform's `JSONEncoder` (which formats empty collections and escapes differently).
struct JSONPrinter {
  var text = ""

  mutating func print(_ value: MustacheValue, indent: Int) {
    switch value {
    case .null: text += "null"
    case .bool(let bool): text += bool ? "true" : "false"
    case .int(let int): text += String(int)
    case .double(let double): text += double.isFinite ? String(double) : "null"
    case .string(let string): printString(string)
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, item) in items.enumerated() {
        text += String(repeating: " ", count: indent + 2)
        print(item, indent: indent + 2)
        text += index == items.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        text += String(repeating: " ", count: indent + 2)
        printString(key)
        text += ": "
        print(members[key]!, indent: indent + 2)
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    }
  }

  mutating func printString(_ string: String) {
    text += ConsoleEscaping.jsonString(string)
  }
}
