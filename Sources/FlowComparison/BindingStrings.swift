import FlowAnalysis
import FlowModel

/// The strings and selectors UIKit binds a flow's scenes by at run time, read from the
/// model in one place: the comparison with a storyboard and the unwind routing both ask
/// for them, and both must agree with the generated code.
enum BindingStrings {
  /// The identifier UIKit gives a transition (`segue.identifier`); empty when it has none.
  static func identifier(of transition: Transition) -> String {
    transition.identifier ?? ""
  }

  /// The attribute a diagnostic about a transition's identifier points at: `identifier`
  /// where it is written, else `id`, which it defaults to.
  static func identifierAttribute(of transition: Transition) -> String {
    transition.origin.attributes["identifier"] != nil ? "identifier" : "id"
  }

  /// The Objective-C selector of a target-action method.
  static func selector(of action: Action) -> String {
    UnwindStops.selector(of: action)
  }
}
