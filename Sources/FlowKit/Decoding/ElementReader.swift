/// Reads one element against its schema: reports unknown attributes, missing required
/// ones and text where none belongs, then hands out typed attribute values.
struct ElementReader {
  let element: XMLElement
  let schema: ElementSchema

  /// Checks the element's own attributes; returns false when a required one is missing,
  /// in which case the element is left out of the model (and only that is reported).
  func checkAttributes(into log: inout DiagnosticLog) -> Bool {
    for attribute in element.attributes where !schema.attributes.contains(attribute.name) {
      log.report(
        .error(
          .unknownAttribute, "unknown attribute '\(attribute.name)' on <\(element.name)>",
          at: attribute.location,
          suggestion: NameSuggester.nearest(to: attribute.name, in: schema.attributes).map {
            .name($0)
          }))
    }
    var complete = true
    for name in schema.required where element.attribute(name) == nil {
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
      attributes: AttributeLocations(element.attributes.map { ($0.name, $0.location) }))
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

  /// One of a fixed set of words; anything else is reported (with the nearest word) and
  /// read as nil.
  func choice<Value>(
    _ name: String, among values: [String], into log: inout DiagnosticLog,
    _ make: (String) -> Value?
  ) -> Value? {
    guard let attribute = element.attribute(name) else { return nil }
    if values.contains(attribute.value), let value = make(attribute.value) { return value }
    log.report(
      .error(
        .invalidValue,
        "'\(attribute.value)' is not a valid '\(name)' of <\(element.name)> (one of: \(values.joined(separator: ", ")))",
        at: attribute.valueLocation,
        suggestion: NameSuggester.nearest(to: attribute.value, in: values).map { .name($0) }))
    return nil
  }

  /// The children the schema allows, in order; every other one is reported once.
  func children(into log: inout DiagnosticLog) -> [XMLElement] {
    element.children.filter { child in
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
