import FlowModel
import FlowTemplates
import Foundation
import Mustache

/// The templates in effect for one run: a user's `--templates` folder first, then the
/// built-in `Templates/` that ships with flowc. A file in the user's folder with the same
/// relative name replaces the built-in one; with Mustache inheritance it can also
/// override a single block of it.
public struct TemplateSet: Sendable {
  public let searchPaths: [URL]
  let repository: TemplateRepository
  /// Bytes one render may produce (`ResourceLimits.templateBytes`).
  public var maximumRenderedBytes = ResourceLimits.default.templateBytes

  /// Problems finding the templates themselves (not errors inside them).
  public enum SetupError: Error, CustomStringConvertible {
    case builtInsMissing
    case overrideFolderMissing(String)

    public var description: String {
      switch self {
      case .builtInsMissing:
        "flowc's built-in templates were not found beside the executable; pass --templates DIR"
      case .overrideFolderMissing(let path):
        "the templates folder '\(path)' does not exist or is not a folder"
      }
    }
  }

  /// - Parameter overrideDirectory: the `--templates` folder, if any.
  public init(overrideDirectory: String? = nil) throws {
    var paths: [URL] = []
    if let overrideDirectory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: overrideDirectory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw SetupError.overrideFolderMissing(overrideDirectory) }
      paths.append(URL(fileURLWithPath: overrideDirectory, isDirectory: true))
    }
    if let builtIn = BuiltInTemplates.directory {
      paths.append(builtIn)
    } else if paths.isEmpty {
      throw SetupError.builtInsMissing
    }
    self.init(searchPaths: paths)
  }

  public init(searchPaths: [URL]) {
    self.searchPaths = searchPaths
    self.repository = TemplateRepository(searchPaths: searchPaths)
  }

  /// Renders a template by name (`swift/machine`) with a context, without HTML escaping:
  /// contexts carry values already escaped for where they land (`titleLiteral`).
  public func render(_ name: String, context: some Encodable) throws -> String {
    let value = try MustacheValue(encoding: context)
    return try render(name, value: value)
  }

  public func render(_ name: String, value: MustacheValue) throws -> String {
    try Renderer(
      repository: repository, escaping: .none, maximumOutputBytes: maximumRenderedBytes
    ).render(named: name, with: value)
  }

  /// Every template in effect, by name, with the file it comes from.
  public func available() -> [(name: String, url: URL)] {
    repository.availableNames()
  }

  public func source(named name: String) -> (text: String, url: URL?)? {
    repository.source(named: name)
  }

  /// The source of `name`, nil when there is none, or the error that stops it being read
  /// (a link out of the templates folder).
  public func sourceIfReadable(named name: String) throws(TemplateError) -> (
    text: String, url: URL?
  )? {
    try repository.sourceIfReadable(named: name)
  }
}
