/// The block arguments of the parent tags being expanded, innermost first.
///
/// When several parents in an inheritance chain fill the same block, the outermost one
/// (the template furthest down the chain, closest to what the user rendered) wins, so a
/// lookup walks the whole chain and keeps the last match.
final class OverrideScope {
  let arguments: [String: [TemplateNode]]
  let outer: OverrideScope?

  init(arguments: [String: [TemplateNode]], outer: OverrideScope?) {
    self.arguments = arguments
    self.outer = outer
  }

  /// The content overriding block `name` and the scope that provided it.
  func lookUp(_ name: String) -> (content: [TemplateNode], provider: OverrideScope)? {
    var match: (content: [TemplateNode], provider: OverrideScope)?
    var current: OverrideScope? = self
    while let scope = current {
      if let content = scope.arguments[name] {
        match = (content, scope)
      }
      current = scope.outer
    }
    return match
  }
}
