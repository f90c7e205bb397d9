import FlowModel
import Foundation

/// A project's `flowc.json`: what `flowc build` builds when it is run with no arguments.
///
/// Paths are as written, relative to the folder that holds the config; `resolve(_:)`
/// makes them usable from wherever flowc was started.
public struct ProjectConfig: Sendable {
  /// Where the diagram of each flow goes, and in which format.
  public struct GraphSettings: Sendable, Equatable {
    /// Folder for `<FlowName>.<format>`.
    public var directory: String
    public var format: String
    public var detail: Bool
    public var legend: Bool
    /// `graph.timeLimit`: seconds Graphviz may take for one diagram (nil: the default).
    public var timeLimit: Double? = nil

    public init(
      directory: String, format: String = "svg", detail: Bool = false, legend: Bool = false
    ) {
      self.directory = directory
      self.format = format
      self.detail = detail
      self.legend = legend
    }
  }

  /// The config file itself.
  public var path: String
  /// The folder that holds it; relative paths start here.
  public var directory: String
  /// Flow (or storyboard) paths and glob patterns (`Flows/*.flow`, `App/**/*.storyboard`).
  public var flows: [String]
  public var output: String?
  public var skeletons: String?
  public var templates: String?
  /// `uiTests`: the folder of the generated UI-test navigators (`--ui-tests`).
  public var uiTests: String?
  public var graph: GraphSettings?
  /// `options.werror`: treat warnings as errors.
  public var werror: Bool
  /// `options.format`: how diagnostics are printed (text, json, github, sarif, junit).
  public var format: String?
  /// The values `options.format` may take: every `DiagnosticFormat`.
  public static let formats = DiagnosticFormat.allCases.map(\.rawValue)
  /// `options.access`: the access level of the generated declarations, `internal` (the
  /// default, for an app target) or `public` (for a framework).
  public var access: String?
  /// The values `options.access` may take.
  public static let accessLevels = ["internal", "public"]
  /// `strings`: how the flows' text is localized.
  public var strings = StringsSettings()
  /// `options.runtime`: the runtime of every flow, overriding `<flow runtime>`.
  public var runtime: FlowRuntime? = nil
  /// `runtimes`: flow path (as written, relative to the config) → its runtime, overriding
  /// both `<flow runtime>` and `options.runtime`.
  public var runtimes: [String: FlowRuntime] = [:]
  /// `pairs`: flow path → the storyboard it describes, both as written (relative to the
  /// config). `flowc check` and `flowc build` compare each such flow with its storyboard.
  public var pairs: [String: String] = [:]
  /// The folder every path of the config must stay in (`ProjectRoot`); nil for a config
  /// made in code rather than read.
  public var root: ProjectRoot? = nil

  /// The keys a config may hold, for suggestions and documentation.
  public static let keys = [
    "flows", "output", "skeletons", "templates", "graph", "strings", "options", "runtimes",
    "pairs", "uiTests",
  ]
  public static let graphKeys = ["directory", "format", "detail", "legend", "timeLimit"]
  public static let optionKeys = ["werror", "format", "runtime", "access"]
  public static let fileName = "flowc.json"
  /// `"$schema"`: the JSON Schema an editor checks the file against (`flowc init` writes
  /// it); not a setting, so not among `keys`.
  public static let schemaKey = "$schema"

  /// The runtime the config gives the flow at `path` (as the build names it), if any:
  /// its `runtimes` entry, else `options.runtime`.
  public func runtime(forFlowAt path: String) -> FlowRuntime? {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    for (flow, runtime) in runtimes
    where URL(fileURLWithPath: resolve(flow)).standardizedFileURL.path == standardized {
      return runtime
    }
    return runtime
  }

  /// The files the `flows` patterns match, each resolving inside the root (the walk never
  /// enters a folder outside it; the decoder has refused any match outside).
  public func expandedFlows() -> [String] {
    flows.flatMap { pattern in
      PathPattern.expand(pattern, in: directory, within: root).filter {
        root?.contains($0) ?? true
      }
    }
  }

  /// A path from the config, made absolute against the config's folder.
  public func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// The storyboard paired with a flow (both resolved), or nil. Paths are compared once
  /// made absolute and standardized, so `./Flows/A.flow` and `Flows/A.flow` agree.
  public func storyboard(forFlow resolvedFlowPath: String) -> String? {
    let wanted = Self.standardized(resolvedFlowPath)
    for (flow, storyboard) in pairs where Self.standardized(resolve(flow)) == wanted {
      return resolve(storyboard)
    }
    return nil
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
