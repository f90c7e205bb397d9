/// What makes a transition fire.
public enum Trigger: Sendable, Hashable {
  /// Performed from code (`perform(.showDetail)`).
  case manual
  /// Selecting a prototype cell with this reuse identifier.
  case cell(reuseID: String)
  /// Selecting a cell without a reuse identifier (`reuseID=""`, nearly always a static
  /// cell): the scene's `index`-th such cell, from 0 in file order. UIKit knows it by no
  /// string, so its place among them is all that tells it from its siblings.
  case staticCell(index: Int)
  case barButton(BarButton.Item)
  case button(title: String?)
  /// Selecting a `push` row of a table layout.
  case row(key: String)
  /// A gesture recognizer (storyboards only), by its element name (`tapGestureRecognizer`).
  case gesture(String)
}

/// How a segue presents its destination.
public enum SegueKind: String, Sendable, CaseIterable, Codable {
  /// Push onto the current navigation stack.
  case show
  /// Replace a split view's secondary.
  case showDetail
  /// Modal presentation.
  case present
  case popover
  /// A container view's child.
  case embed
  /// A `UIStoryboardSegue` subclass decides.
  case custom

  /// The kind a legacy name stands for: `push` is `show`, `modal` is `present`.
  public static func legacy(_ name: String) -> SegueKind? {
    switch name {
    case "push": .show
    case "modal": .present
    default: nil
    }
  }
}

/// A segue: a transition to another node.
///
/// Its members live in a shared box (`CopyOnWriteBox`): a segue has a dozen strings, and
/// every rule that walks a scene's transitions copies each segue it looks at.
public struct Segue: Sendable {
  private var box: CopyOnWriteBox<Fields>

  private struct Fields: Sendable {
    var id: String
    var identifier: String?
    var kind: SegueKind
    var legacyKindName: String?
    var destinationID: String
    var segueClass: String?
    var setsDelegate: Bool
    var containerOutlet: String? = nil
    var presentationStyle: ModalPresentationStyle? = nil
    var transitionStyle: ModalTransitionStyle? = nil
    var isModalInPresentation: Bool? = nil
    var compactAdaptation: PopoverAdaptation? = nil
    var segueAction: String? = nil
    var trigger: Trigger
    var origin: Origin
  }

  private var fields: CopyOnWriteBox<Fields> {
    mutating get { CopyOnWriteBox.unique(&box) }
  }

  /// The Swift-facing name: the `Segue` case and the hook (`showDetail`).
  public var id: String {
    get { box.fields.id }
    _modify { yield &fields.fields.id }
  }
  /// The identifier UIKit sends, exactly (`"Show Detail"`); nil when the storyboard gives
  /// the segue none (`identifier=""`). A flow that does not write it means the id.
  public var identifier: String? {
    get { box.fields.identifier }
    _modify { yield &fields.fields.identifier }
  }
  public var kind: SegueKind {
    get { box.fields.kind }
    _modify { yield &fields.fields.kind }
  }
  /// The legacy name it was written with (`push`, `modal`), if any.
  public var legacyKindName: String? {
    get { box.fields.legacyKindName }
    _modify { yield &fields.fields.legacyKindName }
  }
  public var destinationID: String {
    get { box.fields.destinationID }
    _modify { yield &fields.fields.destinationID }
  }
  /// A custom `UIStoryboardSegue` subclass.
  public var segueClass: String? {
    get { box.fields.segueClass }
    _modify { yield &fields.fields.segueClass }
  }
  /// `delegate="true"`: the source becomes the destination's delegate.
  public var setsDelegate: Bool {
    get { box.fields.setsDelegate }
    _modify { yield &fields.fields.setsDelegate }
  }
  /// An `embed` segue's container view in the code runtime: an outlet of the source.
  public var containerOutlet: String? {
    get { box.fields.containerOutlet }
    _modify { yield &fields.fields.containerOutlet }
  }
  /// `<segue presentation>`: the destination's `modalPresentationStyle`; nil: not said.
  public var presentationStyle: ModalPresentationStyle? {
    get { box.fields.presentationStyle }
    _modify { yield &fields.fields.presentationStyle }
  }
  /// `<segue transition>`: the destination's `modalTransitionStyle`; nil: not said.
  public var transitionStyle: ModalTransitionStyle? {
    get { box.fields.transitionStyle }
    _modify { yield &fields.fields.transitionStyle }
  }
  /// `<segue modalInPresentation>`: the destination's `isModalInPresentation`; nil: not said.
  public var isModalInPresentation: Bool? {
    get { box.fields.isModalInPresentation }
    _modify { yield &fields.fields.isModalInPresentation }
  }
  /// `<segue compactAdaptation>`: what the popover this segue shows becomes in compact
  /// width; nil: not said (a sheet, as UIKit and SwiftUI adapt it).
  public var compactAdaptation: PopoverAdaptation? {
    get { box.fields.compactAdaptation }
    _modify { yield &fields.fields.compactAdaptation }
  }
  /// `<segue segueAction>`: the Objective-C selector of the source's `@IBSegueAction`
  /// that creates the destination (`makeDetailWithCoder:sender:`), kept exactly.
  public var segueAction: String? {
    get { box.fields.segueAction }
    _modify { yield &fields.fields.segueAction }
  }
  public var trigger: Trigger {
    get { box.fields.trigger }
    _modify { yield &fields.fields.trigger }
  }
  public var origin: Origin {
    get { box.fields.origin }
    _modify { yield &fields.fields.origin }
  }

  public init(
    id: String, identifier: String?? = .none, kind: SegueKind, legacyKindName: String? = nil,
    destinationID: String, segueClass: String? = nil, setsDelegate: Bool = false,
    trigger: Trigger = .manual, origin: Origin
  ) {
    box = CopyOnWriteBox(
      Fields(
        id: id, identifier: identifier ?? id, kind: kind, legacyKindName: legacyKindName,
        destinationID: destinationID, segueClass: segueClass, setsDelegate: setsDelegate,
        trigger: trigger, origin: origin))
  }
}

/// An unwind segue back to a scene that declares the `<unwindAction>` it names.
public struct Unwind: Sendable {
  /// The Swift-facing name: the `Unwind` case and the arrival hook (`saveInput`).
  public var id: String
  /// The identifier UIKit sends, exactly; nil when the storyboard gives it none. A flow
  /// that does not write it means the id.
  public var identifier: String?
  public var actionName: String
  public var trigger: Trigger
  public var origin: Origin

  public init(
    id: String, identifier: String?? = .none, actionName: String, trigger: Trigger = .manual,
    origin: Origin
  ) {
    self.id = id
    self.identifier = identifier ?? id
    self.actionName = actionName
    self.trigger = trigger
    self.origin = origin
  }
}

/// A segue or an unwind: the two share the identifier space of the scene they leave.
public enum Transition: Sendable {
  case segue(Segue)
  case unwind(Unwind)

  public var id: String {
    switch self {
    case .segue(let segue): segue.id
    case .unwind(let unwind): unwind.id
    }
  }

  /// The identifier UIKit sends, or nil when the transition has none.
  public var identifier: String? {
    switch self {
    case .segue(let segue): segue.identifier
    case .unwind(let unwind): unwind.identifier
    }
  }

  public var trigger: Trigger {
    switch self {
    case .segue(let segue): segue.trigger
    case .unwind(let unwind): unwind.trigger
    }
  }

  public var origin: Origin {
    switch self {
    case .segue(let segue): segue.origin
    case .unwind(let unwind): unwind.origin
    }
  }
}
