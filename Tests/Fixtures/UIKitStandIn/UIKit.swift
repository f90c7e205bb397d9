// A behavioural stand-in for the navigation part of UIKit, so that code generated for the
// code runtime can run on Linux. Test support only: see README.md beside this file for
// what it models and what it does not.

@_exported import Foundation

// MARK: - Values

public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
  case asciiCapableNumberPad
}

public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none, automatic
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// The traits of an environment the stand-in models: its two size classes.
public final class UITraitCollection: Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass

  public init() {
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
  }

  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
    verticalSizeClass = .unspecified
  }

  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    horizontalSizeClass = .unspecified
    self.verticalSizeClass = verticalSizeClass
  }

  /// As UIKit documents it: each trait from the last of `traitCollections` that
  /// specifies it.
  public init(traitsFrom traitCollections: [UITraitCollection]) {
    horizontalSizeClass =
      traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass
      ?? .unspecified
    verticalSizeClass =
      traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass
      ?? .unspecified
  }
}

/// UIKit's rows and sections of an index path.
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public var section: Int { self[0] }
  public var row: Int { self[1] }
}

/// An image, known by its name: the asset catalog's (`named`) or an SF Symbol's.
public final class UIImage: Sendable {
  public let name: String?
  public let isSymbol: Bool

  public init() {
    name = nil
    isSymbol = false
  }

  /// Always found: the stand-in has every asset.
  public init?(named name: String) {
    self.name = name
    isSymbol = false
  }

  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
  }
}

/// A font, known by the text style it was made for: the stand-in draws nothing.
public final class UIFont: Sendable {
  public struct TextStyle: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "body")
    public static let headline = TextStyle(rawValue: "headline")
    public static let caption1 = TextStyle(rawValue: "caption1")
  }

  /// The style of `preferredFont(forTextStyle:)`; nil for a fixed size.
  public let textStyle: TextStyle?

  init(textStyle: TextStyle?) {
    self.textStyle = textStyle
  }

  /// The font of a Dynamic Type style, whose size follows the user's text size setting
  /// where the view adjusts it (`adjustsFontForContentSizeCategory`).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(textStyle: style)
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(textStyle: nil)
  }
}

/// A colour, known by its name: the stand-in draws nothing, so a view's colour is only
/// compared.
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
  public let description: String

  init(named name: String) {
    description = name
  }

  public static func == (left: UIColor, right: UIColor) -> Bool {
    left.description == right.description
  }

  public static let systemBackground = UIColor(named: "systemBackground")
  public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
  public static let clear = UIColor(named: "clear")
}

public final class UIMenu {
  public init() {}
}

/// What UIKit logs instead of raising, in order: tests read it to prove nothing was
/// attempted that UIKit would refuse.
@MainActor
public enum UIKitLog {
  public private(set) static var messages: [String] = []

  static func warn(_ message: String) {
    messages.append(message)
  }
}

// MARK: - Actions

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction {
  public var title: String
  public var image: UIImage?
  let handler: UIActionHandler
  /// The control or bar button item that sent the action, while its handler runs.
  public private(set) var sender: Any?

  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

// MARK: - Responders and views

@MainActor
open class UIResponder {
  public init() {}

  /// Stand-in only: the one responder with the keyboard, as UIKit's window tracks it.
  static weak var current: UIResponder?

  /// False, as in UIKit, except where a subclass (a text field) says otherwise.
  open var canBecomeFirstResponder: Bool { false }

  open var isFirstResponder: Bool { UIResponder.current === self }

  /// As in UIKit: refused (false) by a responder that cannot become first responder;
  /// the current first responder resigns first.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    UIResponder.current?.resignFirstResponder()
    UIResponder.current = self
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    if isFirstResponder { UIResponder.current = nil }
    return true
  }
}

@MainActor
open class UIView: UIResponder {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// As UIKit documents `autoresizingMask`: when a view's bounds change, it resizes each
  /// subview whose mask has a flexible width or height by the same amount (the margins
  /// stay; flexible margins are not modelled).
  public var frame: CGRect {
    didSet {
      let grown = CGSize(
        width: frame.width - oldValue.width, height: frame.height - oldValue.height)
      guard grown != .zero else { return }
      for subview in subviews {
        var resized = subview.frame
        if subview.autoresizingMask.contains(.flexibleWidth) {
          resized.size.width += grown.width
        }
        if subview.autoresizingMask.contains(.flexibleHeight) {
          resized.size.height += grown.height
        }
        if resized != subview.frame { subview.frame = resized }
      }
    }
  }
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  public var isHidden = false
  /// Nil, as in UIKit, unless a subclass (a table view) has its own.
  public var backgroundColor: UIColor?
  /// What VoiceOver reads for the view; nil unless set.
  public var accessibilityLabel: String?
  /// `UIAccessibilityIdentification`: the string UI tests find the view by; nil unless set.
  public var accessibilityIdentifier: String?

  /// As UIKit documents it: resizes the view to the size that fits its content, here its
  /// `intrinsicContentSize`.
  open func sizeToFit() {
    frame.size = intrinsicContentSize
  }
  /// None, as in UIKit: the view keeps its frame when its superview's bounds change.
  public var autoresizingMask: AutoresizingMask = []
  /// True, as in UIKit: the view keeps its frame; false, its constraints place it.
  public var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints pinning this view, active ones only.
  var activeConstraints: [NSLayoutConstraint] = []
  /// Zero, except for a window's root view (UIKit's are the device's bars and notch).
  /// Settable here, as the containers that would set it in UIKit are not modelled.
  public var safeAreaInsets = UIEdgeInsets.zero

  /// What the view's content needs: nothing here, except where a subclass says.
  open var intrinsicContentSize: CGSize { .zero }

  /// Places each subview its constraints place (`translatesAutoresizingMaskIntoConstraints`
  /// false), then lays them out in turn, as UIKit's layout pass does.
  open func layoutIfNeeded() {
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      subview.frame = subview.constrainedFrame(in: self)
    }
    layoutSubviews()
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Lays out the subviews: nothing by default; a stack view arranges its own.
  open func layoutSubviews() {}

  /// The rectangle of this view in the coordinates of `view`, an ancestor of it.
  public func convert(_ rect: CGRect, to view: UIView) -> CGRect {
    var result = rect
    var current: UIView? = self
    while let candidate = current, candidate !== view {
      result.origin.x += candidate.frame.minX
      result.origin.y += candidate.frame.minY
      current = candidate.superview
    }
    return result
  }

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  open func addSubview(_ view: UIView) {
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// As in UIKit, a view that leaves the hierarchy takes the keyboard with it: the first
  /// responder in it (itself or a subview) resigns.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    endEditing(true)
    detachFromSuperview()
  }

  private func detachFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  public func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current.superview
    }
    return false
  }

  /// As UIKit documents it: the first responder in this view's hierarchy (itself or a
  /// subview) resigns; `force` is not needed, as no responder here refuses.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.current as? UIView, responder.isDescendant(of: self)
    else { return false }
    return responder.resignFirstResponder()
  }
}

open class UILabel: UIView {
  public var text: String?
  /// A fixed 17-point system font, as in UIKit, until set.
  public var font: UIFont! = .systemFont(ofSize: 17)
  public var adjustsFontForContentSizeCategory = false
}

open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  private var actions: [(action: UIAction, events: Event)] = []
  public var isEnabled = true

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Runs the handler of every action added for `event`, with this control as sender.
  open func sendActions(for event: Event) {
    for entry in actions where !entry.events.intersection(event).isEmpty {
      entry.action.perform(sender: self)
    }
  }
}

open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  public private(set) var buttonType: ButtonType = .system
  public private(set) var title: String?

  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      title = primaryAction.title
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Stand-in only: what a user's tap does.
  public func simulateTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// An approximation of a system button's: its title's width in a 17-point font, with
  /// margins, and 34 points high; zero without a title.
  open override var intrinsicContentSize: CGSize {
    guard let title, !title.isEmpty else { return .zero }
    return CGSize(width: CGFloat(title.count) * 9 + 16, height: 34)
  }
}

public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

public struct UITextContentType: Hashable, Sendable {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
}

/// A text field takes the keyboard when tapped (`editingDidBegin`), sends
/// `editingChanged` as the user types and `editingDidEnd` when it resigns. Its return key
/// sends `editingDidEndOnExit` and nothing more: ending the editing is up to the action.
open class UITextField: UIControl {
  public var font: UIFont?
  public var adjustsFontForContentSizeCategory = false
  public var text: String?
  public var placeholder: String?
  public var textAlignment: NSTextAlignment = .natural
  public var keyboardType: UIKeyboardType = .default
  public var returnKeyType: UIReturnKeyType = .default
  public var autocapitalizationType: UITextAutocapitalizationType = .sentences
  public var autocorrectionType: UITextAutocorrectionType = .default
  public var spellCheckingType: UITextSpellCheckingType = .default
  public var textContentType: UITextContentType?

  open override var canBecomeFirstResponder: Bool { isEnabled }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    if !wasEditing { sendActions(for: .editingDidBegin) }
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasEditing { sendActions(for: .editingDidEnd) }
    return true
  }

  /// Whether the keyboard has a return key: the number, decimal and phone pads of an
  /// iPhone have none.
  public var keyboardHasReturnKey: Bool {
    ![.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(keyboardType)
  }

  /// Stand-in only: a tap on the field, which gives it the keyboard.
  public func simulateTap() {
    becomeFirstResponder()
  }

  /// Stand-in only: the user types `typed` at the end of the text (one `editingChanged`).
  /// Without the keyboard nothing can be typed: false, and nothing changes.
  @discardableResult
  public func simulateTyping(_ typed: String) -> Bool {
    guard isFirstResponder else { return false }
    text = (text ?? "") + typed
    sendActions(for: .editingChanged)
    return true
  }

  /// Stand-in only: a tap on the keyboard's return key, which sends
  /// `editingDidEndOnExit`. False when there is no keyboard or it has no return key.
  @discardableResult
  public func simulateReturnKey() -> Bool {
    guard isFirstResponder, keyboardHasReturnKey else { return false }
    sendActions(for: .editingDidEndOnExit)
    return true
  }
}

open class UIDatePicker: UIControl {
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  public var datePickerMode: Mode = .dateAndTime
  public var date = Date()

  /// An approximation of the compact style's: a date button, or a date and a time.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: datePickerMode == .dateAndTime ? 200 : 110, height: 34)
  }
}

open class UISwitch: UIControl {
  public var isOn = false
}

open class UISegmentedControl: UIControl {
  public static let noSegment = -1
  public var selectedSegmentIndex = UISegmentedControl.noSegment
  public private(set) var numberOfSegments = 0

  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    numberOfSegments = items?.count ?? 0
  }

  /// An approximation: 70 points a segment, 32 high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(numberOfSegments) * 70, height: 32)
  }
}

// MARK: - Tables

@MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}

@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// As UIKit documents it: sent just before the table uses `cell` to draw a row, so that
  /// the delegate can customize it before it is displayed.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  public let reuseIdentifier: String?
  public let style: CellStyle
  public private(set) var textLabel: UILabel? = UILabel()
  public private(set) var detailTextLabel: UILabel?
  /// A subview of the cell, as in UIKit.
  public var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
    }
  }
  public var accessoryType: AccessoryType = .none
  public var selectionStyle: SelectionStyle = .default

  /// Required here (designated in UIKit) so that a registered class can be instantiated.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    if style != .default { detailTextLabel = UILabel() }
    super.init(frame: .zero)
  }

  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }
}

/// Scrolling itself is not modelled; what a drag does to the keyboard is.
open class UIScrollView: UIView {
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  public var keyboardDismissMode: KeyboardDismissMode = .none

  /// Stand-in only: the user drags the content down. As UIKit documents the modes:
  /// `none` leaves the keyboard; `onDrag` dismisses it as the drag begins;
  /// `interactive` lets it follow the touch, and dismisses it if the touch pulls it off
  /// screen (`pullingKeyboardOffScreen`), not if it is pulled back up. Dismissing the
  /// keyboard resigns the first responder that has it.
  public func simulateDrag(pullingKeyboardOffScreen: Bool) {
    let dismisses =
      switch keyboardDismissMode {
      case .none: false
      case .onDrag, .onDragWithAccessory: true
      case .interactive, .interactiveWithAccessory: pullingKeyboardOffScreen
      }
    if dismisses { UIResponder.current?.resignFirstResponder() }
  }
}

open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  public let style: Style
  public weak var dataSource: (any UITableViewDataSource)?
  public weak var delegate: (any UITableViewDelegate)?
  private var registered: [String: UITableViewCell.Type] = [:]
  /// Every row is on screen: a cell, once asked for, is a subview of the table until
  /// `reloadData()` or a reload of its row replaces it.
  private var cells: [IndexPath: UITableViewCell] = [:]
  public private(set) var indexPathForSelectedRow: IndexPath?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// As in UIKit, an identifier nothing was registered for is a programming error.
  /// As UIKit documents it: a cell of the class registered for `identifier` (made in the
  /// default style), or nil when none is registered (reuse is not modelled, so there is no
  /// queue to take one from).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cellClass = registered[identifier] else {
      fatalError(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
      )
    }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if let cell = cells[indexPath] { return cell }
    guard let dataSource, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cells[indexPath] = cell
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    addSubview(cell)
    return cell
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// The cells leave the table (with the keyboard, if a field in one has it); each row
  /// is asked for again when next shown.
  open func reloadData() {
    for cell in cells.values { cell.removeFromSuperview() }
    cells = [:]
  }

  /// As UIKit documents it: the data source is asked for a new cell for each row shown;
  /// the new cell takes the row's place and the old one leaves the table, taking the
  /// keyboard with it if a field in it has it. A cell the data source hands back again
  /// stays. Rows not shown yet are asked for when they are.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let old = cells[indexPath] else { continue }
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      if cell !== old {
        old.removeFromSuperview()
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
      }
      cells[indexPath] = cell
    }
  }

  open func selectRow(at indexPath: IndexPath?, animated: Bool) {
    indexPathForSelectedRow = indexPath
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  /// Stand-in only: what a user's tap on a row does — select it, then tell the delegate.
  public func simulateSelection(at indexPath: IndexPath) {
    _ = cellForRow(at: indexPath)
    selectRow(at: indexPath, animated: false)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }
}

// MARK: - Bars

@MainActor
open class UIBarItem {
  public var title: String?
  public var image: UIImage?
  public var tag = 0
  /// `UIAccessibilityIdentification`, which UIBarItem adopts: what UI tests find the
  /// bar button or tab bar item by; nil unless set.
  public var accessibilityIdentifier: String?

  public init() {}
}

open class UIBarButtonItem: UIBarItem {
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  public private(set) var systemItem: SystemItem?
  public var primaryAction: UIAction?
  public var menu: UIMenu?

  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// Stand-in only: what a user's tap does — runs the primary action, with this item as
  /// its sender.
  public func simulateTap() {
    primaryAction?.perform(sender: self)
  }
}

open class UITabBarItem: UIBarItem {
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  public var selectedImage: UIImage?
  public private(set) var systemItem: SystemItem?

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}

@MainActor
open class UINavigationItem {
  public var title: String?
  public var backButtonTitle: String?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?

  public init(title: String) {
    self.title = title
  }

  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}

// MARK: - View controllers

/// What a presentation controller asks about adapting to its environment and about an
/// interactive dismissal; every method has a default, which does what UIKit does when the
/// delegate does not implement UIKit's optional requirement.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Not implemented: UIKit asks `adaptivePresentationStyle(for:)` instead, which is about
  /// horizontally compact width only; elsewhere the presentation adapts by itself.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact
      ? adaptivePresentationStyle(for: controller)
      : controller.styleWithoutDelegate(in: traitCollection)
  }
  /// Not implemented either: the presentation adapts by itself.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    controller.styleWithoutDelegate(in: controller.adaptingTraits)
  }
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// Manages one presented controller. As UIKit documents it, its delegate hears of an
/// interactive dismissal (a swipe down on a sheet) only: never of `dismiss(animated:)`.
/// Only a popover adapts to its environment here (see `UIPopoverPresentationController`).
@MainActor
open class UIPresentationController {
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  public unowned let presentedViewController: UIViewController
  /// Stand-in only: the style the presented controller is shown in, once presented: its
  /// `modalPresentationStyle`, or what a popover adapted to.
  public internal(set) var shownPresentationStyle: UIModalPresentationStyle?
  /// The traits the presentation is adapting to, while its delegate is asked.
  var adaptingTraits = UITraitCollection()

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }

  /// The style the presentation adapts to in `traits` when its delegate says nothing
  /// (`.none`: no adaptation).
  func styleWithoutDelegate(in traits: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }

  /// Shows the presented controller in its style, adapted to `traits`.
  func adapt(to traits: UITraitCollection) {
    shownPresentationStyle = presentedViewController.modalPresentationStyle
  }
}

/// A popover's presentation controller, which adapts as UIKit documents
/// `UIModalPresentationStyle.popover` and `UIAdaptivePresentationControllerDelegate`: in
/// a horizontally or vertically compact environment it behaves as `.formSheet` (iOS 13
/// and later), unless its delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// (else `adaptivePresentationStyle(for:)`, in compact width) answers otherwise: one of
/// `.fullScreen`, `.overFullScreen`, `.formSheet`, or `.none`, which keeps the popover.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  public var sourceView: UIView?
  public var sourceRect: CGRect = .zero
  public var barButtonItem: UIBarButtonItem?

  override func styleWithoutDelegate(in traits: UITraitCollection) -> UIModalPresentationStyle {
    traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
      ? .formSheet : .none
  }

  /// Asks the delegate, or adapts by itself without one; an answer UIKit does not document
  /// is logged and ignored.
  override func adapt(to traits: UITraitCollection) {
    adaptingTraits = traits
    var style =
      delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
      ?? styleWithoutDelegate(in: traits)
    if ![.fullScreen, .overFullScreen, .formSheet, .none].contains(style) {
      UIKitLog.warn("a popover cannot adapt to \(style)")
      style = styleWithoutDelegate(in: traits)
    }
    shownPresentationStyle = style == .none ? .popover : style
  }
}

open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// As UIKit documents it, assigning a title updates the title of the controller's
  /// navigation item and of its tab bar item.
  public var title: String? {
    didSet {
      navigationItem.title = title
      tabBarItem.title = title
    }
  }
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// When true, a swipe cannot dismiss the controller (`simulateSwipeToDismiss()`).
  public var isModalInPresentation = false
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  /// Set on the controller that presents (the root of its hierarchy), as UIKit does.
  private var ownPresented: UIViewController?
  private weak var ownPresenting: UIViewController?
  private var popover: UIPopoverPresentationController?
  private var ownPresentationController: UIPresentationController?
  /// How many times `viewDidLoad` ran: once, on first access of `view`.
  public private(set) var viewLoadCount = 0

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: View loading

  /// Loaded on first access: `loadView()`, then `viewDidLoad()`.
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      viewLoadCount += 1
      viewDidLoad()
      for child in visibleChildren { _ = child.view }
      return loadedView
    }
    set { loadedView = newValue }
  }

  public var isViewLoaded: Bool { loadedView != nil }
  public var viewIfLoaded: UIView? { loadedView }

  open func loadView() {
    loadedView = UIView()
  }

  /// The children a container shows with its own view, whose views load with it.
  var visibleChildren: [UIViewController] { [] }

  open func viewDidLoad() {}

  /// Called once the controller's view is on screen: when it is pushed, presented,
  /// selected as a tab, made a window's root, or revealed by a pop or a dismissal.
  open func viewDidAppear(_ animated: Bool) {}

  /// The controller and the children it shows appear, each after its view loaded.
  func appear() {
    _ = view
    viewDidAppear(false)
    for child in visibleChildren { child.appear() }
  }

  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
  public lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  public var navigationController: UINavigationController? {
    ancestor(UINavigationController.self)
  }
  public var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
  public var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

  func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var candidate = parent
    while let current = candidate {
      if let match = current as? Container { return match }
      candidate = current.parent
    }
    return nil
  }

  var hierarchyRoot: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  // MARK: Modal presentation

  /// The window whose root this controller is.
  weak var hostWindow: UIWindow?

  /// As UIKit passes traits down: what presented a controller's hierarchy gives it its
  /// traits, else the window it is the root of; outside a window, none is specified.
  public var traitCollection: UITraitCollection {
    let root = hierarchyRoot
    if let presenting = root.ownPresenting { return presenting.traitCollection }
    return root.hostWindow?.traitCollection ?? UITraitCollection()
  }

  /// The controller presented by this one's hierarchy, if any.
  public var presentedViewController: UIViewController? { hierarchyRoot.ownPresented }
  /// The controller that presented this one's hierarchy, if any.
  public var presentingViewController: UIViewController? { hierarchyRoot.ownPresenting }

  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if popover == nil { popover = UIPopoverPresentationController(presentedViewController: self) }
    return popover
  }

  /// As UIKit documents it: the presentation controller of this controller or of the
  /// ancestor that is presented, made on first access (so that a delegate can be set
  /// before presenting), a popover's for the popover style.
  public var presentationController: UIPresentationController? {
    let root = hierarchyRoot
    if let popover = root.popoverPresentationController { return popover }
    if root.ownPresentationController == nil {
      root.ownPresentationController = UIPresentationController(presentedViewController: root)
    }
    return root.ownPresentationController
  }

  /// Stand-in only: the user swipes down on what this controller's hierarchy presents, as
  /// UIKit handles it: refused while it or the controller it shows is modal in presentation
  /// or its presentation controller's delegate says no (which then hears of the attempt);
  /// else dismissed, its delegate told before and after.
  public func simulateSwipeToDismiss() {
    guard let presented = hierarchyRoot.ownPresented,
      let controller = presented.presentationController
    else { return }
    var shown: UIViewController? = presented
    while let current = shown {
      if current.isModalInPresentation { return }
      shown = current.visibleChildren.last
    }
    guard controller.delegate?.presentationControllerShouldDismiss(controller) ?? true else {
      controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      return
    }
    controller.delegate?.presentationControllerWillDismiss(controller)
    hierarchyRoot.dismissPresentedChain()
    controller.delegate?.presentationControllerDidDismiss(controller)
  }

  /// Presents from the root of this controller's hierarchy (the presentation context of
  /// a full-screen or sheet presentation). Like UIKit, a hierarchy that already presents
  /// something, or a controller already presented, is refused with a log message.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presenter = hierarchyRoot
    guard presenter.ownPresented == nil else {
      UIKitLog.warn("Attempt to present \(viewControllerToPresent) which is already presenting")
      return
    }
    guard viewControllerToPresent.ownPresenting == nil, viewControllerToPresent.parent == nil
    else {
      UIKitLog.warn(
        "Application tried to present modally a view controller that is already presented")
      return
    }
    presenter.ownPresented = viewControllerToPresent
    viewControllerToPresent.ownPresenting = presenter
    viewControllerToPresent.presentationController?.adapt(to: presenter.traitCollection)
    viewControllerToPresent.appear()
    completion?()
  }

  /// Dismisses what this controller's hierarchy presents (with everything presented
  /// above it); when it presents nothing, asks its presenter to dismiss it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let root = hierarchyRoot
    if root.ownPresented != nil {
      root.dismissPresentedChain()
      root.appear()
    } else if let presenting = root.ownPresenting {
      presenting.dismissPresentedChain()
      presenting.appear()
    }
    completion?()
  }

  /// Ends the presentation this controller makes, and every one above it.
  private func dismissPresentedChain() {
    guard let presented = ownPresented else { return }
    presented.dismissPresentedChain()
    presented.ownPresenting = nil
    ownPresented = nil
  }

  // MARK: Show and show detail

  /// UIKit's resolution: the nearest container up the parent chain that overrides
  /// `show(_:sender:)` (a navigation or split view controller) shows `vc`; without one,
  /// `vc` is presented modally.
  open func show(_ vc: UIViewController, sender: Any?) {
    var candidate = parent
    while let current = candidate {
      if current is UINavigationController || current is UISplitViewController {
        current.show(vc, sender: sender)
        return
      }
      candidate = current.parent
    }
    present(vc, animated: true)
  }

  /// UIKit's resolution: the nearest split view controller up the parent chain shows `vc`
  /// as its secondary; without one, `vc` is presented modally.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = splitViewController {
      split.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }
}

/// A navigation controller's bar, as plain state.
@MainActor
open class UINavigationBar {
  public var prefersLargeTitles = false

  init() {}
}

open class UINavigationController: UIViewController {
  public let navigationBar = UINavigationBar()
  public var isNavigationBarHidden = false
  /// Hidden, as in UIKit.
  public var isToolbarHidden = true
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  public var topViewController: UIViewController? { stack.last }

  override var visibleChildren: [UIViewController] { stack.suffix(1) }
  public var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.removeFromParent()
    }
    stack = viewControllers
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
    }
  }

  /// Pushes `viewController`, whose view loads as it appears.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      UIKitLog.warn("Pushing the same view controller instance more than once is not supported")
      return
    }
    addChild(viewController)
    stack.append(viewController)
    viewController.appear()
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.removeFromParent()
    stack.last?.appear()
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.removeFromParent() }
    if !popped.isEmpty { viewController.appear() }
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pushes, as UIKit's navigation controller does.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }
}

open class UITabBarController: UIViewController {
  public var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] { controller.removeFromParent() }
      for controller in viewControllers ?? [] { addChild(controller) }
      selectedIndex = 0
    }
  }

  override var visibleChildren: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// Selecting a tab loads its view, as showing it does.
  public var selectedIndex = 0 {
    didSet {
      guard isViewLoaded else { return }
      if oldValue != selectedIndex {
        selectedViewController?.appear()
      } else {
        _ = selectedViewController?.view
      }
    }
  }

  public var selectedViewController: UIViewController? {
    get {
      guard let viewControllers, viewControllers.indices.contains(selectedIndex) else {
        return nil
      }
      return viewControllers[selectedIndex]
    }
    set {
      guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }
}

/// What a split view controller asks as its interface changes; every method has a default,
/// as UIKit's optional requirements do.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// Column-style splits only: the column shown once the split has collapsed.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    proposedTopColumn
  }
}

/// A split view controller, classic (`init()`, `viewControllers`) or column-style
/// (`init(style:)`, `setViewController(_:for:)`), expanded (regular width) until
/// `simulateCollapse()`.
open class UISplitViewController: UIViewController {
  public enum Style: Int, Sendable {
    case unspecified, doubleColumn, tripleColumn
  }

  public enum Column: Int, Sendable {
    case primary, supplementary, secondary, compact
  }

  public let style: Style
  public weak var delegate: (any UISplitViewControllerDelegate)?
  /// The controllers set for each column of a column-style split, as set (unwrapped).
  private var columns: [Column: UIViewController] = [:]

  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The children, in column order; in a column-style split, each column's navigation
  /// controller (the one it was set as, or the one UIKit wrapped it in).
  public var viewControllers: [UIViewController] = [] {
    didSet {
      for controller in oldValue where !viewControllers.contains(where: { $0 === controller }) {
        controller.removeFromParent()
      }
      for controller in viewControllers where controller.parent !== self {
        addChild(controller)
      }
    }
  }

  /// As UIKit documents it for column-style splits: a controller that is not a navigation
  /// controller is wrapped in one, which becomes the column's child.
  /// The compact column's controller is shown only once the split has collapsed (see
  /// `simulateCollapse()`), so it is no child of the expanded split.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    columns[column] = vc
    guard column != .compact else { return }
    let shown = [Column.primary, .supplementary, .secondary].compactMap { column in
      columns[column].map { controller -> UIViewController in
        if controller is UINavigationController { return controller }
        if let wrapper = controller.parent as? UINavigationController { return wrapper }
        return UINavigationController(rootViewController: controller)
      }
    }
    viewControllers = shown
  }

  /// The controller set for `column` (not its wrapper).
  open func viewController(for column: Column) -> UIViewController? {
    columns[column]
  }

  public private(set) var isCollapsed = false
  /// Stand-in only: for a column-style split that has collapsed, the column it shows.
  public private(set) var topColumn: Column?

  /// Stand-in only: the split collapses to one column, as in compact width (an iPhone, at
  /// launch). As UIKit documents it, a column-style split with a controller for the
  /// `.compact` column shows that one, whatever its delegate would say; else it shows the
  /// column its delegate picks from the proposed one, the secondary.
  public func simulateCollapse() {
    isCollapsed = true
    guard style != .unspecified else { return }
    if let compact = columns[.compact] {
      topColumn = .compact
      _ = compact.view
      return
    }
    topColumn =
      delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
      ?? .secondary
  }

  /// Stand-in only: what a collapsed column-style split shows, the controller set for its
  /// `topColumn` (for the primary, supplementary and secondary, the navigation controller
  /// it is in); nil while expanded.
  public var collapsedViewController: UIViewController? {
    guard isCollapsed, let topColumn, let controller = columns[topColumn] else { return nil }
    if topColumn == .compact { return controller }
    return controller as? UINavigationController ?? controller.parent
  }

  override var visibleChildren: [UIViewController] { viewControllers }

  /// Expanded: `vc` replaces the primary column.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified {
      viewControllers = [vc] + viewControllers.dropFirst()
    } else {
      setViewController(vc, for: .primary)
    }
    _ = vc.view
  }

  /// Expanded: `vc` replaces the secondary column.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified {
      viewControllers = Array(viewControllers.prefix(1)) + [vc]
    } else {
      setViewController(vc, for: .secondary)
    }
    _ = vc.view
  }
}

open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public let style: UITableView.Style

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller's view, loaded on first access.
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell()
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

/// Performs a transition its subclass defines; `perform()` does nothing here.
@MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  open func perform() {}
}

// MARK: - Layout

/// An edge a constraint pins: where it lies along its axis, in the coordinates of the
/// view that lays out the constrained view.
enum LayoutEdge: Sendable {
  case leading, trailing, top, bottom
}

/// The anchor of a view's or layout guide's edge. Only constraints between a view and its
/// superview (or the superview's safe area) are modelled, which is what pinning needs.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  weak var view: UIView?
  /// True for an edge of `view`'s safe area, false for one of `view` itself.
  let isSafeArea: Bool
  let edge: LayoutEdge

  init(view: UIView, isSafeArea: Bool, edge: LayoutEdge) {
    self.view = view
    self.isSafeArea = isSafeArea
    self.edge = edge
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, constant: c)
  }

  /// Where the edge lies in the bounds of `container`, when `container` is its view.
  func position(in container: UIView) -> CGFloat? {
    guard let view, view === container else { return nil }
    let area = isSafeArea ? view.safeAreaLayoutGuide.layoutFrame : view.bounds
    switch edge {
    case .leading: return area.minX
    case .trailing: return area.maxX
    case .top: return area.minY
    case .bottom: return area.maxY
    }
  }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `first` = `second` + `constant`. Active constraints of a view whose
/// `translatesAutoresizingMaskIntoConstraints` is false decide its frame when its
/// superview lays out (`layoutIfNeeded()`); a dimension left free takes the view's
/// `intrinsicContentSize`.
@MainActor
open class NSLayoutConstraint {
  let firstEdge: LayoutEdge
  weak var firstView: UIView?
  let secondPosition: @MainActor (UIView) -> CGFloat?
  public var constant: CGFloat

  init<Axis>(first: NSLayoutAnchor<Axis>, second: NSLayoutAnchor<Axis>, constant: CGFloat) {
    firstEdge = first.edge
    firstView = first.view
    secondPosition = { [second] container in second.position(in: container) }
    self.constant = constant
  }

  public var isActive = false {
    didSet {
      guard let firstView, isActive != oldValue else { return }
      if isActive {
        firstView.activeConstraints.append(self)
      } else {
        firstView.activeConstraints.removeAll { $0 === self }
      }
    }
  }

  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
}

/// A rectangle a view's constraints can pin to: here only a view's safe area.
@MainActor
open class UILayoutGuide {
  weak var owningView: UIView?

  init(owningView: UIView) {
    self.owningView = owningView
  }

  /// The owning view's bounds inset by its `safeAreaInsets`.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let insets = view.safeAreaInsets
    return CGRect(
      x: insets.left, y: insets.top, width: max(0, view.bounds.width - insets.left - insets.right),
      height: max(0, view.bounds.height - insets.top - insets.bottom))
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }

  private func xAnchor(_ edge: LayoutEdge) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view: owningView ?? UIView(), isSafeArea: true, edge: edge)
  }

  private func yAnchor(_ edge: LayoutEdge) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(view: owningView ?? UIView(), isSafeArea: true, edge: edge)
  }
}

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view: self, isSafeArea: false, edge: .leading)
  }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view: self, isSafeArea: false, edge: .trailing)
  }
  public var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(view: self, isSafeArea: false, edge: .top)
  }
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(view: self, isSafeArea: false, edge: .bottom)
  }
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }

  /// The frame this view's active constraints give it in `container`, its superview:
  /// pinned edges where they are pinned, the intrinsic size along a free dimension.
  func constrainedFrame(in container: UIView) -> CGRect {
    var edges: [LayoutEdge: CGFloat] = [:]
    for constraint in activeConstraints {
      if let position = constraint.secondPosition(container) {
        edges[constraint.firstEdge] = position + constraint.constant
      }
    }
    let size = intrinsicContentSize
    let (x, width) = Self.span(edges[.leading], edges[.trailing], frame.minX, size.width)
    let (y, height) = Self.span(edges[.top], edges[.bottom], frame.minY, size.height)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  private static func span(_ start: CGFloat?, _ end: CGFloat?, _ origin: CGFloat, _ length: CGFloat)
    -> (CGFloat, CGFloat)
  {
    switch (start, end) {
    case (let start?, let end?): (start, max(0, end - start))
    case (let start?, nil): (start, length)
    case (nil, let end?): (end - length, length)
    case (nil, nil): (origin, length)
    }
  }
}

/// Lays out its arranged subviews in a column (`.vertical`) or a row, `spacing` apart,
/// each filling the stack across its axis (`alignment` `.fill`, the default) and as long
/// as its intrinsic size along it (`distribution` `.fill` with a stack sized by them).
open class UIStackView: UIView {
  public private(set) var arrangedSubviews: [UIView] = []
  public var axis: NSLayoutConstraint.Axis = .horizontal
  public var spacing: CGFloat = 0

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open override var intrinsicContentSize: CGSize {
    let sizes = arrangedSubviews.map(\.intrinsicContentSize)
    let gaps = spacing * CGFloat(max(0, sizes.count - 1))
    switch axis {
    case .vertical:
      return CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    case .horizontal:
      return CGSize(
        width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }
  }

  open override func layoutSubviews() {
    var offset: CGFloat = 0
    for view in arrangedSubviews {
      let size = view.intrinsicContentSize
      switch axis {
      case .vertical:
        view.frame = CGRect(x: 0, y: offset, width: bounds.width, height: size.height)
        offset += size.height + spacing
      case .horizontal:
        view.frame = CGRect(x: offset, y: 0, width: size.width, height: bounds.height)
        offset += size.width + spacing
      }
    }
  }
}

extension NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

// MARK: - Windows

@MainActor
public final class UIScreen {
  public static let main = UIScreen()
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

open class UIWindow: UIView {
  /// Setting it loads the root's view and sizes it to the window, with an iPhone's safe
  /// area insets (the status bar and the home indicator).
  public var rootViewController: UIViewController? {
    didSet {
      oldValue?.hostWindow = nil
      guard let root = rootViewController else { return }
      root.hostWindow = self
      let view: UIView = root.view
      view.frame = bounds
      view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      root.appear()
    }
  }
  public private(set) var isKeyWindow = false
  /// An iPhone's in portrait, compact width and regular height, until
  /// `simulateTraitChange(to:)`.
  public private(set) var traitCollection = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact),
    UITraitCollection(verticalSizeClass: .regular),
  ])

  open func makeKeyAndVisible() {
    isKeyWindow = true
  }

  /// Stand-in only: the window's environment changes (an iPad, a rotation, a Slide Over
  /// width), and each presentation in it adapts to the new traits, as UIKit adapts one
  /// when its traits change.
  public func simulateTraitChange(to traits: UITraitCollection) {
    traitCollection = traits
    var presenter = rootViewController
    while let current = presenter, let presented = current.presentedViewController {
      presented.presentationController?.adapt(to: current.traitCollection)
      presenter = presented
    }
  }
}
