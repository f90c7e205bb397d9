import Foundation

/// One file a build produces, with its exact bytes.
public struct PlannedFile: Sendable {
  /// What a file is decides what a build may do to it.
  public enum Role: String, Sendable, Codable {
    /// A scene's machine file: rewritten whenever its bytes change.
    case machine
    /// A flow's shared file: rewritten whenever its bytes change.
    case shared
    /// A scene's human file (the skeleton): created when missing, never overwritten.
    case human
    /// A flow's diagram (`build --graph`): rewritten whenever its bytes change. It carries
    /// no header (an SVG or PNG cannot start with a Swift comment), and is never deleted.
    case diagram
    /// A strings table's String Catalog (`<table>.xcstrings`): the flows' texts merged
    /// into what is on disk, so a translator's work is kept; rewritten whenever its bytes
    /// change, never deleted. It carries no header (it is JSON).
    case catalog

    /// True for the files flowc keeps current.
    public var isRegenerated: Bool { self != .human }

    /// True for the files that carry flowc's header line.
    public var carriesHeader: Bool { self == .machine || self == .shared }
  }

  public var path: String
  public var role: Role
  public var contents: Data

  public init(path: String, role: Role, contents: Data) {
    self.path = path
    self.role = role
    self.contents = contents
  }

  /// The flow file its header names (`Popover.storyboard`), for messages; nil for a file
  /// without flowc's header.
  var headerSourceName: String? {
    guard role.carriesHeader, GeneratedFileHeader.isGenerated(contents: contents) else {
      return nil
    }
    return GeneratedFileHeader.sourceName(
      inHeader: Array(contents.prefix { $0 != UInt8(ascii: "\n") }))
  }
}
