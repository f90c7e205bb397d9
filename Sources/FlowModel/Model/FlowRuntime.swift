/// How the generated code navigates: through a storyboard, entirely in UIKit code, or in
/// SwiftUI.
///
/// A flow chooses with `<flow runtime>`; `flowc.json` may override it for all flows
/// (`options.runtime`) or per flow (`runtimes`). The graph and the checks are the same
/// for both; only what one runtime cannot do is reported for it.
public enum FlowRuntime: String, Sendable, CaseIterable, Codable {
  /// UIKit instantiates the scenes from the storyboard and performs its segues: the
  /// generated code calls `performSegue(withIdentifier:)` and hooks into `prepare`.
  case storyboard
  /// The generated code creates the scenes and containers, performs every transition and
  /// wires every trigger itself; no storyboard and no Objective-C runtime are needed.
  case code
  /// SwiftUI (iOS 17): the generated code is an `@Observable` navigator holding every
  /// stack's typed routes and what is presented, and views that show it
  /// (`NavigationStack(path:)`, `sheet(item:)`, `TabView(selection:)`…); docs/swiftui.md.
  case swiftui
}
