import FlowModel
import Foundation
import SwiftSourceScan

/// The Swift files of an app under one folder, each read and scanned once.
///
/// Hidden folders (`.build`, `.git`) are not searched, and symbolic links to folders are
/// not followed (a link can make the walk endless, or lead out of the folder).
public struct AppSources: Sendable {
  public struct File: Sendable {
    public var source: SourceFile
    public var scan: SwiftSourceScan
    public var path: String { source.path }

    public init(source: SourceFile, scan: SwiftSourceScan) {
      self.source = source
      self.scan = scan
    }
  }

  public struct ClassDeclaration: Sendable {
    /// Index into `files`.
    public var file: Int
    public var declaration: SwiftDeclaration
  }

  public let files: [File]
  /// Top-level classes by name, in path order: an app's view controllers are never nested,
  /// since a storyboard names them by their Objective-C name.
  public let classes: [String: [ClassDeclaration]]
  /// Top-level extensions by the name they extend.
  public let extensions: [String: [ClassDeclaration]]
  /// Files that could not be read.
  public let unreadable: [String]
  /// The folder searched, links resolved: no file outside it is ever written, whatever a
  /// link inside it names. Nil for files given in memory.
  public private(set) var root: String?

  public init(under directory: String) {
    var files: [File] = []
    var unreadable: [String] = []
    for path in Self.swiftFiles(under: directory) {
      switch SourceFile.load(path: path) {
      case .success(let source):
        files.append(File(source: source, scan: SwiftSourceScan(bytes: source.bytes)))
      case .failure:
        unreadable.append(path)
      }
    }
    self.init(files: files, unreadable: unreadable)
    root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
  }

  /// The real path of a file when it is outside `root` (a link to a file elsewhere), nil
  /// when it is inside (or there is no root).
  public func realPathOutsideRoot(_ path: String) -> String? {
    guard let root else { return nil }
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return real.hasPrefix(prefix) ? nil : real
  }

  public init(files: [File], unreadable: [String] = []) {
    var classes: [String: [ClassDeclaration]] = [:]
    var extensions: [String: [ClassDeclaration]] = [:]
    for (index, file) in files.enumerated() {
      for declaration in file.scan.declarations {
        if declaration.kind == .class {
          classes[declaration.name, default: []].append(
            .init(file: index, declaration: declaration))
        } else if declaration.kind == .extension {
          extensions[declaration.name, default: []].append(
            .init(file: index, declaration: declaration))
        }
      }
    }
    self.files = files
    self.classes = classes
    self.extensions = extensions
    self.unreadable = unreadable
  }

  /// Every `.swift` file under `directory`, in path order, spelled from `directory`.
  static func swiftFiles(under directory: String) -> [String] {
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let rootPath = root.standardizedFileURL.path
    var result: [(path: String, real: String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      // A link to a file is read (and, edited, the file it names is replaced).
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: url.resolvingSymlinksInPath().path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let full = url.standardizedFileURL.path
      var relative = full
      if full.hasPrefix(rootPath + "/") { relative = String(full.dropFirst(rootPath.count + 1)) }
      result.append(
        (
          directory.hasSuffix("/") ? directory + relative : directory + "/" + relative,
          url.resolvingSymlinksInPath().path
        ))
    }
    // A file and a link to it are one file, read once, by its first path.
    var seen: Set<String> = []
    return result.sorted { $0.path < $1.path }.filter { seen.insert($0.real).inserted }.map(\.path)
  }

  /// The file that declares each of `classNames` as a top-level class under `directory`,
  /// for those declared there: `flowc build` creates no human file for a class the app
  /// already has, wherever it is. Only files that contain one of the names are scanned,
  /// and none when `classNames` is empty (every human file found by its name).
  public static func classDeclarationPaths(
    under directory: String, declaring classNames: Set<String>
  )
    -> [String: String]
  {
    guard !classNames.isEmpty else { return [:] }
    let needles = classNames.map { Array($0.utf8) }
    var paths: [String: String] = [:]
    for path in swiftFiles(under: directory) {
      guard case .success(let source) = SourceFile.load(path: path),
        needles.contains(where: { source.bytes.contains($0) })
      else { continue }
      for declaration in SwiftSourceScan(bytes: source.bytes).declarations
      where declaration.kind == .class && classNames.contains(declaration.name)
        && paths[declaration.name] == nil
      {
        paths[declaration.name] = path
      }
    }
    return paths
  }
}

extension [UInt8] {
  /// True when `needle` occurs in the bytes.
  fileprivate func contains(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var index = 0
    while index + needle.count <= count {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
