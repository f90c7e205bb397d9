import FlowModel
import Foundation
import Mustache

/// Renders the Swift files of one flow through the templates in effect: the shared file
/// and, for every scene, its machine file and its human file.
public struct SwiftGenerator: Sendable {
  /// The templates, by the names flowc renders.
  public enum TemplateName {
    public static let machine = "swift/machine"
    public static let human = "swift/human"
    public static let shared = "swift/shared"
    /// The code runtime's templates (`runtime="code"`), which inherit from the ones above.
    public static let codeMachine = "swift/code/machine"
    public static let codeHuman = "swift/code/human"
    public static let codeShared = "swift/code/shared"
  }

  public let templates: TemplateSet

  /// A template rendered a regenerated file without flowc's header line first. flowc
  /// recognises its own files by that line (to update them and to delete them when
  /// stale), so a file without it could never be rewritten.
  public struct MissingHeaderError: Error, CustomStringConvertible {
    public var template: String
    public var path: String

    public var description: String {
      "template '\(template)' rendered \(path) without flowc's header line first; begin the template with {{\(template.hasSuffix("/shared") ? "" : "flow.")headerLine}}"
    }
  }

  public init(templates: TemplateSet) {
    self.templates = templates
  }

  /// Where a build puts what it generates.
  public struct Destination: Sendable {
    /// Machine and shared files: regenerated, flowc's to delete when stale.
    public var outputDirectory: String
    /// Human files: created when missing, never overwritten.
    public var skeletonDirectory: String

    public init(outputDirectory: String, skeletonDirectory: String) {
      self.outputDirectory = outputDirectory
      self.skeletonDirectory = skeletonDirectory
    }
  }

  /// The files of one flow, in a fixed order: the shared file, then for each scene in
  /// file order its machine file and its human file.
  ///
  /// - Throws: `TemplateError` when a template does not parse or render.
  public func files(for context: FlowContext, into destination: Destination) throws
    -> [PlannedFile]
  {
    let isCode = context.code != nil
    let machine = isCode ? TemplateName.codeMachine : TemplateName.machine
    let human = isCode ? TemplateName.codeHuman : TemplateName.human
    let sharedTemplate = isCode ? TemplateName.codeShared : TemplateName.shared
    // Scenes render independently, so a large flow's are rendered on every processor.
    let rendered = try context.scenes.concurrentMap(threshold: Self.concurrencyThreshold) {
      scene in
      let value = try MustacheValue(encoding: scene)
      let machineFile = try regenerated(
        machine, value,
        path: Self.path(destination.outputDirectory, scene.machineFileName), role: .machine)
      let humanFile = PlannedFile(
        path: Self.path(destination.skeletonDirectory, scene.humanFileName), role: .human,
        contents: try render(human, value))
      return (value: value, files: [machineFile, humanFile])
    }
    let sceneValues = rendered.map(\.value)
    var files: [PlannedFile] = []
    files.reserveCapacity(context.scenes.count * 2 + 1)
    for scene in rendered {
      files += scene.files
    }
    // The shared template sees the scenes too (a user's template may list them); each is
    // encoded once, above.
    var flowValue = try MustacheValue(encoding: context.withoutScenes)
    if case .object(var members) = flowValue {
      members["scenes"] = .array(sceneValues)
      flowValue = .object(members)
    }
    let shared = try regenerated(
      sharedTemplate, flowValue,
      path: Self.path(destination.outputDirectory, context.sharedFileName), role: .shared)
    return [shared] + files
  }

  /// Below this many scenes, a flow's files are rendered on one thread.
  static let concurrencyThreshold = 32

  func regenerated(
    _ template: String, _ value: MustacheValue, path: String, role: PlannedFile.Role
  ) throws -> PlannedFile {
    let contents = try render(template, value)
    guard GeneratedFileHeader.isGenerated(contents: contents) else {
      throw MissingHeaderError(template: template, path: path)
    }
    return PlannedFile(path: path, role: role, contents: contents)
  }

  func render(_ name: String, _ value: MustacheValue) throws -> Data {
    // Bytes from the renderer to the file: each String made and read back on the way
    // cost a twentieth of a large build.
    let rendered = try templates.renderBytes(name, value: value)
    return rendered.withUnsafeBufferPointer { Data(SwiftSourceTidier.tidy(bytes: $0)) }
  }

  static func path(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

extension FlowContext {
  var withoutScenes: FlowContext {
    var copy = self
    copy.scenes = []
    return copy
  }
}
