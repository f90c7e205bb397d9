import Foundation
import PackagePlugin

/// Generates the code of a target's `.flow` and `.storyboard` files on every build, in
/// SwiftPM packages and (below) in Xcode projects.
///
/// Each flow, and each storyboard that no flow describes, gets one build command,
///
///     flowc build <file> --single-file <work dir>/<file name>.swift --skeletons <folder> …
///
/// as `FlowcBuildPlan` (the code both plugins share) spells it. A build command must name
/// its output files before it runs, and the machine files of a flow depend on its scenes;
/// so each file's machine and shared code goes into one file, `FriendList.flow.swift` for
/// `FriendList.flow` (a name no class's file can have). The build system runs the command
/// only when one of its inputs (the file, its paired storyboard, `flowc.json`, the
/// templates) or flowc changed; flowc rewrites the output only when its bytes change.
///
/// The plugin never writes into the package: the human files (`class
/// MasterViewController: MasterViewControllerBase`) are the user's, created once with
/// `flowc build`; a warning at each scene whose human file is missing says how, on every
/// build until it exists (see docs/plugin.md).
@main
struct FlowcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // A target's `directoryURL` needs tools version 6.1, and `Path.string` is deprecated:
    // a Path describes itself as its string.
    let targetFolder = URL(fileURLWithPath: String(describing: target.directory))
    let packageFolder = context.package.directoryURL
    let plan = FlowcBuildPlan(
      files: target.sourceFiles.map(\.url), configFolders: [targetFolder, packageFolder],
      humanFilesFolder: targetFolder, workDirectory: context.pluginWorkDirectoryURL,
      invokedAs: "swift run --package-path \(FlowcBuildPlan.shellQuoted(packageFolder.path)) flowc"
    )
    return try commands(of: plan, flowc: try context.tool(named: "flowc").url)
  }

  func commands(of plan: FlowcBuildPlan, flowc: URL) throws -> [Command] {
    let commands = try plan.commands()
    try plan.prepare(commands)
    return commands.map {
      .buildCommand(
        displayName: $0.displayName, executable: flowc, arguments: $0.arguments,
        inputFiles: $0.inputFiles, outputFiles: $0.outputFiles)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same commands for an app target of an `.xcodeproj`: its flows and storyboards
  /// are the target's input files, `flowc.json` is looked for in the folder that holds
  /// them all and then beside the project, and human files are looked for under that
  /// folder. An Xcode project has no `swift run`: the warnings name the flowc that Xcode
  /// built, by its path.
  extension FlowcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let files = target.inputFiles.map(\.url)
      let projectFolder = context.xcodeProject.directoryURL
      let sourcesFolder =
        FlowcBuildPlan.commonFolder(of: files.filter { $0.pathExtension == "swift" })
        ?? projectFolder
      let flowc = try context.tool(named: "flowc").url
      let plan = FlowcBuildPlan(
        files: files, configFolders: [sourcesFolder, projectFolder],
        humanFilesFolder: sourcesFolder, workDirectory: context.pluginWorkDirectoryURL,
        invokedAs: FlowcBuildPlan.shellQuoted(flowc.path))
      return try commands(of: plan, flowc: flowc)
    }
  }
#endif
