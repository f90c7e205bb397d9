import FlowModel
import FlowXML

/// Reads one element against its schema: reports unknown attributes, missing required
/// ones and text where none belongs, then hands out typed attribute values.
struct ElementReader {
  let element: XMLElement
  let schema: ElementSchema

  /// Checks the element's own attributes; returns false when a required one is missing,
  /// in which case the element is left out of the model (and only that is reported).
  func checkAttributes(into log: inout DiagnosticLog) -> Bool {
    for index in element.attributes.indices
    where !schema.attributes.contains(element.attributes[index].name) {
      let attribute = element.attributes[index]
      log.report(
        .error(
          .unknownAttribute, "unknown attribute '\(attribute.name)' on <\(element.name)>",
          at: attribute.location,
          suggestion: NameSuggester.nearest(to: attribute.name, in: schema.attributes).map {
            .name($0)
          }))
    }
    var complete = true
    for name in schema.required where !element.hasAttribute(name) {
      log.report(
        .error(
          .missingAttribute, "<\(element.name)> needs a '\(name)' attribute",
          at: element.location))
      complete = false
    }
    if let textLocation = element.textLocation {
      log.report(
        .error(
          .unexpectedText, "unexpected text inside <\(element.name)>", at: textLocation))
    }
    return complete
  }

  var origin: Origin {
    Origin(
      location: element.location,
      attributes: AttributeLocations(element.attributes))
  }

  subscript(name: String) -> String? {
    element[attribute: name]
  }

  /// A required attribute's value; only called after `checkAttributes` succeeded.
  func required(_ name: String) -> String {
    element[attribute: name] ?? ""
  }

  /// `true` or `false`; anything else is reported and read as false.
  func bool(_ name: String, into log: inout DiagnosticLog) -> Bool {
    guard let attribute = element.attribute(name) else { return false }
    switch attribute.value {
    case "true": return true
    case "false": return false
    default:
      log.report(
        .error(
          .invalidValue,
          "'\(name)' must be 'true' or 'false', not '\(attribute.value)'",
          at: attribute.valueLocation))
      return false
    }
  }

  /// `true` or `false`, or nil when not written; anything else is reported and read as nil.
  func optionalBool(_ name: String, into log: inout DiagnosticLog) -> Bool? {
    guard let attribute = element.attribute(name) else { return nil }
    let value = bool(name, into: &log)
    return attribute.value == "true" || attribute.value == "false" ? value : nil
  }

  /// One of a fixed set of words; anything else is reported (with the nearest word) and
  /// read as nil.
  func choice<Value>(
    _ name: String, among values: [String], into log: inout DiagnosticLog,
    _ make: (String) -> Value?
  ) -> Value? {
    guard let attribute = element.attribute(name) else { return nil }
    if values.contains(attribute.value), let value = make(attribute.value) { return value }
    reportInvalidChoice(attribute, among: values, into: &log)
    return nil
  }

  /// One of an enumeration's raw values; the list of words is only made for an error,
  /// since this runs for attributes of every row and bar button.
  func choice<Value: RawRepresentable & CaseIterable>(
    _ name: String, of type: Value.Type, into log: inout DiagnosticLog
  ) -> Value? where Value.RawValue == String {
    guard let attribute = element.attribute(name) else { return nil }
    if let value = Value(rawValue: attribute.value) { return value }
    reportInvalidChoice(attribute, among: Value.allCases.map(\.rawValue), into: &log)
    return nil
  }

  func reportInvalidChoice(
    _ attribute: XMLAttribute, among values: [String], into log: inout DiagnosticLog
  ) {
    log.report(
      .error(
        .invalidValue,
        "'\(attribute.value)' is not a valid '\(attribute.name)' of <\(element.name)> (one of: \(values.joined(separator: ", ")))",
        at: attribute.valueLocation,
        suggestion: NameSuggester.nearest(to: attribute.value, in: values).map { .name($0) }))
  }

  /// The children the schema allows, in order; every other one is reported once.
  func children(into log: inout DiagnosticLog) -> [XMLElement] {
    // Usually every child is allowed: then the element's own array is shared, not copied.
    if element.children.allSatisfy({ schema.children.contains($0.name) }) {
      return element.children
    }
    return element.children.filter { child in
      if schema.children.contains(child.name) { return true }
      let message: String
      let homes = ElementSchema.format.keys.sorted().filter {
        ElementSchema.format[$0]?.children.contains(child.name) ?? false
      }
      if let home = homes.contains("scene") ? "scene" : homes.first {
        message = "<\(child.name)> cannot appear inside <\(element.name)>; it belongs in <\(home)>"
      } else {
        message = "unknown element <\(child.name)> inside <\(element.name)>"
      }
      log.report(
        .error(
          .unknownElement, message, at: child.location,
          suggestion: NameSuggester.nearest(to: child.name, in: schema.children).map {
            .element($0)
          }))
      return false
    }
  }
}
