import Foundation
import Mustache

/// `flowc template render` on one input: the bytes up to the first NUL are the template,
/// the rest (if any) its JSON context. Partials `p`, `q` and `r` recurse and override;
/// the template itself is partial `t`, so it can include itself.
enum MustacheTarget {
  static let partials = [
    "p": "{{#a}}{{>p}}{{/a}}", "q": "{{<q}}{{$b}}{{>q}}{{/b}}{{/q}}", "r": "{{$b}}r{{/b}}",
  ]

  static let defaultContext: MustacheValue = [
    "a": [["a": []], true, "x"], "b": "<b>", "list": [1, 2, 3], "name": "r",
  ]

  static func run(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let source = String(decoding: bytes[..<split], as: UTF8.self)
    var context = defaultContext
    if split < bytes.endIndex {
      guard let decoded = try? MustacheValue(jsonData: Data(bytes[(split + 1)...])) else { return }
      context = decoded
    }
    guard let template = try? Template(source: source, path: "t") else { return }
    var templates = partials
    templates["t"] = source
    for escaping in [Escaping.none, .html] {
      let renderer = Renderer(
        repository: TemplateRepository(templates: templates), escaping: escaping,
        missingPartialsAreEmpty: true)
      _ = try? renderer.render(template, with: context)
    }
  }
}
