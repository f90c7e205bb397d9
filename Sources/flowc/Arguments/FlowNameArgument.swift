import FlowAnalysis

/// A flow's name given on the command line (`flowc init --name`, `flowc import --name`,
/// `flowc new flow NAME`): one rule and one message in every command, the rule the checker
/// holds a flow's `name` to, since it names `<Flow>Flow` in Swift.
enum FlowNameArgument {
  /// Why `name` cannot name a flow, or nil when it can. `given` says where it was written
  /// (`'--name'`).
  static func problem(_ name: String, given: String) -> String? {
    guard !(SwiftNames.isIdentifier(name) && name.first?.isUppercase == true) else { return nil }
    return
      "\(given) must be a flow name, an UpperCamelCase Swift identifier (FriendList), not '\(name)'"
  }
}
