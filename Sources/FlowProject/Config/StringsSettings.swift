import FlowModel

extension ProjectConfig {
  /// `strings` in flowc.json: where the text of the flows is looked up, and whether
  /// `flowc build` writes its String Catalog.
  public struct StringsSettings: Sendable, Equatable {
    /// `strings.table`: one strings table for every flow; nil: each flow's own name.
    public var table: String?
    /// `strings.sourceLanguage`: the language the flows are written in.
    public var sourceLanguage: String
    /// `strings.catalog`: write `<table>.xcstrings` beside the machine files.
    public var catalog: Bool

    public init(table: String? = nil, sourceLanguage: String = "en", catalog: Bool = true) {
      self.table = table
      self.sourceLanguage = sourceLanguage
      self.catalog = catalog
    }

    public static let keys = ["table", "sourceLanguage", "catalog"]
  }
}

extension ProjectConfigDecoder {
  static func strings(_ member: JSONMember, into log: inout DiagnosticLog)
    -> ProjectConfig.StringsSettings
  {
    var settings = ProjectConfig.StringsSettings()
    guard case .object(let members, _) = member.value else {
      log.report(typeError("strings", "an object", member.value))
      return settings
    }
    for item in members where !isComment(item.key) {
      switch item.key {
      case "table":
        guard let table = string(item, into: &log) else { continue }
        if let (scalar, _) = InvisibleCharacters.first(in: table) {
          // The table names a file (`<table>.xcstrings`) and reaches generated code: the
          // rule of file names (`SourceFile.load`) holds for it too.
          log.report(
            .error(
              .fileNameUnsafe,
              "'table' holds the invisible character \(InvisibleCharacters.name(scalar)), which could change generated code, file names or logs; remove it",
              at: item.value.location))
        } else if isFileName(table) {
          settings.table = table
        } else {
          log.report(
            .error(
              .configType,
              "'table' must be a file name without '/' (the catalog is '<table>.xcstrings'), not '\(table)'",
              at: item.value.location))
        }
      case "sourceLanguage":
        guard let language = string(item, into: &log) else { continue }
        if isLanguageTag(language) {
          settings.sourceLanguage = language
        } else {
          log.report(
            .error(
              .configType,
              "'sourceLanguage' must be a language code such as en, es or pt-BR, not '\(language)'",
              at: item.value.location))
        }
      case "catalog":
        guard case .bool(let value, _) = item.value else {
          log.report(typeError("catalog", "true or false", item.value))
          continue
        }
        settings.catalog = value
      default:
        log.report(unknownKey(item, among: ProjectConfig.StringsSettings.keys, in: "strings"))
      }
    }
    return settings
  }

  /// A name a file can have in one folder: not empty, no `/`, no NUL, not `.` or `..`.
  static func isFileName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/")
      && !name.unicodeScalars.contains { $0.value < 0x20 }
  }

  /// `en`, `es`, `pt-BR`, `zh-Hans`: letters, then subtags of letters and digits.
  static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...8).contains(first.count),
      first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count)
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
  }
}
