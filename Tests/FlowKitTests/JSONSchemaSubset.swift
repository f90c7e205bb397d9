import FlowKit
import Foundation

/// A validator for the part of JSON Schema (draft 2020-12) that flowc's config schema
/// uses, over the project's own JSON reader, so that tests check configs against the
/// schema without a package from outside the toolchain. A keyword it does not know is
/// itself a problem: a test cannot pass while part of the schema is ignored.
enum JSONSchemaSubset {
  /// Keywords that only describe.
  static let annotations: Set<String> = ["$schema", "$id", "title", "description"]

  static func read(_ text: String, path: String = "test.json") throws -> JSONNode {
    try JSONReader.read(SourceFile(path: path, text: text)).get()
  }

  /// The problems of `value` against `schema`; empty when it is valid.
  static func problems(of value: JSONNode, against schema: JSONNode, at path: String = "$")
    -> [String]
  {
    if case .bool(let allowed, _) = schema { return allowed ? [] : ["\(path): not allowed"] }
    guard case .object(let keywords, _) = schema else { return ["\(path): schema is no object"] }
    var problems: [String] = []
    for keyword in keywords where !annotations.contains(keyword.key) {
      let argument = keyword.value
      switch keyword.key {
      case "type":
        if case .string(let type, _) = argument, !matches(value, type: type) {
          problems.append("\(path): is \(value.typeDescription), not of type \(type)")
        }
      case "enum":
        guard case .array(let options, _) = argument else { return ["\(path): bad enum"] }
        if !options.contains(where: { equal($0, value) }) {
          problems.append("\(path): \(describe(value)) is not in the enum")
        }
      case "exclusiveMinimum":
        if case .number(let number, _) = value, case .number(let minimum, _) = argument,
          number <= minimum
        {
          problems.append("\(path): \(number) is not above \(minimum)")
        }
      case "items":
        if case .array(let elements, _) = value {
          for (index, element) in elements.enumerated() {
            problems += Self.problems(of: element, against: argument, at: "\(path)[\(index)]")
          }
        }
      case "oneOf":
        guard case .array(let options, _) = argument else { return ["\(path): bad oneOf"] }
        let passing = options.filter { Self.problems(of: value, against: $0, at: path).isEmpty }
        if passing.count != 1 {
          problems.append("\(path): matches \(passing.count) of oneOf's \(options.count) schemas")
        }
      case "required":
        if case .object(let members, _) = value, case .array(let names, _) = argument {
          for case .string(let name, _) in names where !members.contains(where: { $0.key == name })
          {
            problems.append("\(path): '\(name)' is missing")
          }
        }
      case "properties", "patternProperties", "additionalProperties":
        break  // together, below
      default:
        problems.append("\(path): the validator does not know the keyword '\(keyword.key)'")
      }
    }
    if case .object(let members, _) = value {
      problems += objectProblems(members, schema: keywords, at: path)
    }
    return problems
  }

  static func objectProblems(_ members: [JSONMember], schema: [JSONMember], at path: String)
    -> [String]
  {
    func keyword(_ name: String) -> JSONNode? { schema.first { $0.key == name }?.value }
    var properties: [JSONMember] = []
    if case .object(let found, _) = keyword("properties") { properties = found }
    var patterns: [JSONMember] = []
    if case .object(let found, _) = keyword("patternProperties") { patterns = found }
    var problems: [String] = []
    for member in members {
      let place = "\(path).\(member.key)"
      var matched = false
      if let property = properties.first(where: { $0.key == member.key }) {
        matched = true
        problems += Self.problems(of: member.value, against: property.value, at: place)
      }
      for pattern in patterns
      where member.key.range(of: pattern.key, options: .regularExpression) != nil {
        matched = true
        problems += Self.problems(of: member.value, against: pattern.value, at: place)
      }
      if !matched, let additional = keyword("additionalProperties") {
        problems += Self.problems(of: member.value, against: additional, at: place)
      }
    }
    return problems
  }

  static func matches(_ value: JSONNode, type: String) -> Bool {
    switch (value, type) {
    case (.object, "object"), (.array, "array"), (.string, "string"), (.bool, "boolean"),
      (.number, "number"), (.null, "null"):
      true
    default: false
    }
  }

  static func equal(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a, _), .string(let b, _)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.bool(let a, _), .bool(let b, _)): a == b
    case (.null, .null): true
    default: false
    }
  }

  static func describe(_ value: JSONNode) -> String {
    if case .string(let text, _) = value { return "'\(text)'" }
    return value.typeDescription
  }
}
