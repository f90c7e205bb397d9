/// How much one run may read, hold and write: a hostile flow or template must stop with a
/// clear error long before it fills memory or disk, or keeps CI busy.
///
/// The defaults are far above any real project (docs/security.md gives them); a user
/// raises one on the command line (`--limit scenes=20000`), never from flowc.json, which
/// comes with the pull request it should protect against.
public struct ResourceLimits: Sendable, Equatable {
  /// Scenes (`<scene>` elements) in one flow or storyboard. The largest real storyboards
  /// have a few hundred.
  public var scenes: Int = 10_000
  /// Bytes one template may render (one generated file, one diagram's DOT).
  public var templateBytes: Int = 256 << 20
  /// Bytes a whole build may generate.
  public var outputBytes: Int = 1 << 30
  /// Steps the template renders of one run may take together (each tag, section, list
  /// item and partial they visit): a template that loops without writing never reaches
  /// `templateBytes`, and one budget per run, not per file, keeps a template from
  /// multiplying its work by the number of files. The built-in templates take under 6
  /// million for a whole build of 10,000 scenes, its detailed diagram included.
  public var templateWork: Int = 20_000_000
  /// Seconds Graphviz's `dot` may take for one diagram. flowc.json's `graph.timeLimit`
  /// can only lower it.
  public var graphSeconds: Int = 60
  /// Bytes of address space `dot` may map (`RLIMIT_AS`, where the system enforces it):
  /// drawing a chain of 10,000 scenes takes it past 9 GB.
  public var graphMemory: Int = 4 << 30
  /// Nodes and edges one diagram that `dot` lays out may have; real storyboards have a
  /// few hundred. DOT itself (`--format dot`) is written at any size.
  public var graphElements: Int = 5_000
  /// Scenes the searches for where unwinds stop may visit, beyond one pass over the flow
  /// (`UnwindStopTable`). They are linear in every shape known; this is the backstop for
  /// one that is not, so that it stops within seconds rather than running for hours.
  public var unwindVisits: Int = 10_000_000
  /// States (a scene, and the tab bar on screen) the search for the UI-test navigator's
  /// shortest paths may take (`ScreenPaths`): one per scene on most flows, but a scene
  /// shown under many tab bars counts once under each, so that a navigation shared by a
  /// thousand tab bars multiplies its scenes by a thousand.
  public var uiTestStates: Int = 200_000

  public static let `default` = ResourceLimits()

  /// The names `--limit NAME=VALUE` takes, with what each one bounds.
  public static let names = [
    "scenes", "template-bytes", "output-bytes", "template-work", "graph-seconds", "graph-memory",
    "graph-elements", "unwind-visits", "ui-test-states",
  ]

  /// The limits counted in bytes, which take `K`, `M` and `G`.
  static let byteNames: Set<String> = ["template-bytes", "output-bytes", "graph-memory"]

  public init() {}

  /// Applies one `NAME=VALUE` (a positive whole number; `K`, `M` or `G` multiply byte
  /// limits by 1024, 1024², 1024³); the error says what is wrong.
  public mutating func apply(_ assignment: String) -> String? {
    let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, Self.names.contains(parts[0]) else {
      return
        "'--limit' takes NAME=VALUE with NAME one of \(Self.names.joined(separator: ", ")), not '\(assignment)'"
    }
    var digits = Substring(parts[1])
    var multiplier = 1
    if Self.byteNames.contains(parts[0]), let last = digits.last,
      let power = "KMG".firstIndex(of: last)
    {
      multiplier = 1 << (10 * ("KMG".distance(from: "KMG".startIndex, to: power) + 1))
      digits = digits.dropLast()
    }
    guard let number = Int(digits), number > 0, number <= Int.max / multiplier else {
      return "'--limit \(parts[0])' needs a whole number above 0, not '\(parts[1])'"
    }
    switch parts[0] {
    case "scenes": scenes = number
    case "template-bytes": templateBytes = number * multiplier
    case "template-work": templateWork = number
    case "graph-seconds": graphSeconds = number
    case "graph-memory": graphMemory = number * multiplier
    case "graph-elements": graphElements = number
    case "unwind-visits": unwindVisits = number
    case "ui-test-states": uiTestStates = number
    default: outputBytes = number * multiplier
    }
    return nil
  }
}
