import Foundation

/// The String Catalogs of a build: one `<table>.xcstrings` per strings table, in the
/// output folder, each the merge of the flows' texts into the catalog already there.
public enum StringCatalogFiles {
  /// The catalog files for `texts` (one `FlowTexts` per flow), grouped by table in the
  /// order the tables first appear.
  ///
  /// - Throws: `StringCatalog.ReadError` when a catalog on disk cannot be merged into;
  ///   nothing has been written.
  public static func files(
    for texts: [FlowTexts], settings: LocalizationSettings, outputDirectory: String
  ) throws(StringCatalog.ReadError) -> [PlannedFile] {
    var tables: [String] = []
    var flowsByTable: [String: [FlowTexts]] = [:]
    for flow in texts {
      if flowsByTable[flow.table] == nil { tables.append(flow.table) }
      flowsByTable[flow.table, default: []].append(flow)
    }
    var files: [PlannedFile] = []
    for table in tables {
      let flows = flowsByTable[table] ?? []
      let path = SwiftGenerator.path(outputDirectory, table + ".xcstrings")
      let existing = try StringCatalog.read(path: path)
      // A table with no text gets a catalog only when it had one: to mark what left.
      if existing == nil && flows.allSatisfy({ $0.nodes.isEmpty }) { continue }
      var catalog = existing ?? StringCatalog(sourceLanguage: settings.sourceLanguage)
      catalog.merge(
        flows.flatMap(\.allTexts), ownedPrefixes: flows.map { $0.flowName + "." },
        sourceLanguage: settings.sourceLanguage)
      files.append(PlannedFile(path: path, role: .catalog, contents: catalog.data))
    }
    return files
  }
}
