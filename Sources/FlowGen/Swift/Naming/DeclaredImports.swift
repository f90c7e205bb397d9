import FlowAnalysis
import FlowModel

/// The modules a flow says its generated files import (`<flow imports="ItemKit">`).
///
/// `FrameworkImports` imports the qualifier of a qualified class name, but an input's or
/// output's type cannot be read that way: `ItemKit.Item` (a module's type) and `Friend.ID`
/// (a type nested in the app's) look alike. So the flow names those modules itself, and
/// every generated file that names the scenes' types imports them.
enum DeclaredImports {
  /// The frameworks each runtime's files import as that runtime needs them: a flow that
  /// lists one gets no more of it, so that the SwiftUI runtime's files never import UIKit
  /// nor its navigator SwiftUI, whichever runtime the flow was written for.
  static let runtimeFrameworks: Set<String> = ["Foundation", "Observation", "SwiftUI", "UIKit"]

  /// The flow's `imports`, without the flow's own module (the generated code is part of it
  /// and cannot import it), without `runtimeFrameworks`, and without anything that is not
  /// a module name (which `flowc check` reports, and which must never reach an `import`).
  static func modules(of flow: Flow) -> Set<String> {
    var modules = Set(flow.imports.filter(SwiftNames.isIdentifier)).subtracting(
      runtimeFrameworks)
    if let module = flow.module { modules.remove(module) }
    return modules
  }
}
