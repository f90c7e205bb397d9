import FlowAnalysis
import FlowModel

extension SwiftContextBuilder {
  /// One `@IBSegueAction` per selector the scene's segues name: UIKit raises an
  /// exception at the segue when the source does not respond to it.
  func segueActionContexts(_ scene: Scene, actions: [ActionContext]) -> [SegueActionContext] {
    var order: [String] = []
    var segues: [String: [Segue]] = [:]
    for segue in scene.segues {
      guard let selector = segue.segueAction else { continue }
      if segues[selector] == nil { order.append(selector) }
      segues[selector, default: []].append(segue)
    }
    guard !order.isEmpty else { return [] }
    var reserved = MemberRules.reservedNames(for: scene)
    reserved.formUnion(actions.flatMap { [$0.name, $0.hookName] })
    reserved.formUnion(scene.unwindActions.map(\.name))
    var names = UniqueNames(reserved: reserved)
    return order.map { selector in
      let ofSelector = segues[selector] ?? []
      let classes = Set(
        ofSelector.map { graph.node($0.destinationID)?.className ?? "UIViewController" })
      let destination =
        classes.count == 1 ? classes.first ?? "UIViewController" : "UIViewController"
      let pieces = ObjCSelector.pieces(of: selector) ?? [selector]
      var base = pieces[0]
      if base.hasSuffix("WithCoder"), base.count > "WithCoder".count {
        base = String(base.dropLast("WithCoder".count))
      }
      let name = names.claim(base)
      let arguments = ObjCSelector.argumentCount(of: selector)
      let parameters = ["_ coder: NSCoder", "sender: Any?", "segueIdentifier: String?"]
        .prefix(max(1, min(arguments, 3)))
      let ownSelector =
        name + ":" + ["sender:", "segueIdentifier:"].prefix(max(0, arguments - 1)).joined()
      var context = SegueActionContext(
        name: name, selector: selector,
        objcAttribute: ownSelector == selector ? nil : "@objc(\(selector))",
        parameterList: parameters.joined(separator: ", "), destinationClassName: destination,
        segueIDs: ofSelector.map { "`\($0.id)`" }.joined(separator: ", "))
      context.fitsOnOneLine = LineWidth.fits(
        "@IBSegueAction \(access.prefix)func \(name)(\(context.parameterList)) -> \(destination)? {",
        indent: 2)
      return context
    }
  }
}
