import FlowAnalysis
import FlowModel

/// The modules a flow says its generated files import (`<flow imports="ItemKit">`).
///
/// `FrameworkImports` imports the qualifier of a qualified class name, but an input's or
/// output's type cannot be read that way: `ItemKit.Item` (a module's type) and `Friend.ID`
/// (a type nested in the app's) look alike. So the flow names those modules itself, and
/// every generated file that names the scenes' types imports them.
enum DeclaredImports {
  /// The flow's `imports`, without the flow's own module (the generated code is part of it
  /// and cannot import it) and without anything that is not a module name (which
  /// `flowc check` reports, and which must never reach an `import` line).
  static func modules(of flow: Flow) -> Set<String> {
    var modules = Set(flow.imports.filter(SwiftNames.isIdentifier))
    if let module = flow.module { modules.remove(module) }
    return modules
  }
}
