import FlowModel
import Foundation

/// A String Catalog (`<table>.xcstrings`, the JSON file Xcode 15 and later compiles into
/// a strings table), kept in step with the flows whose text it holds.
///
/// The catalog is the one generated file a person also edits: translators fill in its
/// languages. So a build never rewrites it from scratch; it merges the flows' texts into
/// what is there:
///
/// - a key the flows have gets their comment, the source-language value and
///   `extractionState: manual` (Xcode leaves manual keys alone rather than deleting what
///   it finds no code for); when the source value changed, translations already made are
///   marked `needs_review`, as Xcode does;
/// - a key the flows no longer have (it starts with one of their `<Flow>.` prefixes) is
///   deleted when nobody translated it, and otherwise kept, marked `stale`;
/// - everything else, keys of other origin, other languages, variations, unknown members,
///   is kept as it was.
public struct StringCatalog: Sendable, Equatable {
  public var root: CatalogValue

  public init(sourceLanguage: String) {
    root = .object([
      (key: "sourceLanguage", value: .string(sourceLanguage)),
      (key: "strings", value: .object([])),
      (key: "version", value: .string("1.0")),
    ])
  }

  init(root: CatalogValue) {
    self.root = root
  }

  /// A catalog that cannot be merged into: not JSON, or not a catalog's shape. The build
  /// stops rather than replace a file that may hold translations.
  public struct ReadError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    /// The diagnostic as a text report shows it (`path:line:col: error: …`), without the
    /// line break the report puts after it.
    public var description: String {
      String(DiagnosticRenderer(format: .text).render([diagnostic]).dropLast())
    }
  }

  /// The catalog at `path`, or nil when there is no file.
  public static func read(path: String) throws(ReadError) -> StringCatalog? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let source: SourceFile
    switch SourceFile.load(path: path) {
    case .failure(let diagnostic): throw ReadError(diagnostic: diagnostic)
    case .success(let loaded): source = loaded
    }
    return try parse(source)
  }

  static func parse(_ source: SourceFile) throws(ReadError) -> StringCatalog {
    let node: JSONNode
    switch JSONReader.read(source) {
    case .failure(let diagnostic):
      var diagnostic = diagnostic
      diagnostic = .error(
        .catalogMalformed,
        diagnostic.message
          + "; the String Catalog is kept as it is: fix it, or delete it to start afresh",
        at: diagnostic.location)
      throw ReadError(diagnostic: diagnostic)
    case .success(let root): node = root
    }
    let root = CatalogValue(node)
    guard root.objectMembers != nil else {
      throw ReadError(
        diagnostic: .error(
          .catalogMalformed, "a String Catalog must be a JSON object", at: node.location))
    }
    if let strings = root["strings"], strings.objectMembers == nil {
      throw ReadError(
        diagnostic: .error(
          .catalogMalformed, "'strings' in a String Catalog must be an object",
          at: location(of: "strings", in: node)))
    }
    return StringCatalog(root: root)
  }

  static func location(of key: String, in node: JSONNode) -> SourceLocation {
    if case .object(let members, _) = node, let member = members.first(where: { $0.key == key }) {
      return member.keyLocation
    }
    return node.location
  }

  /// The entries, by key.
  var strings: [(key: String, value: CatalogValue)] {
    root["strings"]?.objectMembers ?? []
  }

  /// The entry of `key`, if any.
  public func entry(_ key: String) -> CatalogValue? {
    root["strings"]?[key]
  }

  // MARK: - Merging

  /// Merges `texts` in, as the type's documentation says.
  ///
  /// - Parameters:
  ///   - ownedPrefixes: the `<Flow>.` prefixes of the flows this catalog serves: a key
  ///     with one of them that is not among `texts` was removed from its flow.
  public mutating func merge(
    _ texts: [LocalizedText], ownedPrefixes: [String], sourceLanguage: String
  ) {
    root["sourceLanguage"] = .string(sourceLanguage)
    if root["version"] == nil { root["version"] = .string("1.0") }
    var entries = strings
    var indexByKey: [String: Int] = [:]
    for (index, entry) in entries.enumerated() { indexByKey[entry.key] = index }
    var current = Set<String>()
    for text in texts {
      current.insert(text.key)
      if let index = indexByKey[text.key] {
        entries[index].value = Self.updated(
          entries[index].value, with: text, sourceLanguage: sourceLanguage)
      } else {
        indexByKey[text.key] = entries.count
        entries.append(
          (
            key: text.key,
            value: Self.updated(.object([]), with: text, sourceLanguage: sourceLanguage)
          ))
      }
    }
    entries = entries.compactMap { entry in
      guard !current.contains(entry.key),
        ownedPrefixes.contains(where: { entry.key.hasPrefix($0) })
      else { return entry }
      guard Self.hasTranslations(entry.value, sourceLanguage: sourceLanguage) else { return nil }
      var stale = entry.value
      stale["extractionState"] = .string("stale")
      return (key: entry.key, value: stale)
    }
    root["strings"] = .object(entries)
  }

  static func updated(_ entry: CatalogValue, with text: LocalizedText, sourceLanguage: String)
    -> CatalogValue
  {
    var entry = entry.objectMembers == nil ? .object([]) : entry
    entry["comment"] = .string(text.comment)
    entry["extractionState"] = .string("manual")
    var localizations = entry["localizations"] ?? .object([])
    if localizations.objectMembers == nil { localizations = .object([]) }
    var source = localizations[sourceLanguage] ?? .object([])
    let previous = source["stringUnit"]?["value"]?.stringValue
    if source["variations"] == nil {
      source["stringUnit"] = .object([
        (key: "state", value: .string("translated")), (key: "value", value: .string(text.value)),
      ])
    }
    localizations[sourceLanguage] = source
    if let previous, previous != text.value, var members = localizations.objectMembers {
      for index in members.indices where members[index].key != sourceLanguage {
        var unit = members[index].value["stringUnit"]
        if unit?["state"] != nil {
          unit?["state"] = .string("needs_review")
          members[index].value["stringUnit"] = unit
        }
      }
      localizations = .object(members)
    }
    entry["localizations"] = localizations
    return entry
  }

  /// True when some language other than the source has an entry for the key.
  static func hasTranslations(_ entry: CatalogValue, sourceLanguage: String) -> Bool {
    guard let localizations = entry["localizations"]?.objectMembers else { return false }
    return localizations.contains { $0.key != sourceLanguage }
  }

  /// The catalog's bytes as Xcode writes them.
  public var data: Data {
    Data(root.text().utf8)
  }
}
