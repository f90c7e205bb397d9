import SwiftSourceScan

/// The Objective-C selector Swift gives a method, which is what a storyboard names and
/// what two methods must not share: its `@objc(…)` name when it has one, else the name,
/// then for the first parameter `:` (no label) or `With<Label>:`, for each further one
/// `<label>:` or `:`.
enum ObjCSelectorName {
  static func of(_ method: SwiftDeclaration) -> String {
    if let explicit = method.attributes.first(where: { $0.name == "objc" })?.arguments {
      return String(explicit.filter { !$0.isWhitespace })
    }
    var selector = method.name
    for (position, parameter) in method.parameters.enumerated() {
      if parameter.label == "_" {
        selector += ":"
      } else if position == 0 {
        selector +=
          "With" + parameter.label.prefix(1).uppercased() + parameter.label.dropFirst()
          + ":"
      } else {
        selector += parameter.label + ":"
      }
    }
    return selector
  }
}
