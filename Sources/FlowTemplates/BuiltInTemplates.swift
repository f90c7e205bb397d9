/// The templates that ship with flowc, inside the executable, so that a copied `flowc` is
/// one file that works anywhere: `files` (EmbeddedTemplates.swift) holds every file of the
/// package's `Templates/` folder, written by `swift run TemplateEmbedder`.
public enum BuiltInTemplates {
  /// The extension of a file that is a template; its name is its path without it.
  public static let fileExtension = "mustache"

  /// Every built-in template's source by name (`swift/machine` for
  /// `Templates/swift/machine.mustache`), as a TemplateRepository takes them.
  public static let sources: [String: String] = {
    let suffix = "." + fileExtension
    var sources: [String: String] = [:]
    for (path, text) in files where path.hasSuffix(suffix) {
      sources[String(path.dropLast(suffix.count))] = text
    }
    return sources
  }()
}
