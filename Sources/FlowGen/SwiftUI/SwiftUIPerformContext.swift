/// A segue as `State.perform(_:from:customStyle:)` does it: one case of its switch. At
/// most one of `push`, `detail` and `presentation` is set.
public struct SwiftUIPerformCaseContext: Encodable, Sendable {
  /// `.showDetail(let friend)` or `.showDetail`: the segue's case, binding its inputs.
  public var pattern: String
  /// A `show`: the route appended to its source's stack.
  @ExplicitNull public var push: SwiftUIStateAssignmentContext? = nil
  /// A `showDetail`: the detail it shows in its source's split.
  @ExplicitNull public var detail: SwiftUIStateAssignmentContext? = nil
  /// A `showDetail`: what the replaced detail held, reset (as UIKit drops the controller).
  public var resets: [SwiftUIStateAssignmentContext] = []
  /// The split column the segue brings to the front (`splitColumn = .primary` for a push
  /// onto a sidebar, `.secondary` for a detail), or null.
  @ExplicitNull public var column: SwiftUIStateAssignmentContext? = nil
  /// A presenting segue (`present`, `popover`, `custom`): what it appends to `presented`.
  @ExplicitNull public var presentation: SwiftUIPresentingContext? = nil
}

/// `presented.append(<namespace>.Presented(<arguments>))`, laid out as swift-format
/// breaks it: on one line, broken after `append(`, after `Presented(` too, or with its
/// arguments packed into lines.
public struct SwiftUIPresentingContext: Encodable, Sendable {
  /// `destination: .edit(friend: friend), style: .sheet, source: source`.
  public var arguments: String
  /// Layout: the whole call fits on one line.
  public var fitsOnOneLine: Bool
  /// Layout: `<namespace>.Presented(<arguments>))` fits on the line after `append(`.
  public var presentedFitsOnOneLine: Bool
  /// Layout: the arguments fit on the line after `Presented(`.
  public var argumentsFitOnOneLine: Bool
  /// Otherwise the arguments packed into lines, the last closing both calls.
  public var argumentLines: [String]
}
