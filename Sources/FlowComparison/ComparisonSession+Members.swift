import FlowModel

/// Outlets, actions and cells of a flow's scene against the storyboard's counterpart:
/// the keys, selectors and reuse identifiers UIKit binds by at run time.
extension ComparisonSession {
  mutating func compareMembers(_ mine: Scene, _ theirs: Scene) {
    compareOutlets(mine, theirs)
    compareActions(mine, theirs)
    compareCells(mine, theirs)
  }

  /// An outlet the storyboard sets and the class lacks stops the scene from loading
  /// (`setValue:forUndefinedKey:`); one the class declares and the storyboard never sets
  /// is nil, and its implicitly unwrapped declaration traps on first use; one of another
  /// type holds an object the code takes for something else; a weak one to what only the
  /// outlet holds (a constraint, an object outside the view hierarchy) is nil too.
  mutating func compareOutlets(_ mine: Scene, _ theirs: Scene) {
    let pairing = MemberPairing(mine: mine.outlets, theirs: theirs.outlets, key: \.name)
    for (outlet, other) in pairing.mine {
      guard let other else {
        log.report(
          .error(
            .storyboardMemberMismatch,
            "outlet '\(outlet.name)' of scene '\(mine.id)' is not connected in the storyboard (\(theirs.origin.location)): it is nil at run time, and using it traps",
            at: outlet.origin.location(of: "name")))
        continue
      }
      if outlet.isCollection != other.isCollection {
        log.report(
          .error(
            .storyboardMemberMismatch,
            "outlet '\(outlet.name)' of scene '\(mine.id)' is \(outlet.isCollection ? "a collection" : "a single object"), but the storyboard (\(other.origin.location)) connects \(other.isCollection ? "a collection" : "a single object")",
            at: outlet.origin.location(of: "collection")))
      } else if !UIKitClassHierarchy.accepts(outlet.type, other.type) {
        log.report(
          .error(
            .storyboardMemberMismatch,
            "outlet '\(outlet.name)' of scene '\(mine.id)' is a '\(outlet.type)', but the storyboard (\(other.origin.location)) connects a '\(other.type)' to it",
            at: outlet.origin.location(of: "type"), suggestion: .name(other.type)))
      } else if other.isStrong, !outlet.isStrong, !outlet.isCollection {
        // A weak outlet to what only it holds is nil once UIKit lets the object go.
        log.report(
          .warning(
            .storyboardMemberMismatch,
            "outlet '\(outlet.name)' of scene '\(mine.id)' is weak, but the storyboard (\(other.origin.location)) connects it to \(other.type == "NSLayoutConstraint" ? "a constraint, which its view releases when it is deactivated or uninstalled" : "an object outside the view hierarchy, which nothing else holds"): the outlet is then nil; add strong=\"true\"",
            at: outlet.origin.location(of: "name")))
      }
    }
    for other in pairing.onlyTheirs {
      log.report(
        .error(
          .storyboardMemberMismatch,
          "the storyboard (\(other.origin.location)) connects outlet '\(other.name)' (a '\(other.type)') of scene '\(mine.id)', which the flow does not declare: loading the scene fails with 'setValue:forUndefinedKey:'",
          at: mine.origin.location))
    }
  }

  /// An action the storyboard sends and the class lacks crashes when it is sent
  /// ('unrecognized selector'); one the storyboard never sends only never runs.
  mutating func compareActions(_ mine: Scene, _ theirs: Scene) {
    let pairing = MemberPairing(
      mine: mine.actions, theirs: theirs.actions, key: BindingStrings.selector(of:))
    for (action, other) in pairing.mine {
      let selector = BindingStrings.selector(of: action)
      guard let other else {
        log.report(
          .warning(
            .storyboardMemberMismatch,
            "action '\(selector)' of scene '\(mine.id)' is not connected in the storyboard (\(theirs.origin.location)): nothing sends it",
            at: action.origin.location(of: "name")))
        continue
      }
      if !UIKitClassHierarchy.accepts(action.senderType, other.senderType) {
        log.report(
          .error(
            .storyboardMemberMismatch,
            "action '\(selector)' of scene '\(mine.id)' takes a '\(action.senderType)', but the storyboard (\(other.origin.location)) sends it from a '\(other.senderType)'",
            at: action.origin.location(of: "sender"), suggestion: .name(other.senderType)))
      }
    }
    for other in pairing.onlyTheirs {
      log.report(
        .error(
          .storyboardMemberMismatch,
          "the storyboard (\(other.origin.location)) sends action '\(BindingStrings.selector(of: other))' to scene '\(mine.id)', which the flow does not declare: sending it crashes with 'unrecognized selector'",
          at: mine.origin.location))
    }
  }

  /// A reuse identifier the code dequeues and the storyboard lacks crashes the table, and
  /// so does a prototype of another class than the one the typed dequeue helper casts
  /// to; a prototype the flow does not list is only never dequeued by generated code. Cells
  /// without reuse identifier (static cells) are known by no string, on either side, so
  /// they are not paired.
  mutating func compareCells(_ mine: Scene, _ theirs: Scene) {
    let pairing = MemberPairing(
      mine: mine.cells.filter { $0.reuseID != nil },
      theirs: theirs.cells.filter { $0.reuseID != nil },
      key: { $0.reuseID ?? "" })
    var suggestions: NameSuggestions?
    for (cell, other) in pairing.mine {
      let reuseID = cell.reuseID ?? ""
      guard let other else {
        if suggestions == nil {
          suggestions = NameSuggestions(pairing.onlyTheirs.lazy.compactMap(\.reuseID))
        }
        log.report(
          .error(
            .storyboardReuseIDMismatch,
            "scene '\(mine.id)' has no cell with reuse identifier '\(reuseID)' in the storyboard (\(theirs.origin.location)): dequeuing it fails at run time",
            at: cell.origin.location(of: "reuseID"),
            suggestion: suggestions?.nearest(to: reuseID).map { .name($0) }))
        continue
      }
      guard let mineClass = cell.className else { continue }
      let otherClass = other.className
      guard
        otherClass.map({
          UIKitClassHierarchy.unqualified(mineClass) != UIKitClassHierarchy.unqualified($0)
        }) ?? true
      else { continue }
      let theirs = otherClass.map { "'\($0)'" } ?? "a plain cell (no custom class)"
      // The generated dequeue helper casts to the flow's class: another one stops the app.
      let dequeues =
        mine.base == "UITableViewController" || mine.base == "UICollectionViewController"
      let message =
        "cell '\(reuseID)' of scene '\(mine.id)' has class '\(mineClass)', the storyboard's (\(other.origin.location)) \(theirs)"
      if dequeues {
        log.report(
          .error(
            .storyboardReuseIDMismatch,
            message
              + ": the generated dequeue helper stops at run time; set the prototype's class to '\(mineClass)' in Interface Builder, or the flow's to the storyboard's",
            at: cell.origin.location(of: "class"),
            suggestion: otherClass.map { .name($0) }))
      } else if otherClass != nil {
        log.report(
          .warning(
            .storyboardReuseIDMismatch, message, at: cell.origin.location(of: "class")))
      }
    }
    for other in pairing.onlyTheirs {
      log.report(
        .warning(
          .storyboardReuseIDMismatch,
          "the storyboard (\(other.origin.location)) has a cell with reuse identifier '\(other.reuseID ?? "")' in scene '\(mine.id)', which the flow does not list",
          at: mine.origin.location))
    }
  }
}
