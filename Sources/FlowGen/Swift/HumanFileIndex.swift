import FlowModel
import Foundation

/// The human files under a skeletons folder, wherever the user keeps them.
///
/// A build creates `<Class>.swift` at the top of the folder, but people move files into
/// sub-folders of their own (`Sources/App/Scenes/…`): a human file is found there rather
/// than created a second time at the top, which would declare the class twice. And a
/// human file whose scene is gone (deleted or renamed in the flow) still subclasses a base
/// class the build no longer writes, so the app stops compiling: it is found by the line
/// flowc wrote at its top (`// The hand-written half of scene `list` of App.flow.`).
/// Hidden folders (`.build`, `.git`) are not searched.
public struct HumanFileIndex: Sendable {
  /// `.swift` file name → its paths under the folder, the top-level one first, then in
  /// path order.
  let paths: [String: [String]]

  public init(under directory: String) {
    var paths: [String: [String]] = [:]
    for (name, folders) in SwiftBuild.swiftFileFolders(under: directory) {
      let top = directory
      paths[name] = folders.sorted { ($0 == top ? 0 : 1, $0) < ($1 == top ? 0 : 1, $1) }
        .map { SwiftGenerator.path($0, name) }
    }
    self.paths = paths
  }

  /// The index with the files that declare some classes (class name → path), whatever
  /// their names: a class the app already declares (`flowc adopt`) gets no human file of
  /// its own. A file named after its class is still preferred.
  public func declaring(_ classes: [String: String]) -> HumanFileIndex {
    var paths = self.paths
    for (className, path) in classes where paths[className + ".swift"] == nil {
      paths[className + ".swift"] = [path]
    }
    return HumanFileIndex(paths: paths)
  }

  init(paths: [String: [String]]) {
    self.paths = paths
  }

  /// Where the human file named `fileName` already is, if anywhere under the folder.
  public func existingPath(of fileName: String) -> String? {
    paths[fileName]?.first
  }

  /// A human file whose scene is gone.
  public struct Orphan: Sendable, Equatable {
    public var path: String
    public var className: String
    public var sceneID: String
    public var sourceFileName: String
  }

  /// The human files flowc made for a scene of one of `inputs` that the flow no longer
  /// has by that class, in path order.
  public func orphans(of inputs: [SwiftBuild.Input]) -> [Orphan] {
    var humanFileNames = Set<String>()
    for input in inputs {
      for case .scene(let scene) in input.flow.nodes {
        // The SwiftUI runtime names a scene's view by its id (`SwiftUIContextBuilder`).
        humanFileNames.insert(
          input.flow.runtime == .swiftui
            ? SwiftUIContextBuilder.viewName(ofSceneID: scene.id) + ".swift"
            : scene.className + ".swift")
      }
    }
    let sources = Set(inputs.map(\.sourceFileName))
    var result: [Orphan] = []
    for (name, paths) in paths where !humanFileNames.contains(name) {
      for path in paths {
        guard let (sceneID, source) = Self.origin(ofHumanFile: path), sources.contains(source)
        else { continue }
        result.append(
          Orphan(
            path: path, className: String(name.dropLast(".swift".count)), sceneID: sceneID,
            sourceFileName: source))
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// The scene and flow file named by the first line of a human file as the built-in
  /// template writes it, or nil for any other file.
  static func origin(ofHumanFile path: String) -> (sceneID: String, source: String)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
    let prefix = "// The hand-written half of scene `"
    guard let line = head.split(separator: "\n").first, line.hasPrefix(prefix),
      line.hasSuffix(".")
    else { return nil }
    let rest = line.dropFirst(prefix.count).dropLast()
    guard let close = rest.range(of: "` of ") else { return nil }
    return (String(rest[..<close.lowerBound]), String(rest[close.upperBound...]))
  }

  /// The warning for an orphan, at the top of the file.
  public static func diagnostic(_ orphan: Orphan, outputDirectory: String) -> Diagnostic {
    .warning(
      .humanFileOrphaned,
      "\(orphan.className).swift is the human file of scene '\(orphan.sceneID)' of \(orphan.sourceFileName), which no longer has a scene of class \(orphan.className): its base class \(orphan.className)Base is no longer generated in \(outputDirectory), so the app does not compile; move any code you need into the class of the scene that replaced it, then delete the file",
      at: SourceLocation(file: orphan.path, line: 1, column: 1))
  }
}
