import Foundation
import PackagePlugin

/// Generates the machine code of a target's `.flow` files on every `swift build`.
///
/// For each `.flow` file of the target, one build command runs
///
///     flowc build <flow> --single-file <work dir>/<name>.flow.swift --skeletons <target dir>
///
/// A build command must name its output files before it runs, and the machine files of a
/// flow depend on its scenes; so each flow's machine and shared code goes into one file,
/// `FriendList.flow.swift` for `FriendList.flow` (a name no class's file can have). SwiftPM
/// runs the command only when the flow (or flowc) changed, and compiles the file as part
/// of the target; flowc rewrites it only when its bytes change.
///
/// The plugin never writes into the package: the human files (`class
/// MasterViewController: MasterViewControllerBase`) are the user's, created once with
/// `flowc build` (a warning at each scene whose human file is missing under the target's
/// folder says how; see docs/plugin.md).
@main
struct FlowcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let flowc = try context.tool(named: "flowc").url
    // `directoryURL` needs tools version 6.1, and `Path.string` is deprecated: a Path
    // describes itself as its string.
    let targetDirectory = String(describing: target.directory)
    let flows = target.sourceFiles(withSuffix: "flow").map(\.url).sorted {
      $0.path < $1.path
    }
    var taken: [String: Int] = [:]
    return flows.map { flow in
      // Two flows of one name in different folders get `Main.flow.swift` and
      // `Main.flow.2.swift`: SwiftPM needs distinct output names.
      let count = taken[flow.lastPathComponent, default: 0] + 1
      taken[flow.lastPathComponent] = count
      let name = flow.lastPathComponent + (count == 1 ? "" : ".\(count)") + ".swift"
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(name)
      return .buildCommand(
        displayName: "flowc: generating \(output.lastPathComponent) from \(flow.lastPathComponent)",
        executable: flowc,
        arguments: [
          "build", flow.path, "--single-file", output.path, "--skeletons",
          targetDirectory,
        ],
        inputFiles: [flow],
        outputFiles: [output])
    }
  }
}
