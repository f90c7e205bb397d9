import FlowGen
import FlowModel

/// What hovering over a scene shows: the class the app writes, the generated base class
/// it inherits from, their files, and the hooks the generated code calls, named as the
/// generator names them (the contexts of `SwiftContextBuilder`, not a second derivation).
enum SceneHover {
  /// Markdown for the node `id` of `flow`; `checked` is false when the flow has errors,
  /// and then the generator (which assumes a clean flow) is not asked for the hooks.
  static func markdown(forNode id: String, in flow: Flow, checked: Bool, sourceFileName: String)
    -> String?
  {
    guard let node = flow.node(withID: id) else { return nil }
    guard let scene = node.scene else {
      return "**<\(node.elementName)> `\(id)`**: a `\(node.className)`"
    }
    var text = "**scene `\(id)`**: `\(scene.className)`"
    guard checked else {
      return text
        + " (generated base class `\(scene.className)Base`)\n\nThe hooks show once the flow checks without errors."
    }
    guard flow.runtime != .swiftui else {
      return text + "\n\nThe SwiftUI runtime generates a view for this scene, with no UIKit hooks."
    }
    let context = SwiftContextBuilder(flow: flow, sourceFileName: sourceFileName).build()
    guard let sceneContext = context.scenes.first(where: { $0.className == scene.className })
    else { return text }
    text +=
      " in `\(sceneContext.humanFileName)` (yours, created once), subclass of `\(sceneContext.baseClassName): \(sceneContext.superclassName)` in `\(sceneContext.machineFileName)` (regenerated on every build)"
    let hooks = hookLines(sceneContext)
    if hooks.isEmpty {
      text += "\n\nNo hooks."
    } else {
      text += "\n\nHooks to override:\n" + hooks.map { "- " + $0 }.joined(separator: "\n")
    }
    return text
  }

  static func hookLines(_ scene: SceneContext) -> [String] {
    var lines: [String] = []
    for segue in scene.segues {
      lines.append(
        "`\(segue.hookName)`: before segue `\(segue.id)` shows `\(segue.hookParameterType)`")
      if let name = segue.shouldPerformHookName {
        lines.append("`\(name)`: whether segue `\(segue.id)` may happen")
      }
      if let name = segue.didDismissHookName {
        lines.append("`\(name)`: after the user swipes away what `\(segue.id)` presented")
      }
    }
    for action in scene.actions {
      lines.append("`\(action.hookName)`: the action `\(action.name)` (`\(action.selector)`)")
    }
    for unwindAction in scene.unwindActions {
      for arrival in unwindAction.arrivals {
        lines.append(
          "`\(arrival.hookName)`: unwind `\(arrival.unwindID)` from `\(arrival.sourceClassName)` arrived through `\(unwindAction.name)`"
        )
      }
    }
    return lines
  }
}
