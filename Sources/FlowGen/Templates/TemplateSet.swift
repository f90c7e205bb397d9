import FlowModel
import FlowTemplates
import Foundation
import Mustache

/// The templates in effect for one run: a user's `--templates` folder first, then the
/// built-in templates of `Templates/`, which are inside the flowc executable
/// (`BuiltInTemplates`). A file in the user's folder with the same relative name replaces
/// the built-in one; with Mustache inheritance it can also override a single block of it.
public struct TemplateSet: Sendable {
  /// The folders searched before the built-in templates (the `--templates` folder).
  public let searchPaths: [URL]
  /// The built-in templates by name, used where no search path has the name.
  public let builtIns: [String: String]
  let repository: TemplateRepository
  /// Bytes one render may produce (`ResourceLimits.templateBytes`).
  public var maximumRenderedBytes = ResourceLimits.default.templateBytes
  /// Steps one render may take (`ResourceLimits.templateWork`).
  public var maximumRenderWork = ResourceLimits.default.templateWork
  /// Steps all renders of this set may take together, when set: flowc gives a run one
  /// budget (`ResourceLimits.templateWork`), so that the work of a template per file
  /// cannot be multiplied by the number of files.
  public var sharedWork: RenderBudget?
  /// Bytes the render buffers of this set may allocate together, when set: flowc gives
  /// a build one budget (`ResourceLimits.outputBytes`), so that the files it renders
  /// never take more memory than the build may write.
  public var sharedBytes: RenderBudget?

  /// One template in effect: a file of a search path, or a built-in one (no file).
  public struct Entry: Sendable {
    public var name: String
    /// The file it is read from; nil for a built-in template.
    public var url: URL?
  }

  /// Problems finding the templates themselves (not errors inside them).
  public enum SetupError: Error, CustomStringConvertible {
    case overrideFolderMissing(String)

    public var description: String {
      switch self {
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
    self.init(searchPaths: paths)
  }

  /// - Parameter builtIns: the templates used where no search path has a name; flowc's
  ///   own unless a test replaces them.
  public init(searchPaths: [URL], builtIns: [String: String] = BuiltInTemplates.sources) {
    self.searchPaths = searchPaths
    self.builtIns = builtIns
    self.repository = TemplateRepository(searchPaths: searchPaths, fallbacks: builtIns)
  }

  /// A repository of these templates that looks in `folders` before them (the
  /// `--partials` folder of `flowc template render`).
  public func repository(searchingFirst folders: [URL]) -> TemplateRepository {
    TemplateRepository(searchPaths: folders + searchPaths, fallbacks: builtIns)
  }

  /// Renders a template by name (`swift/machine`) with a context, without HTML escaping:
  /// contexts carry values already escaped for where they land (`titleLiteral`).
  public func render(_ name: String, context: some Encodable) throws -> String {
    let value = try MustacheValue(encoding: context)
    return try render(name, value: value)
  }

  public func render(_ name: String, value: MustacheValue) throws -> String {
    String(decoding: try renderBytes(name, value: value), as: UTF8.self)
  }

  /// `render(_:value:)` as UTF-8 bytes.
  public func renderBytes(_ name: String, value: MustacheValue) throws -> [UInt8] {
    try Renderer(
      repository: repository, escaping: .none, maximumOutputBytes: maximumRenderedBytes,
      maximumWork: maximumRenderWork, sharedWork: sharedWork, sharedBytes: sharedBytes
    ).renderBytes(named: name, with: value)
  }

  /// Every template in effect, sorted by name, with the file it comes from (none for a
  /// built-in one).
  public func available() -> [Entry] {
    let files = repository.availableNames().map { Entry(name: $0.name, url: $0.url) }
    let builtIn = repository.fallbackNames().map { Entry(name: $0, url: nil) }
    return (files + builtIn).sorted { $0.name < $1.name }
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
