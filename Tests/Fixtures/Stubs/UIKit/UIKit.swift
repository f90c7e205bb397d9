// Stub of Apple's UIKit (iOS 17 SDK), for type-checking generated iOS code on Linux.
//
// Every declaration here has the Swift name, labels, types, optionality, `open`-ness
// and actor isolation that the real SDK shows to Swift; nothing here is ever run.
// Bodies are `_stub()` (or empty), and the module is built with
// `-experimental-skip-all-function-bodies`, so they are not even type-checked.
//
// Conventions, chosen to keep the checks that matter on iOS:
// - Classes are `@objc`, and their members `@objc dynamic` whenever their types can be
//   represented (as Objective-C members are on iOS): subclasses may then override them,
//   also in extensions, and `#selector` can name them. Not `@objcMembers`, which
//   subclasses would inherit: app classes must not get members `@objc` implicitly.
// - UIKit's Objective-C protocols are `@objc` with `@objc optional` requirements, and
//   `@MainActor` where the SDK marks them `NS_SWIFT_UI_ACTOR`.
// - NS_ENUMs are `@objc` enums with the SDK's raw values; NS_OPTIONS and C structs
//   conform to `_ObjCRepresentableValue` (see the CoreGraphics stub) so that they may
//   appear in `@objc` signatures.
//
// Known departures from the SDK (the Swift language cannot declare them):
// - UIKit's protocols do not refine `NSObjectProtocol` (Foundation's on Linux is not
//   an `@objc` protocol).
// - A subclass cannot narrow an inherited property's type, so `UITableView`,
//   `UICollectionView` and `UITextView` inherit `UIScrollView.delegate`, typed
//   `(any UIScrollViewDelegate)?`. Assigning a table-view delegate works as on iOS;
//   reading `tableView.delegate` gives the wider type.
// - Foundation's classes (NSAttributedString, NSCoder, Bundle...) are not Objective-C
//   classes on Linux and `Set` is not bridged, so members using them are not `@objc`,
//   and the two protocol requirements that need them are left out (marked below).
// - `CALayer` lives here (QuartzCore on iOS), with only what views use.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import ObjectiveC

/// The body of every stub member: the stubs are for the type checker only.
@inline(never)
func _stub() -> Never { fatalError("UIKit stub: for type-checking only") }

// MARK: - Geometry and text values

/// Insets for the edges of a rectangle (a C struct on iOS).
public struct UIEdgeInsets: Hashable, Sendable, _ObjCRepresentableValue {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets()
}

/// Insets that follow the layout direction (a C struct on iOS).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, _ObjCRepresentableValue {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset (a C struct on iOS).
public struct UIOffset: Hashable, Sendable, _ObjCRepresentableValue {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init() { self.init(horizontal: 0, vertical: 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset()
}

@objc public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

@objc public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

// MARK: - IndexPath additions (UIKit's, on iOS)

extension IndexPath {
  /// An index path for a table-view row.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// An index path for a collection-view item.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// MARK: - Colors, images, fonts (thread-safe, not main-actor isolated)

@objc
open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { _stub() }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { _stub() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { _stub() }
  public init(cgColor: CGColor) { _stub() }
  public init(patternImage image: UIImage) { _stub() }
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { _stub() }
  public init?(named name: String) { _stub() }
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    _stub()
  }
  open dynamic var cgColor: CGColor { _stub() }
  @objc open dynamic func withAlphaComponent(_ alpha: CGFloat) -> UIColor { _stub() }
  @objc open dynamic func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    _stub()
  }
  @objc open dynamic func setFill() {}
  @objc open dynamic func setStroke() {}
  @objc open dynamic func set() {}

  @objc open dynamic class var black: UIColor { _stub() }
  @objc open dynamic class var darkGray: UIColor { _stub() }
  @objc open dynamic class var lightGray: UIColor { _stub() }
  @objc open dynamic class var white: UIColor { _stub() }
  @objc open dynamic class var gray: UIColor { _stub() }
  @objc open dynamic class var red: UIColor { _stub() }
  @objc open dynamic class var green: UIColor { _stub() }
  @objc open dynamic class var blue: UIColor { _stub() }
  @objc open dynamic class var cyan: UIColor { _stub() }
  @objc open dynamic class var yellow: UIColor { _stub() }
  @objc open dynamic class var magenta: UIColor { _stub() }
  @objc open dynamic class var orange: UIColor { _stub() }
  @objc open dynamic class var purple: UIColor { _stub() }
  @objc open dynamic class var brown: UIColor { _stub() }
  @objc open dynamic class var clear: UIColor { _stub() }
  @objc open dynamic class var systemRed: UIColor { _stub() }
  @objc open dynamic class var systemGreen: UIColor { _stub() }
  @objc open dynamic class var systemBlue: UIColor { _stub() }
  @objc open dynamic class var systemOrange: UIColor { _stub() }
  @objc open dynamic class var systemYellow: UIColor { _stub() }
  @objc open dynamic class var systemPink: UIColor { _stub() }
  @objc open dynamic class var systemPurple: UIColor { _stub() }
  @objc open dynamic class var systemTeal: UIColor { _stub() }
  @objc open dynamic class var systemIndigo: UIColor { _stub() }
  @objc open dynamic class var systemMint: UIColor { _stub() }
  @objc open dynamic class var systemCyan: UIColor { _stub() }
  @objc open dynamic class var systemBrown: UIColor { _stub() }
  @objc open dynamic class var systemGray: UIColor { _stub() }
  @objc open dynamic class var systemGray2: UIColor { _stub() }
  @objc open dynamic class var systemGray3: UIColor { _stub() }
  @objc open dynamic class var systemGray4: UIColor { _stub() }
  @objc open dynamic class var systemGray5: UIColor { _stub() }
  @objc open dynamic class var systemGray6: UIColor { _stub() }
  @objc open dynamic class var tintColor: UIColor { _stub() }
  @objc open dynamic class var label: UIColor { _stub() }
  @objc open dynamic class var secondaryLabel: UIColor { _stub() }
  @objc open dynamic class var tertiaryLabel: UIColor { _stub() }
  @objc open dynamic class var quaternaryLabel: UIColor { _stub() }
  @objc open dynamic class var link: UIColor { _stub() }
  @objc open dynamic class var placeholderText: UIColor { _stub() }
  @objc open dynamic class var separator: UIColor { _stub() }
  @objc open dynamic class var opaqueSeparator: UIColor { _stub() }
  @objc open dynamic class var systemBackground: UIColor { _stub() }
  @objc open dynamic class var secondarySystemBackground: UIColor { _stub() }
  @objc open dynamic class var tertiarySystemBackground: UIColor { _stub() }
  @objc open dynamic class var systemGroupedBackground: UIColor { _stub() }
  @objc open dynamic class var secondarySystemGroupedBackground: UIColor { _stub() }
  @objc open dynamic class var tertiarySystemGroupedBackground: UIColor { _stub() }
  @objc open dynamic class var systemFill: UIColor { _stub() }
}

@objc
open class UIImage: NSObject, @unchecked Sendable {
  public init?(named name: String) { _stub() }
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    _stub()
  }
  public init?(systemName name: String) { _stub() }
  public init?(contentsOfFile path: String) { _stub() }
  public init?(data: Data) { _stub() }
  public init?(data: Data, scale: CGFloat) { _stub() }
  public init(cgImage: CGImage) { _stub() }
  @objc open dynamic var size: CGSize { _stub() }
  @objc open dynamic var scale: CGFloat { _stub() }
  open dynamic var cgImage: CGImage? { _stub() }
  @objc open dynamic var renderingMode: UIImage.RenderingMode { _stub() }
  @objc open dynamic func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    _stub()
  }
  @objc open dynamic func withTintColor(_ color: UIColor) -> UIImage { _stub() }
  @objc open dynamic func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    _stub()
  }
  @objc open dynamic func draw(in rect: CGRect) {}
  @objc open dynamic func draw(at point: CGPoint) {}
  @objc open dynamic func pngData() -> Data? { _stub() }
  @objc open dynamic func jpegData(compressionQuality: CGFloat) -> Data? { _stub() }
}

extension UIImage {
  @objc public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }
}

@objc
open class UIFont: NSObject, @unchecked Sendable {
  public init?(name fontName: String, size fontSize: CGFloat) { _stub() }
  @objc open dynamic class func systemFont(ofSize fontSize: CGFloat) -> UIFont { _stub() }
  @objc open dynamic class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  { _stub() }
  @objc open dynamic class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { _stub() }
  @objc open dynamic class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { _stub() }
  @objc open dynamic class func monospacedSystemFont(
    ofSize fontSize: CGFloat, weight: UIFont.Weight
  ) -> UIFont {
    _stub()
  }
  @objc open dynamic class func monospacedDigitSystemFont(
    ofSize fontSize: CGFloat, weight: UIFont.Weight
  )
    -> UIFont
  { _stub() }
  @objc open dynamic class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    _stub()
  }
  @objc open dynamic class var systemFontSize: CGFloat { _stub() }
  @objc open dynamic class var labelFontSize: CGFloat { _stub() }
  @objc open dynamic class var familyNames: [String] { _stub() }
  @objc open dynamic var familyName: String { _stub() }
  @objc open dynamic var fontName: String { _stub() }
  @objc open dynamic var pointSize: CGFloat { _stub() }
  @objc open dynamic var lineHeight: CGFloat { _stub() }
  @objc open dynamic func withSize(_ fontSize: CGFloat) -> UIFont { _stub() }
}

extension UIFont {
  public struct Weight: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  public struct TextStyle: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }
}

// MARK: - Traits

@objc public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

@objc public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

@objc public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

@objc
open class UITraitCollection: NSObject, @unchecked Sendable {
  public override init() { _stub() }
  public init(userInterfaceStyle: UIUserInterfaceStyle) { _stub() }
  @objc open dynamic class var current: UITraitCollection { _stub() }
  @objc open dynamic var userInterfaceStyle: UIUserInterfaceStyle { _stub() }
  @objc open dynamic var horizontalSizeClass: UIUserInterfaceSizeClass { _stub() }
  @objc open dynamic var verticalSizeClass: UIUserInterfaceSizeClass { _stub() }
  @objc open dynamic var userInterfaceIdiom: UIUserInterfaceIdiom { _stub() }
  @objc open dynamic var displayScale: CGFloat { _stub() }
}

// MARK: - Layers (QuartzCore on iOS)

@objc
open class CALayer: NSObject {
  public override init() { _stub() }
  @objc open dynamic var frame: CGRect = .zero
  @objc open dynamic var bounds: CGRect = .zero
  @objc open dynamic var position: CGPoint = .zero
  @objc open dynamic var cornerRadius: CGFloat = 0
  @objc open dynamic var borderWidth: CGFloat = 0
  open dynamic var borderColor: CGColor?
  open dynamic var backgroundColor: CGColor?
  open dynamic var shadowColor: CGColor?
  @objc open dynamic var shadowOpacity: Float = 0
  @objc open dynamic var shadowOffset: CGSize = .zero
  @objc open dynamic var shadowRadius: CGFloat = 0
  @objc open dynamic var masksToBounds: Bool = false
  @objc open dynamic var opacity: Float = 1
  @objc open dynamic var isHidden: Bool = false
  @objc open dynamic var zPosition: CGFloat = 0
  @objc open dynamic var sublayers: [CALayer]?
  @objc open dynamic var superlayer: CALayer? { _stub() }
  @objc open dynamic func addSublayer(_ layer: CALayer) {}
  @objc open dynamic func removeFromSuperlayer() {}
  @objc open dynamic func setNeedsDisplay() {}
  @objc open dynamic func setNeedsLayout() {}
}

// MARK: - Responders, events, touches

@MainActor @objc
open class UIResponder: NSObject {
  public override init() { _stub() }
  @objc open dynamic var next: UIResponder? { _stub() }
  @objc open dynamic var canBecomeFirstResponder: Bool { _stub() }
  @objc @discardableResult open dynamic func becomeFirstResponder() -> Bool { _stub() }
  @objc open dynamic var canResignFirstResponder: Bool { _stub() }
  @objc @discardableResult open dynamic func resignFirstResponder() -> Bool { _stub() }
  @objc open dynamic var isFirstResponder: Bool { _stub() }
  @objc open dynamic var inputView: UIView? { _stub() }
  @objc open dynamic var inputAccessoryView: UIView? { _stub() }
  @objc open dynamic func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open dynamic func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open dynamic func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open dynamic func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open dynamic func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    _stub()
  }
  @objc open dynamic func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    _stub()
  }
}

@MainActor @objc
open class UIEvent: NSObject {
  @objc open dynamic var timestamp: TimeInterval { _stub() }
  @objc open dynamic func touches(for view: UIView) -> Set<UITouch>? { _stub() }
}

@MainActor @objc
open class UITouch: NSObject {
  @objc open dynamic var view: UIView? { _stub() }
  @objc open dynamic var window: UIWindow? { _stub() }
  @objc open dynamic var tapCount: Int { _stub() }
  @objc open dynamic var timestamp: TimeInterval { _stub() }
  @objc open dynamic func location(in view: UIView?) -> CGPoint { _stub() }
  @objc open dynamic func previousLocation(in view: UIView?) -> CGPoint { _stub() }
}

// MARK: - Auto Layout

@objc public enum NSLayoutRelation: Int, Sendable {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1
}

public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
  public var rawValue: Float
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

@MainActor @objc
open class NSLayoutConstraint: NSObject {
  @objc open dynamic class func activate(_ constraints: [NSLayoutConstraint]) {}
  @objc open dynamic class func deactivate(_ constraints: [NSLayoutConstraint]) {}
  @objc open dynamic var isActive: Bool = false
  @objc open dynamic var constant: CGFloat = 0
  @objc open dynamic var multiplier: CGFloat { _stub() }
  @objc open dynamic var priority: UILayoutPriority = .required
  @objc open dynamic var identifier: String?
  @objc open dynamic var relation: NSLayoutConstraint.Relation { _stub() }
  @objc open dynamic var firstItem: AnyObject? { _stub() }
  @objc open dynamic var secondItem: AnyObject? { _stub() }
}

extension NSLayoutConstraint {
  public typealias Relation = NSLayoutRelation

  @objc public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// Anchors are Objective-C generics on iOS; here a generic NSObject subclass.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open dynamic func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    _stub()
  }
  open dynamic func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { _stub() }
  open dynamic func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { _stub() }
  open dynamic func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { _stub() }
  open dynamic func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { _stub() }
  open dynamic func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { _stub() }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  open dynamic func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  )
    -> NSLayoutConstraint
  { _stub() }
}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  open dynamic func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  )
    -> NSLayoutConstraint
  { _stub() }
}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  @objc open dynamic func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _stub() }
  @objc open dynamic func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint
  { _stub() }
  @objc open dynamic func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    _stub()
  }
  open dynamic func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { _stub() }
  open dynamic func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { _stub() }
}

@MainActor @objc
open class UILayoutGuide: NSObject {
  public override init() { _stub() }
  @objc open dynamic var identifier: String = ""
  @objc open dynamic var layoutFrame: CGRect { _stub() }
  @objc weak open dynamic var owningView: UIView?
  open dynamic var leadingAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var trailingAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var leftAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var rightAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var topAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var bottomAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var widthAnchor: NSLayoutDimension { _stub() }
  open dynamic var heightAnchor: NSLayoutDimension { _stub() }
  open dynamic var centerXAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var centerYAnchor: NSLayoutYAxisAnchor { _stub() }
}

// MARK: - UIView

@MainActor @objc
open class UIView: UIResponder {
  public init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  public override convenience init() { self.init(frame: .zero) }

  @objc open dynamic class var layerClass: AnyClass { _stub() }
  @objc open dynamic var layer: CALayer { _stub() }
  @objc open dynamic var frame: CGRect = .zero
  @objc open dynamic var bounds: CGRect = .zero
  @objc open dynamic var center: CGPoint = .zero
  @objc open dynamic var transform: CGAffineTransform = .identity
  @objc open dynamic var backgroundColor: UIColor?
  @objc open dynamic var alpha: CGFloat = 1
  @objc open dynamic var isHidden: Bool = false
  @objc open dynamic var isOpaque: Bool = true
  @objc open dynamic var clipsToBounds: Bool = false
  @objc open dynamic var tintColor: UIColor!
  @objc open dynamic var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  @objc open dynamic var tag: Int = 0
  @objc open dynamic var contentMode: UIView.ContentMode = .scaleToFill
  @objc open dynamic var isUserInteractionEnabled: Bool = true
  @objc open dynamic var isMultipleTouchEnabled: Bool = false
  @objc open dynamic var autoresizingMask: UIView.AutoresizingMask = []
  @objc open dynamic var translatesAutoresizingMaskIntoConstraints: Bool = true
  @objc open dynamic var accessibilityIdentifier: String?
  @objc open dynamic var accessibilityLabel: String?
  @objc open dynamic var accessibilityHint: String?
  @objc open dynamic var isAccessibilityElement: Bool = false
  @objc open dynamic var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  @objc open dynamic var traitCollection: UITraitCollection { _stub() }

  @objc open dynamic var superview: UIView? { _stub() }
  @objc open dynamic var subviews: [UIView] { _stub() }
  @objc open dynamic var window: UIWindow? { _stub() }
  @objc open dynamic func addSubview(_ view: UIView) {}
  @objc open dynamic func insertSubview(_ view: UIView, at index: Int) {}
  @objc open dynamic func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  @objc open dynamic func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  @objc open dynamic func bringSubviewToFront(_ view: UIView) {}
  @objc open dynamic func sendSubviewToBack(_ view: UIView) {}
  @objc open dynamic func removeFromSuperview() {}
  @objc open dynamic func isDescendant(of view: UIView) -> Bool { _stub() }
  @objc open dynamic func viewWithTag(_ tag: Int) -> UIView? { _stub() }
  @objc open dynamic func didAddSubview(_ subview: UIView) {}
  @objc open dynamic func willRemoveSubview(_ subview: UIView) {}
  @objc open dynamic func willMove(toSuperview newSuperview: UIView?) {}
  @objc open dynamic func didMoveToSuperview() {}
  @objc open dynamic func willMove(toWindow newWindow: UIWindow?) {}
  @objc open dynamic func didMoveToWindow() {}

  @objc(convertPoint:toView:)
  open dynamic func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { _stub() }
  @objc(convertPoint:fromView:)
  open dynamic func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { _stub() }
  @objc(convertRect:toView:)
  open dynamic func convert(_ rect: CGRect, to view: UIView?) -> CGRect { _stub() }
  @objc(convertRect:fromView:)
  open dynamic func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _stub() }
  @objc open dynamic func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _stub() }
  @objc open dynamic func point(inside point: CGPoint, with event: UIEvent?) -> Bool { _stub() }

  @objc open dynamic func layoutSubviews() {}
  @objc open dynamic func setNeedsLayout() {}
  @objc open dynamic func layoutIfNeeded() {}
  @objc open dynamic func setNeedsDisplay() {}
  @objc open dynamic func setNeedsDisplay(_ rect: CGRect) {}
  @objc open dynamic func draw(_ rect: CGRect) {}
  @objc open dynamic func sizeThatFits(_ size: CGSize) -> CGSize { _stub() }
  @objc open dynamic func sizeToFit() {}
  @objc open dynamic var intrinsicContentSize: CGSize { _stub() }
  @objc open dynamic func invalidateIntrinsicContentSize() {}
  @objc open dynamic func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { _stub() }
  @objc open dynamic func updateConstraints() {}
  @objc open dynamic func setNeedsUpdateConstraints() {}
  @objc open dynamic func awakeFromNib() {}
  @objc open dynamic func prepareForInterfaceBuilder() {}
  @objc open dynamic func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  @objc @discardableResult open dynamic func endEditing(_ force: Bool) -> Bool { _stub() }

  @objc open dynamic var layoutMargins: UIEdgeInsets = .zero
  @objc open dynamic var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
  @objc open dynamic var preservesSuperviewLayoutMargins: Bool = false
  @objc open dynamic var safeAreaInsets: UIEdgeInsets { _stub() }
  @objc open dynamic func safeAreaInsetsDidChange() {}
  @objc open dynamic var layoutMarginsGuide: UILayoutGuide { _stub() }
  @objc open dynamic var safeAreaLayoutGuide: UILayoutGuide { _stub() }
  @objc open dynamic var readableContentGuide: UILayoutGuide { _stub() }
  @objc open dynamic var constraints: [NSLayoutConstraint] { _stub() }
  @objc open dynamic func addConstraint(_ constraint: NSLayoutConstraint) {}
  @objc open dynamic func addConstraints(_ constraints: [NSLayoutConstraint]) {}
  @objc open dynamic func removeConstraint(_ constraint: NSLayoutConstraint) {}
  @objc open dynamic func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
  @objc open dynamic func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  open dynamic var leadingAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var trailingAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var leftAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var rightAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var topAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var bottomAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var widthAnchor: NSLayoutDimension { _stub() }
  open dynamic var heightAnchor: NSLayoutDimension { _stub() }
  open dynamic var centerXAnchor: NSLayoutXAxisAnchor { _stub() }
  open dynamic var centerYAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var firstBaselineAnchor: NSLayoutYAxisAnchor { _stub() }
  open dynamic var lastBaselineAnchor: NSLayoutYAxisAnchor { _stub() }
  @objc open dynamic func contentHuggingPriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    _stub()
  }
  @objc open dynamic func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
  @objc open dynamic func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { _stub() }
  @objc open dynamic func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}

  @objc open dynamic var gestureRecognizers: [UIGestureRecognizer]?
  @objc open dynamic func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  @objc open dynamic func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  @objc open dynamic func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { _stub() }

  @objc open dynamic class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  @objc open dynamic class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  @objc open dynamic class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
  ) {}
  @objc open dynamic class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  @objc open dynamic class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (@MainActor @Sendable () -> Void)?,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  @objc open dynamic class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

extension UIView {
  @objc public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }

  @objc public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0
    case normal = 1
    case dimmed = 2
  }

  public struct AutoresizingMask: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  public struct AnimationOptions: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }
}

// MARK: - Windows, screens, scenes, application

@MainActor @objc
open class UIScreen: NSObject {
  @objc open dynamic class var main: UIScreen { _stub() }
  @objc open dynamic var bounds: CGRect { _stub() }
  @objc open dynamic var nativeBounds: CGRect { _stub() }
  @objc open dynamic var scale: CGFloat { _stub() }
  @objc open dynamic var brightness: CGFloat = 1
  @objc open dynamic var traitCollection: UITraitCollection { _stub() }
}

@MainActor @objc
open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var rootViewController: UIViewController?
  @objc weak open dynamic var windowScene: UIWindowScene?
  @objc open dynamic var screen: UIScreen = .main
  @objc open dynamic var isKeyWindow: Bool { _stub() }
  @objc open dynamic var windowLevel: UIWindow.Level = .normal
  @objc open dynamic func makeKey() {}
  @objc open dynamic func makeKeyAndVisible() {}
  @objc open dynamic func becomeKey() {}
  @objc open dynamic func resignKey() {}
}

extension UIWindow {
  public struct Level: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }
}

@MainActor @objc
open class UISceneSession: NSObject {
  @objc open dynamic var scene: UIScene? { _stub() }
  @objc open dynamic var role: UISceneSession.Role { _stub() }
  @objc open dynamic var configuration: UISceneConfiguration { _stub() }
  @objc open dynamic var persistentIdentifier: String { _stub() }
  @objc open dynamic var userInfo: [String: Any]?
}

extension UISceneSession {
  public struct Role: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(
      "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

@MainActor @objc
open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) { _stub() }
  @objc open dynamic var name: String? { _stub() }
  @objc open dynamic var role: UISceneSession.Role { _stub() }
  @objc open dynamic var delegateClass: AnyClass?
  @objc open dynamic var storyboard: UIStoryboard?
}

@MainActor @objc
open class UIScene: UIResponder {
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { _stub() }
  @objc open dynamic var session: UISceneSession { _stub() }
  @objc open dynamic var delegate: (any UISceneDelegate)?
  @objc open dynamic var activationState: UIScene.ActivationState { _stub() }
  @objc open dynamic var title: String!
}

extension UIScene {
  @MainActor @objc
  open class ConnectionOptions: NSObject {
    @objc open dynamic var urlContexts: Set<UIOpenURLContext> { _stub() }
    @objc open dynamic var sourceApplication: String? { _stub() }
  }

  @objc public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }
}

@MainActor @objc
open class UIOpenURLContext: NSObject {
  @objc open dynamic var url: URL { _stub() }
}

@MainActor @objc
open class UIWindowScene: UIScene {
  @objc open dynamic var windows: [UIWindow] { _stub() }
  @objc open dynamic var keyWindow: UIWindow? { _stub() }
  @objc open dynamic var screen: UIScreen { _stub() }
  @objc open dynamic var traitCollection: UITraitCollection { _stub() }
}

@MainActor @objc public protocol UISceneDelegate {
  @objc optional func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  @objc optional func sceneDidDisconnect(_ scene: UIScene)
  @objc optional func sceneDidBecomeActive(_ scene: UIScene)
  @objc optional func sceneWillResignActive(_ scene: UIScene)
  @objc optional func sceneWillEnterForeground(_ scene: UIScene)
  @objc optional func sceneDidEnterBackground(_ scene: UIScene)
}

@MainActor @objc public protocol UIWindowSceneDelegate: UISceneDelegate {
  @objc optional var window: UIWindow? { get set }
}

@MainActor @objc
open class UIApplication: UIResponder {
  @objc open dynamic class var shared: UIApplication { _stub() }
  @objc unowned(unsafe) open dynamic var delegate: (any UIApplicationDelegate)?
  @objc open dynamic var connectedScenes: Set<UIScene> { _stub() }
  @objc open dynamic var openSessions: Set<UISceneSession> { _stub() }
  @objc open dynamic var applicationState: UIApplication.State { _stub() }
  @objc open dynamic var applicationIconBadgeNumber: Int = 0
  @objc open dynamic var isIdleTimerDisabled: Bool = false
  @objc open dynamic var isNetworkActivityIndicatorVisible: Bool = false
  @objc open dynamic func canOpenURL(_ url: URL) -> Bool { _stub() }
  @objc open dynamic func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  @discardableResult
  @objc open dynamic func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  { _stub() }
  @objc open dynamic func registerForRemoteNotifications() {}
  @objc open dynamic class var openSettingsURLString: String { _stub() }
}

extension UIApplication {
  @objc public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(
      "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey(
      "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
  }

  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(
      "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable,
    _ObjCRepresentableValue
  {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}

@MainActor @objc public protocol UIApplicationDelegate {
  @objc optional var window: UIWindow? { get set }
  @objc optional func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  @objc optional func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  @objc optional func applicationDidBecomeActive(_ application: UIApplication)
  @objc optional func applicationWillResignActive(_ application: UIApplication)
  @objc optional func applicationDidEnterBackground(_ application: UIApplication)
  @objc optional func applicationWillEnterForeground(_ application: UIApplication)
  @objc optional func applicationWillTerminate(_ application: UIApplication)
  @objc optional func application(
    _ app: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  @objc optional func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  @objc optional func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// Makes `@main` work on an application delegate, as on iOS.
  @MainActor public static func main() { _stub() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 { _stub() }

// MARK: - Controls

@MainActor @objc
open class UIControl: UIView {
  @objc open dynamic var isEnabled: Bool = true
  @objc open dynamic var isSelected: Bool = false
  @objc open dynamic var isHighlighted: Bool = false
  @objc open dynamic var state: UIControl.State { _stub() }
  @objc open dynamic var isTracking: Bool { _stub() }
  @objc open dynamic var isTouchInside: Bool { _stub() }
  @objc open dynamic var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  @objc open dynamic var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
  @objc open dynamic func addTarget(
    _ target: Any?, action: Selector, for controlEvents: UIControl.Event
  ) {}
  @objc open dynamic func removeTarget(
    _ target: Any?, action: Selector?, for controlEvents: UIControl.Event
  ) {}
  @objc open dynamic func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  @objc open dynamic func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  @objc open dynamic var allTargets: Set<AnyHashable> { _stub() }
  @objc open dynamic var allControlEvents: UIControl.Event { _stub() }
  @objc open dynamic func actions(
    forTarget target: Any?, forControlEvent controlEvent: UIControl.Event
  )
    -> [String]?
  { _stub() }
  @objc open dynamic func sendActions(for controlEvents: UIControl.Event) {}
  @objc open dynamic func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
}

extension UIControl {
  public struct Event: OptionSet, Hashable, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  public struct State: OptionSet, Hashable, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  @objc public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  @objc public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }
}

// MARK: - Actions and menus

@MainActor @objc
open class UIMenuElement: NSObject {
  @objc open dynamic var title: String { _stub() }
  @objc open dynamic var image: UIImage? { _stub() }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor @objc
open class UIAction: UIMenuElement {
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { _stub() }
  @objc open dynamic var identifier: UIAction.Identifier { _stub() }
  @objc open dynamic var attributes: UIMenuElement.Attributes = []
  @objc open dynamic var state: UIMenuElement.State = .off
  @objc open dynamic var sender: Any? { _stub() }
}

extension UIAction {
  public struct Identifier: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

extension UIMenuElement {
  public struct Attributes: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  @objc public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

@MainActor @objc
open class UIMenu: UIMenuElement {
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) { _stub() }
  @objc open dynamic var children: [UIMenuElement] { _stub() }
  @objc open dynamic var options: UIMenu.Options { _stub() }
}

extension UIMenu {
  public struct Identifier: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }
}

// MARK: - Labels, buttons, images

@MainActor @objc
open class UILabel: UIView {
  @objc open dynamic var text: String?
  open dynamic var attributedText: NSAttributedString?
  @objc open dynamic var font: UIFont!
  @objc open dynamic var textColor: UIColor!
  @objc open dynamic var highlightedTextColor: UIColor?
  @objc open dynamic var textAlignment: NSTextAlignment = .natural
  @objc open dynamic var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  @objc open dynamic var numberOfLines: Int = 1
  @objc open dynamic var isEnabled: Bool = true
  @objc open dynamic var isHighlighted: Bool = false
  @objc open dynamic var adjustsFontSizeToFitWidth: Bool = false
  @objc open dynamic var adjustsFontForContentSizeCategory: Bool = false
  @objc open dynamic var minimumScaleFactor: CGFloat = 0
  @objc open dynamic var preferredMaxLayoutWidth: CGFloat = 0
  @objc open dynamic var shadowColor: UIColor?
  @objc open dynamic var shadowOffset: CGSize = .zero
}

@MainActor @objc
open class UIButton: UIControl {
  public convenience init(type buttonType: UIButton.ButtonType) { _stub() }
  public convenience init(frame: CGRect, primaryAction: UIAction?) { _stub() }
  public convenience init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
    _stub()
  }
  @objc open dynamic var buttonType: UIButton.ButtonType { _stub() }
  @objc open dynamic var titleLabel: UILabel? { _stub() }
  @objc open dynamic var imageView: UIImageView? { _stub() }
  @objc open dynamic var currentTitle: String? { _stub() }
  @objc open dynamic var currentImage: UIImage? { _stub() }
  @objc open dynamic var menu: UIMenu?
  @objc open dynamic var showsMenuAsPrimaryAction: Bool = false
  @objc open dynamic var contentEdgeInsets: UIEdgeInsets = .zero
  @objc open dynamic func setTitle(_ title: String?, for state: UIControl.State) {}
  @objc open dynamic func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open dynamic func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
  @objc open dynamic func setImage(_ image: UIImage?, for state: UIControl.State) {}
  @objc open dynamic func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
  @objc open dynamic func title(for state: UIControl.State) -> String? { _stub() }
  @objc open dynamic func titleColor(for state: UIControl.State) -> UIColor? { _stub() }
  @objc open dynamic func image(for state: UIControl.State) -> UIImage? { _stub() }
  @objc open dynamic func backgroundImage(for state: UIControl.State) -> UIImage? { _stub() }
}

extension UIButton {
  @objc public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case plain = 6
    case close = 7
    public static var roundedRect: ButtonType { .system }
  }
}

@MainActor @objc
open class UIImageView: UIView {
  public init(image: UIImage?) { _stub() }
  public init(image: UIImage?, highlightedImage: UIImage?) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var image: UIImage?
  @objc open dynamic var highlightedImage: UIImage?
  @objc open dynamic var isHighlighted: Bool = false
  @objc open dynamic var animationImages: [UIImage]?
  @objc open dynamic var animationDuration: TimeInterval = 0
  @objc open dynamic var animationRepeatCount: Int = 0
  @objc open dynamic var isAnimating: Bool { _stub() }
  @objc open dynamic func startAnimating() {}
  @objc open dynamic func stopAnimating() {}
}

// MARK: - Text input

@objc public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

@objc public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

@objc public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

@objc public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

@objc public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

@objc public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
}

public struct UITextContentType: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("given-name")
  public static let familyName = UITextContentType("family-name")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType("url")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let postalCode = UITextContentType("postal-code")
}

@MainActor @objc
open class UITextField: UIControl {
  @objc open dynamic var adjustsFontForContentSizeCategory: Bool = false
  @objc open dynamic var text: String?
  open dynamic var attributedText: NSAttributedString?
  @objc open dynamic var placeholder: String?
  open dynamic var attributedPlaceholder: NSAttributedString?
  @objc open dynamic var textColor: UIColor?
  @objc open dynamic var font: UIFont?
  @objc open dynamic var textAlignment: NSTextAlignment = .natural
  @objc open dynamic var borderStyle: UITextField.BorderStyle = .none
  @objc open dynamic var clearButtonMode: UITextField.ViewMode = .never
  @objc open dynamic var leftView: UIView?
  @objc open dynamic var leftViewMode: UITextField.ViewMode = .never
  @objc open dynamic var rightView: UIView?
  @objc open dynamic var rightViewMode: UITextField.ViewMode = .never
  @objc open dynamic var clearsOnBeginEditing: Bool = false
  @objc open dynamic var adjustsFontSizeToFitWidth: Bool = false
  @objc open dynamic var minimumFontSize: CGFloat = 0
  @objc weak open dynamic var delegate: (any UITextFieldDelegate)?
  @objc open dynamic var background: UIImage?
  @objc open dynamic var isEditing: Bool { _stub() }
  @objc open override dynamic var inputView: UIView? {
    get { _stub() }
    set {}
  }
  @objc open override dynamic var inputAccessoryView: UIView? {
    get { _stub() }
    set {}
  }
  @objc open dynamic var keyboardType: UIKeyboardType = .default
  @objc open dynamic var keyboardAppearance: UIKeyboardAppearance = .default
  @objc open dynamic var returnKeyType: UIReturnKeyType = .default
  @objc open dynamic var autocapitalizationType: UITextAutocapitalizationType = .sentences
  @objc open dynamic var autocorrectionType: UITextAutocorrectionType = .default
  @objc open dynamic var spellCheckingType: UITextSpellCheckingType = .default
  @objc open dynamic var enablesReturnKeyAutomatically: Bool = false
  @objc open dynamic var isSecureTextEntry: Bool = false
  @objc open dynamic var textContentType: UITextContentType!
  @objc open dynamic var hasText: Bool { _stub() }
  @objc open dynamic func insertText(_ text: String) {}
  @objc open dynamic func deleteBackward() {}
}

extension UITextField {
  @objc public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  @objc public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  @objc public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
    case cancelled = 1
  }
}

@MainActor @objc public protocol UITextFieldDelegate {
  @objc optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  @objc optional func textFieldDidBeginEditing(_ textField: UITextField)
  @objc optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  @objc optional func textFieldDidEndEditing(_ textField: UITextField)
  @objc optional func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  @objc optional func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  @objc optional func textFieldDidChangeSelection(_ textField: UITextField)
  @objc optional func textFieldShouldClear(_ textField: UITextField) -> Bool
  @objc optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

// MARK: - Scroll views

@MainActor @objc public protocol UIScrollViewDelegate {
  @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
  @objc optional func scrollViewDidZoom(_ scrollView: UIScrollView)
  @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // Omitted: scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), whose
  // UnsafeMutablePointer<CGPoint> cannot be @objc on Linux.
  @objc optional func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  @objc optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
  @objc optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  @objc optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

@MainActor @objc
open class UIScrollView: UIView {
  /// On iOS, UITableView, UICollectionView and UITextView redeclare this with their
  /// own delegate protocol; see the note at the top of the file.
  @objc weak open dynamic var delegate: (any UIScrollViewDelegate)?
  @objc open dynamic var contentOffset: CGPoint = .zero
  @objc open dynamic var contentSize: CGSize = .zero
  @objc open dynamic var contentInset: UIEdgeInsets = .zero
  @objc open dynamic var adjustedContentInset: UIEdgeInsets { _stub() }
  @objc open dynamic var contentInsetAdjustmentBehavior:
    UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  @objc open dynamic var scrollIndicatorInsets: UIEdgeInsets = .zero
  @objc open dynamic var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  @objc open dynamic var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  @objc open dynamic var isScrollEnabled: Bool = true
  @objc open dynamic var isPagingEnabled: Bool = false
  @objc open dynamic var bounces: Bool = true
  @objc open dynamic var alwaysBounceVertical: Bool = false
  @objc open dynamic var alwaysBounceHorizontal: Bool = false
  @objc open dynamic var showsVerticalScrollIndicator: Bool = true
  @objc open dynamic var showsHorizontalScrollIndicator: Bool = true
  @objc open dynamic var scrollsToTop: Bool = true
  @objc open dynamic var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  @objc open dynamic var minimumZoomScale: CGFloat = 1
  @objc open dynamic var maximumZoomScale: CGFloat = 1
  @objc open dynamic var zoomScale: CGFloat = 1
  @objc open dynamic var isTracking: Bool { _stub() }
  @objc open dynamic var isDragging: Bool { _stub() }
  @objc open dynamic var isDecelerating: Bool { _stub() }
  @objc open dynamic var refreshControl: UIRefreshControl?
  @objc open dynamic var contentLayoutGuide: UILayoutGuide { _stub() }
  @objc open dynamic var frameLayoutGuide: UILayoutGuide { _stub() }
  @objc open dynamic func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  @objc open dynamic func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  @objc open dynamic func setZoomScale(_ scale: CGFloat, animated: Bool) {}
  @objc open dynamic func flashScrollIndicators() {}
}

extension UIScrollView {
  @objc public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  @objc public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }
}

@MainActor @objc
open class UIRefreshControl: UIControl {
  public init() { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var isRefreshing: Bool { _stub() }
  open dynamic var attributedTitle: NSAttributedString?
  @objc open dynamic func beginRefreshing() {}
  @objc open dynamic func endRefreshing() {}
}

@MainActor @objc public protocol UITextViewDelegate: UIScrollViewDelegate {
  @objc optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  @objc optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  @objc optional func textViewDidBeginEditing(_ textView: UITextView)
  @objc optional func textViewDidEndEditing(_ textView: UITextView)
  @objc optional func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  @objc optional func textViewDidChange(_ textView: UITextView)
  @objc optional func textViewDidChangeSelection(_ textView: UITextView)
}

@MainActor @objc
open class UITextView: UIScrollView {
  public init(frame: CGRect, textContainer: NSObject?) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var text: String!
  open dynamic var attributedText: NSAttributedString!
  @objc open dynamic var font: UIFont?
  @objc open dynamic var textColor: UIColor?
  @objc open dynamic var textAlignment: NSTextAlignment = .natural
  @objc open dynamic var selectedRange: NSRange = NSRange(location: 0, length: 0)
  @objc open dynamic var isEditable: Bool = true
  @objc open dynamic var isSelectable: Bool = true
  @objc open dynamic var textContainerInset: UIEdgeInsets = .zero
  @objc open dynamic var typingAttributes: [NSAttributedString.Key: Any] = [:]
  @objc open dynamic var keyboardType: UIKeyboardType = .default
  @objc open dynamic var returnKeyType: UIReturnKeyType = .default
  @objc open dynamic var autocapitalizationType: UITextAutocapitalizationType = .sentences
  @objc open dynamic var autocorrectionType: UITextAutocorrectionType = .default
  @objc open dynamic var isSecureTextEntry: Bool = false
  @objc open dynamic var textContentType: UITextContentType!
  @objc open dynamic var hasText: Bool { _stub() }
  @objc open dynamic func scrollRangeToVisible(_ range: NSRange) {}
  @objc open dynamic func insertText(_ text: String) {}
  @objc open dynamic func deleteBackward() {}
}

// MARK: - Switches, sliders, steppers, pickers, progress

@MainActor @objc
open class UISwitch: UIControl {
  @objc open dynamic var isOn: Bool = false
  @objc open dynamic var onTintColor: UIColor?
  @objc open dynamic var thumbTintColor: UIColor?
  @objc open dynamic var title: String?
  @objc open dynamic func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor @objc
open class UISlider: UIControl {
  @objc open dynamic var value: Float = 0
  @objc open dynamic var minimumValue: Float = 0
  @objc open dynamic var maximumValue: Float = 1
  @objc open dynamic var isContinuous: Bool = true
  @objc open dynamic var minimumValueImage: UIImage?
  @objc open dynamic var maximumValueImage: UIImage?
  @objc open dynamic var minimumTrackTintColor: UIColor?
  @objc open dynamic var maximumTrackTintColor: UIColor?
  @objc open dynamic var thumbTintColor: UIColor?
  @objc open dynamic func setValue(_ value: Float, animated: Bool) {}
  @objc open dynamic func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
}

@MainActor @objc
open class UIStepper: UIControl {
  @objc open dynamic var value: Double = 0
  @objc open dynamic var minimumValue: Double = 0
  @objc open dynamic var maximumValue: Double = 100
  @objc open dynamic var stepValue: Double = 1
  @objc open dynamic var isContinuous: Bool = true
  @objc open dynamic var autorepeat: Bool = true
  @objc open dynamic var wraps: Bool = false
}

@MainActor @objc
open class UIDatePicker: UIControl {
  @objc open dynamic var datePickerMode: UIDatePicker.Mode = .dateAndTime
  @objc open dynamic var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  @objc open dynamic var datePickerStyle: UIDatePickerStyle { _stub() }
  @objc open dynamic var date: Date = Date()
  @objc open dynamic var minimumDate: Date?
  @objc open dynamic var maximumDate: Date?
  @objc open dynamic var locale: Locale?
  @objc open dynamic var calendar: Calendar!
  @objc open dynamic var timeZone: TimeZone?
  @objc open dynamic var countDownDuration: TimeInterval = 0
  @objc open dynamic var minuteInterval: Int = 1
  @objc open dynamic func setDate(_ date: Date, animated: Bool) {}
}

extension UIDatePicker {
  @objc public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
    case yearAndMonth = 4
  }
}

@objc public enum UIDatePickerStyle: Int, Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  case inline = 3
}

@MainActor @objc public protocol UIPickerViewDataSource {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@MainActor @objc public protocol UIPickerViewDelegate {
  @objc optional func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int)
    -> CGFloat
  @objc optional func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  @objc optional func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String?
  // Omitted: pickerView(_:attributedTitleForRow:forComponent:); Foundation's
  // NSAttributedString is not an Objective-C class on Linux.
  @objc optional func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  @objc optional func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

@MainActor @objc
open class UIPickerView: UIView {
  @objc weak open dynamic var dataSource: (any UIPickerViewDataSource)?
  @objc weak open dynamic var delegate: (any UIPickerViewDelegate)?
  @objc open dynamic var numberOfComponents: Int { _stub() }
  @objc open dynamic func numberOfRows(inComponent component: Int) -> Int { _stub() }
  @objc open dynamic func rowSize(forComponent component: Int) -> CGSize { _stub() }
  @objc open dynamic func view(forRow row: Int, forComponent component: Int) -> UIView? { _stub() }
  @objc open dynamic func reloadAllComponents() {}
  @objc open dynamic func reloadComponent(_ component: Int) {}
  @objc open dynamic func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}
  @objc open dynamic func selectedRow(inComponent component: Int) -> Int { _stub() }
}

@MainActor @objc
open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic class var noSegment: Int { -1 }
  @objc open dynamic var selectedSegmentIndex: Int = -1
  @objc open dynamic var numberOfSegments: Int { _stub() }
  @objc open dynamic var isMomentary: Bool = false
  @objc open dynamic var selectedSegmentTintColor: UIColor?
  @objc open dynamic var apportionsSegmentWidthsByContent: Bool = false
  @objc open dynamic func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
  }
  @objc open dynamic func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {}
  @objc open dynamic func insertSegment(action: UIAction, at segment: Int, animated: Bool) {}
  @objc open dynamic func removeSegment(at segment: Int, animated: Bool) {}
  @objc open dynamic func removeAllSegments() {}
  @objc open dynamic func setTitle(_ title: String?, forSegmentAt segment: Int) {}
  @objc open dynamic func titleForSegment(at segment: Int) -> String? { _stub() }
  @objc open dynamic func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
  @objc open dynamic func imageForSegment(at segment: Int) -> UIImage? { _stub() }
  @objc open dynamic func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
  @objc open dynamic func isEnabledForSegment(at segment: Int) -> Bool { _stub() }
  @objc open dynamic func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
}

@MainActor @objc
open class UIProgressView: UIView {
  public init(progressViewStyle style: UIProgressView.Style) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var progressViewStyle: UIProgressView.Style = .default
  @objc open dynamic var progress: Float = 0
  @objc open dynamic var progressTintColor: UIColor?
  @objc open dynamic var trackTintColor: UIColor?
  open dynamic var observedProgress: Progress?
  @objc open dynamic func setProgress(_ progress: Float, animated: Bool) {}
}

extension UIProgressView {
  @objc public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }
}

@MainActor @objc
open class UIActivityIndicatorView: UIView {
  public init(style: UIActivityIndicatorView.Style) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var style: UIActivityIndicatorView.Style = .medium
  @objc open dynamic var hidesWhenStopped: Bool = true
  @objc open dynamic var color: UIColor!
  @objc open dynamic var isAnimating: Bool { _stub() }
  @objc open dynamic func startAnimating() {}
  @objc open dynamic func stopAnimating() {}
}

extension UIActivityIndicatorView {
  @objc public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(*, deprecated, renamed: "large")
    case whiteLarge = 0
    @available(*, deprecated, renamed: "medium")
    case white = 1
    @available(*, deprecated, renamed: "medium")
    case gray = 2
  }
}

@MainActor @objc
open class UIPageControl: UIControl {
  @objc open dynamic var numberOfPages: Int = 0
  @objc open dynamic var currentPage: Int = 0
  @objc open dynamic var hidesForSinglePage: Bool = false
  @objc open dynamic var pageIndicatorTintColor: UIColor?
  @objc open dynamic var currentPageIndicatorTintColor: UIColor?
  @objc open dynamic var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
  @objc open dynamic func size(forNumberOfPages pageCount: Int) -> CGSize { _stub() }
}

extension UIPageControl {
  @objc public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }
}

// MARK: - Stack views

@MainActor @objc
open class UIStackView: UIView {
  public init(arrangedSubviews views: [UIView]) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init(coder: NSCoder) { _stub() }
  @objc open dynamic var arrangedSubviews: [UIView] { _stub() }
  @objc open dynamic var axis: NSLayoutConstraint.Axis = .horizontal
  @objc open dynamic var distribution: UIStackView.Distribution = .fill
  @objc open dynamic var alignment: UIStackView.Alignment = .fill
  @objc open dynamic var spacing: CGFloat = 0
  @objc open dynamic var isBaselineRelativeArrangement: Bool = false
  @objc open dynamic var isLayoutMarginsRelativeArrangement: Bool = false
  @objc open dynamic func addArrangedSubview(_ view: UIView) {}
  @objc open dynamic func removeArrangedSubview(_ view: UIView) {}
  @objc open dynamic func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
  @objc open dynamic func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
  @objc open dynamic func customSpacing(after arrangedSubview: UIView) -> CGFloat { _stub() }
}

extension UIStackView {
  @objc public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  @objc public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
}

// MARK: - Bars and bar items

@objc public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

@MainActor @objc
open class UIBarItem: NSObject {
  public override init() { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var isEnabled: Bool = true
  @objc open dynamic var title: String?
  @objc open dynamic var image: UIImage?
  @objc open dynamic var landscapeImagePhone: UIImage?
  @objc open dynamic var tag: Int = 0
  @objc open dynamic var accessibilityLabel: String?
  @objc open dynamic var accessibilityIdentifier: String?
  @objc open dynamic func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
  @objc open dynamic func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString
    .Key: Any]?
  {
    _stub()
  }
}

@MainActor @objc
open class UIBarButtonItem: UIBarItem {
  public override init() { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  public convenience init(
    image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) { _stub() }
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) { _stub() }
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) { _stub() }
  public convenience init(customView: UIView) { _stub() }
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { _stub() }
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { _stub() }
  public convenience init(primaryAction: UIAction?) { _stub() }
  public class func fixedSpace(_ width: CGFloat) -> Self { _stub() }
  public class func flexibleSpace() -> Self { _stub() }
  @objc open dynamic var style: UIBarButtonItem.Style = .plain
  @objc open dynamic var width: CGFloat = 0
  @objc open dynamic var customView: UIView?
  @objc open dynamic var action: Selector?
  @objc weak open dynamic var target: AnyObject?
  @objc open dynamic var primaryAction: UIAction?
  @objc open dynamic var menu: UIMenu?
  @objc open dynamic var tintColor: UIColor?
  @objc open dynamic var isSelected: Bool = false
  @objc open dynamic var isHidden: Bool = false
}

extension UIBarButtonItem {
  @objc public enum Style: Int, Sendable {
    case plain = 0
    @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
    case bordered = 1
    case done = 2
  }

  @objc public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    @available(*, deprecated)
    case pageCurl = 23
    case close = 24
  }
}

@MainActor @objc
open class UITabBarItem: UIBarItem {
  public convenience init(title: String?, image: UIImage?, tag: Int) { _stub() }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { _stub() }
  public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
    _stub()
  }
  @objc open dynamic var selectedImage: UIImage?
  @objc open dynamic var badgeValue: String?
  @objc open dynamic var badgeColor: UIColor?
}

extension UITabBarItem {
  @objc public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11
  }
}

@MainActor @objc
open class UINavigationItem: NSObject {
  public init(title: String) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var title: String?
  @objc open dynamic var titleView: UIView?
  @objc open dynamic var prompt: String?
  @objc open dynamic var backButtonTitle: String?
  @objc open dynamic var backBarButtonItem: UIBarButtonItem?
  @objc open dynamic var hidesBackButton: Bool = false
  @objc open dynamic var leftItemsSupplementBackButton: Bool = false
  @objc open dynamic var leftBarButtonItem: UIBarButtonItem?
  @objc open dynamic var rightBarButtonItem: UIBarButtonItem?
  @objc open dynamic var leftBarButtonItems: [UIBarButtonItem]?
  @objc open dynamic var rightBarButtonItems: [UIBarButtonItem]?
  @objc open dynamic var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
  @objc open dynamic var searchController: UISearchController?
  @objc open dynamic var hidesSearchBarWhenScrolling: Bool = true
  @objc open dynamic var standardAppearance: UINavigationBarAppearance?
  @objc open dynamic var scrollEdgeAppearance: UINavigationBarAppearance?
  @objc open dynamic func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {}
  @objc open dynamic func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  @objc open dynamic func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  @objc open dynamic func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
  @objc open dynamic func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

extension UINavigationItem {
  @objc public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
    case inline = 3
  }
}

@MainActor @objc
open class UIBarAppearance: NSObject {
  public override init() { _stub() }
  @objc open dynamic var backgroundColor: UIColor?
  @objc open dynamic var shadowColor: UIColor?
  @objc open dynamic func configureWithDefaultBackground() {}
  @objc open dynamic func configureWithOpaqueBackground() {}
  @objc open dynamic func configureWithTransparentBackground() {}
}

@MainActor @objc
open class UINavigationBarAppearance: UIBarAppearance {
  @objc open dynamic var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  @objc open dynamic var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

@MainActor @objc
open class UINavigationBar: UIView {
  @objc weak open dynamic var delegate: AnyObject?
  @objc open dynamic var items: [UINavigationItem]?
  @objc open dynamic var topItem: UINavigationItem? { _stub() }
  @objc open dynamic var backItem: UINavigationItem? { _stub() }
  @objc open dynamic var barStyle: UIBarStyle = .default
  @objc open dynamic var isTranslucent: Bool = true
  @objc open dynamic var prefersLargeTitles: Bool = false
  @objc open dynamic var barTintColor: UIColor?
  @objc open dynamic var titleTextAttributes: [NSAttributedString.Key: Any]?
  @objc open dynamic var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  @objc open dynamic var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()
  @objc open dynamic var compactAppearance: UINavigationBarAppearance?
  @objc open dynamic var scrollEdgeAppearance: UINavigationBarAppearance?
  @objc open dynamic func pushItem(_ item: UINavigationItem, animated: Bool) {}
  @objc @discardableResult open dynamic func popItem(animated: Bool) -> UINavigationItem? {
    _stub()
  }
  @objc open dynamic func setItems(_ items: [UINavigationItem]?, animated: Bool) {}
}

@MainActor @objc
open class UIToolbar: UIView {
  @objc open dynamic var items: [UIBarButtonItem]?
  @objc open dynamic var barStyle: UIBarStyle = .default
  @objc open dynamic var isTranslucent: Bool = true
  @objc open dynamic var barTintColor: UIColor?
  @objc open dynamic func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

@MainActor @objc
open class UITabBar: UIView {
  @objc open dynamic var items: [UITabBarItem]?
  @objc weak open dynamic var selectedItem: UITabBarItem?
  @objc open dynamic var barStyle: UIBarStyle = .default
  @objc open dynamic var isTranslucent: Bool = true
  @objc open dynamic var barTintColor: UIColor?
  @objc open dynamic var unselectedItemTintColor: UIColor?
  @objc open dynamic func setItems(_ items: [UITabBarItem]?, animated: Bool) {}
}

@MainActor @objc public protocol UISearchBarDelegate {
  @objc optional func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  @objc optional func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  @objc optional func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  @objc optional func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  @objc optional func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  @objc optional func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  @objc optional func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  @objc optional func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  @objc optional func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  @objc optional func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

@MainActor @objc
open class UISearchBar: UIView {
  @objc weak open dynamic var delegate: (any UISearchBarDelegate)?
  @objc open dynamic var text: String?
  @objc open dynamic var placeholder: String?
  @objc open dynamic var prompt: String?
  @objc open dynamic var showsCancelButton: Bool = false
  @objc open dynamic var showsBookmarkButton: Bool = false
  @objc open dynamic var showsScopeBar: Bool = false
  @objc open dynamic var scopeButtonTitles: [String]?
  @objc open dynamic var selectedScopeButtonIndex: Int = 0
  @objc open dynamic var searchBarStyle: UISearchBar.Style = .default
  @objc open dynamic var barTintColor: UIColor?
  @objc open dynamic var searchTextField: UITextField { _stub() }
  @objc open dynamic var keyboardType: UIKeyboardType = .default
  @objc open dynamic var returnKeyType: UIReturnKeyType = .search
  @objc open dynamic var autocapitalizationType: UITextAutocapitalizationType = .sentences
  @objc open dynamic var autocorrectionType: UITextAutocorrectionType = .default
  @objc open dynamic func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {}
}

extension UISearchBar {
  @objc public enum Style: Int, Sendable {
    case `default` = 0
    case prominent = 1
    case minimal = 2
  }
}

// MARK: - Gesture recognizers

@MainActor @objc public protocol UIGestureRecognizerDelegate {
  @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

@MainActor @objc
open class UIGestureRecognizer: NSObject {
  public init(target: Any?, action: Selector?) { _stub() }
  public override convenience init() { self.init(target: nil, action: nil) }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic func addTarget(_ target: Any, action: Selector) {}
  @objc open dynamic func removeTarget(_ target: Any?, action: Selector?) {}
  @objc open dynamic var state: UIGestureRecognizer.State { _stub() }
  @objc weak open dynamic var delegate: (any UIGestureRecognizerDelegate)?
  @objc open dynamic var isEnabled: Bool = true
  @objc open dynamic var view: UIView? { _stub() }
  @objc open dynamic var cancelsTouchesInView: Bool = true
  @objc open dynamic var delaysTouchesBegan: Bool = false
  @objc open dynamic var delaysTouchesEnded: Bool = true
  @objc open dynamic var numberOfTouches: Int { _stub() }
  @objc open dynamic var name: String?
  @objc open dynamic func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
  @objc open dynamic func location(in view: UIView?) -> CGPoint { _stub() }
  @objc open dynamic func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { _stub() }
}

extension UIGestureRecognizer {
  @objc public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static var recognized: State { .ended }
  }
}

@MainActor @objc
open class UITapGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var numberOfTapsRequired: Int = 1
  @objc open dynamic var numberOfTouchesRequired: Int = 1
}

@MainActor @objc
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var numberOfTapsRequired: Int = 0
  @objc open dynamic var numberOfTouchesRequired: Int = 1
  @objc open dynamic var minimumPressDuration: TimeInterval = 0.5
  @objc open dynamic var allowableMovement: CGFloat = 10
}

@MainActor @objc
open class UIPanGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var minimumNumberOfTouches: Int = 1
  @objc open dynamic var maximumNumberOfTouches: Int = .max
  @objc open dynamic func translation(in view: UIView?) -> CGPoint { _stub() }
  @objc open dynamic func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  @objc open dynamic func velocity(in view: UIView?) -> CGPoint { _stub() }
}

@MainActor @objc
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var numberOfTouchesRequired: Int = 1
  @objc open dynamic var direction: UISwipeGestureRecognizer.Direction = .right
}

extension UISwipeGestureRecognizer {
  public struct Direction: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
}

@MainActor @objc
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var scale: CGFloat = 1
  @objc open dynamic var velocity: CGFloat { _stub() }
}

@MainActor @objc
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  @objc open dynamic var rotation: CGFloat = 0
  @objc open dynamic var velocity: CGFloat { _stub() }
}

// MARK: - Nibs and storyboards

@MainActor @objc
open class UINib: NSObject {
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { _stub() }
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) { _stub() }
  @objc open dynamic func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  )
    -> [Any]
  { _stub() }
}

extension UINib {
  public struct OptionsKey: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let externalObjects = OptionsKey("UINibExternalObjects")
  }
}

@MainActor @objc
open class UIStoryboard: NSObject {
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) { _stub() }
  @objc open dynamic func instantiateInitialViewController() -> UIViewController? { _stub() }
  open dynamic func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? { _stub() }
  @objc open dynamic func instantiateViewController(withIdentifier identifier: String)
    -> UIViewController
  {
    _stub()
  }
  open dynamic func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController { _stub() }
}

@MainActor @objc
open class UIStoryboardSegue: NSObject {
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    _stub()
  }
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) { _stub() }
  @objc open dynamic var identifier: String? { _stub() }
  @objc open dynamic var source: UIViewController { _stub() }
  @objc open dynamic var destination: UIViewController { _stub() }
  @objc open dynamic func perform() {}
}

@MainActor @objc
open class UIStoryboardUnwindSegueSource: NSObject {
  @objc open dynamic var source: UIViewController { _stub() }
  @objc open dynamic var unwindAction: Selector { _stub() }
  @objc open dynamic var sender: Any? { _stub() }
}

// MARK: - Presentation

@objc public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

@objc public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

@objc public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable, _ObjCRepresentableValue {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape = UIInterfaceOrientationMask(rawValue: (1 << 4) | (1 << 3))
  public static let all = UIInterfaceOrientationMask(rawValue: 0b11110)
  public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: 0b11010)
}

public struct UIPopoverArrowDirection: OptionSet, Sendable, _ObjCRepresentableValue {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

@MainActor @objc public protocol UIAdaptivePresentationControllerDelegate {
  @objc optional func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  @objc optional func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  @objc optional func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool
  @objc optional func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController)
  @objc optional func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController)
  @objc optional func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

@MainActor @objc
open class UIPresentationController: NSObject {
  public init(presentedViewController: UIViewController, presenting: UIViewController?) {
    _stub()
  }
  @objc open dynamic var presentingViewController: UIViewController { _stub() }
  @objc open dynamic var presentedViewController: UIViewController { _stub() }
  @objc open dynamic var presentationStyle: UIModalPresentationStyle { _stub() }
  @objc open dynamic var containerView: UIView? { _stub() }
  @objc weak open dynamic var delegate: (any UIAdaptivePresentationControllerDelegate)?
  @objc open dynamic var presentedView: UIView? { _stub() }
  @objc open dynamic var frameOfPresentedViewInContainerView: CGRect { _stub() }
  @objc open dynamic func presentationTransitionWillBegin() {}
  @objc open dynamic func presentationTransitionDidEnd(_ completed: Bool) {}
  @objc open dynamic func dismissalTransitionWillBegin() {}
  @objc open dynamic func dismissalTransitionDidEnd(_ completed: Bool) {}
  @objc open dynamic func containerViewWillLayoutSubviews() {}
  @objc open dynamic func containerViewDidLayoutSubviews() {}
}

@MainActor @objc
public protocol UIPopoverPresentationControllerDelegate:
  UIAdaptivePresentationControllerDelegate
{
  @objc optional func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  @objc optional func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
  @objc optional func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
}

@MainActor @objc
open class UIPopoverPresentationController: UIPresentationController {
  @objc open dynamic var permittedArrowDirections: UIPopoverArrowDirection = .any
  @objc open dynamic var sourceView: UIView?
  @objc open dynamic var sourceRect: CGRect = .zero
  @objc open dynamic var barButtonItem: UIBarButtonItem?
  @objc open dynamic var sourceItem: AnyObject?
  @objc open dynamic var arrowDirection: UIPopoverArrowDirection { _stub() }
  @objc open dynamic var passthroughViews: [UIView]?
  @objc open dynamic var backgroundColor: UIColor?
  @objc open dynamic var canOverlapSourceViewRect: Bool = false
}

@MainActor @objc
open class UISheetPresentationController: UIPresentationController {
  @objc open dynamic var detents: [UISheetPresentationController.Detent] = []
  @objc open dynamic var prefersGrabberVisible: Bool = false
  @objc open dynamic var preferredCornerRadius: CGFloat = 0
  @objc open dynamic var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  @objc open dynamic var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
  @objc open dynamic func animateChanges(_ changes: () -> Void) {}
}

extension UISheetPresentationController {
  @MainActor @objc
  open class Detent: NSObject {
    @objc open dynamic class func medium() -> Self { _stub() }
    @objc open dynamic class func large() -> Self { _stub() }
    @objc open dynamic var identifier: UISheetPresentationController.Detent.Identifier { _stub() }
  }
}

extension UISheetPresentationController.Detent {
  public struct Identifier: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let medium = Identifier("com.apple.UIKit.medium")
    public static let large = Identifier("com.apple.UIKit.large")
  }
}

// MARK: - UIViewController

@MainActor @objc
open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  @objc open dynamic var view: UIView!
  @objc open dynamic var viewIfLoaded: UIView? { _stub() }
  @objc open dynamic var isViewLoaded: Bool { _stub() }
  @objc open dynamic var nibName: String? { _stub() }
  open dynamic var nibBundle: Bundle? { _stub() }
  @objc open dynamic var storyboard: UIStoryboard? { _stub() }
  @objc open dynamic var title: String?
  @objc open dynamic var restorationIdentifier: String?
  @objc open dynamic var traitCollection: UITraitCollection { _stub() }
  @objc open dynamic var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  @objc open dynamic func loadView() {}
  @objc open dynamic func loadViewIfNeeded() {}
  @objc open dynamic func viewDidLoad() {}
  @objc open dynamic func viewWillAppear(_ animated: Bool) {}
  @objc open dynamic func viewIsAppearing(_ animated: Bool) {}
  @objc open dynamic func viewDidAppear(_ animated: Bool) {}
  @objc open dynamic func viewWillDisappear(_ animated: Bool) {}
  @objc open dynamic func viewDidDisappear(_ animated: Bool) {}
  @objc open dynamic func viewWillLayoutSubviews() {}
  @objc open dynamic func viewDidLayoutSubviews() {}
  @objc open dynamic func updateViewConstraints() {}
  @objc open dynamic func didReceiveMemoryWarning() {}
  @objc open dynamic func awakeFromNib() {}
  @objc open dynamic func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  @objc open dynamic func viewSafeAreaInsetsDidChange() {}
  @objc open dynamic func viewLayoutMarginsDidChange() {}
  @objc open dynamic var additionalSafeAreaInsets: UIEdgeInsets = .zero
  @objc open dynamic var preferredContentSize: CGSize = .zero
  @objc open dynamic var edgesForExtendedLayout: UIRectEdge = .all
  @objc open dynamic var extendedLayoutIncludesOpaqueBars: Bool = false

  // Segues
  @objc open dynamic func performSegue(withIdentifier identifier: String, sender: Any?) {}
  @objc open dynamic func shouldPerformSegue(withIdentifier identifier: String, sender: Any?)
    -> Bool
  {
    _stub()
  }
  @objc open dynamic func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  @objc open dynamic func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool { _stub() }
  @objc open dynamic func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  { _stub() }
  @objc open dynamic func unwind(
    for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController
  ) {}

  // Presentation
  @objc open dynamic var presentedViewController: UIViewController? { _stub() }
  @objc open dynamic var presentingViewController: UIViewController? { _stub() }
  @objc open dynamic var definesPresentationContext: Bool = false
  @objc open dynamic var providesPresentationContextTransitionStyle: Bool = false
  @objc open dynamic var isBeingPresented: Bool { _stub() }
  @objc open dynamic var isBeingDismissed: Bool { _stub() }
  @objc open dynamic var isMovingToParent: Bool { _stub() }
  @objc open dynamic var isMovingFromParent: Bool { _stub() }
  @objc open dynamic var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  @objc open dynamic var modalPresentationStyle: UIModalPresentationStyle = .automatic
  @objc open dynamic var isModalInPresentation: Bool = false
  @objc open dynamic var presentationController: UIPresentationController? { _stub() }
  @objc open dynamic var popoverPresentationController: UIPopoverPresentationController? { _stub() }
  @objc open dynamic var sheetPresentationController: UISheetPresentationController? { _stub() }
  @objc open dynamic func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  @objc open dynamic func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  @objc open dynamic func show(_ vc: UIViewController, sender: Any?) {}
  @objc open dynamic func showDetailViewController(_ vc: UIViewController, sender: Any?) {}

  // Containment
  @objc open dynamic var parent: UIViewController? { _stub() }
  @objc open dynamic var children: [UIViewController] { _stub() }
  @objc open dynamic func addChild(_ childController: UIViewController) {}
  @objc open dynamic func removeFromParent() {}
  @objc open dynamic func willMove(toParent parent: UIViewController?) {}
  @objc open dynamic func didMove(toParent parent: UIViewController?) {}

  // Editing
  @objc open dynamic var isEditing: Bool = false
  @objc open dynamic func setEditing(_ editing: Bool, animated: Bool) {}
  @objc open dynamic var editButtonItem: UIBarButtonItem { _stub() }

  // Status bar and orientation
  @objc open dynamic var preferredStatusBarStyle: UIStatusBarStyle { _stub() }
  @objc open dynamic var prefersStatusBarHidden: Bool { _stub() }
  @objc open dynamic func setNeedsStatusBarAppearanceUpdate() {}
  @objc open dynamic var supportedInterfaceOrientations: UIInterfaceOrientationMask { _stub() }
  @objc open dynamic var shouldAutorotate: Bool { _stub() }
  @objc open dynamic var prefersHomeIndicatorAutoHidden: Bool { _stub() }
}

public struct UIRectEdge: OptionSet, Sendable, _ObjCRepresentableValue {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all = UIRectEdge(rawValue: 0b1111)
}

// Declared in categories of UIViewController on iOS.
extension UIViewController {
  @objc open dynamic var navigationItem: UINavigationItem { _stub() }
  @objc open dynamic var hidesBottomBarWhenPushed: Bool {
    get { _stub() }
    set {}
  }
  @objc open dynamic var navigationController: UINavigationController? { _stub() }
  @objc open dynamic var tabBarController: UITabBarController? { _stub() }
  @objc open dynamic var tabBarItem: UITabBarItem! {
    get { _stub() }
    set {}
  }
  @objc open dynamic var splitViewController: UISplitViewController? { _stub() }
  @objc open dynamic var toolbarItems: [UIBarButtonItem]? {
    get { _stub() }
    set {}
  }
  @objc open dynamic func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}
}

// MARK: - Table views

@MainActor @objc public protocol UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  @objc optional func numberOfSections(in tableView: UITableView) -> Int
  @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  @objc optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  @objc optional func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  @objc optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  @objc optional func sectionIndexTitles(for tableView: UITableView) -> [String]?
  @objc optional func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
  @objc optional func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  @objc optional func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
  @objc optional func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @objc optional func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  @objc optional func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  @objc optional func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  @objc optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  @objc optional func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  @objc optional func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat
  @objc optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  @objc optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  @objc optional func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  @objc optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  @objc optional func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  @objc optional func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle
  @objc optional func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  @objc optional func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  @objc optional func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  @objc optional func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool
}

@MainActor @objc
open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { _stub() }
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) { _stub() }

  @objc open dynamic var style: UITableView.Style { _stub() }
  @objc weak open dynamic var dataSource: (any UITableViewDataSource)?
  @objc open dynamic var rowHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  @objc open dynamic var sectionHeaderTopPadding: CGFloat = 0
  @objc open dynamic var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  @objc open dynamic var separatorColor: UIColor?
  @objc open dynamic var separatorInset: UIEdgeInsets = .zero
  @objc open dynamic var backgroundView: UIView?
  @objc open dynamic var tableHeaderView: UIView?
  @objc open dynamic var tableFooterView: UIView?
  @objc open dynamic var allowsSelection: Bool = true
  @objc open dynamic var allowsMultipleSelection: Bool = false
  @objc open dynamic var allowsSelectionDuringEditing: Bool = false
  @objc open dynamic var allowsMultipleSelectionDuringEditing: Bool = false
  @objc open dynamic var isEditing: Bool = false
  @objc open dynamic func setEditing(_ editing: Bool, animated: Bool) {}
  @objc open dynamic var numberOfSections: Int { _stub() }
  @objc open dynamic func numberOfRows(inSection section: Int) -> Int { _stub() }
  @objc open dynamic func rect(forSection section: Int) -> CGRect { _stub() }
  @objc open dynamic func rectForRow(at indexPath: IndexPath) -> CGRect { _stub() }

  @objc open dynamic func reloadData() {}
  @objc open dynamic func reloadSectionIndexTitles() {}
  @objc open dynamic func beginUpdates() {}
  @objc open dynamic func endUpdates() {}
  @objc open dynamic func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}
  @objc open dynamic func insertSections(
    _ sections: IndexSet, with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func deleteSections(
    _ sections: IndexSet, with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func reloadSections(
    _ sections: IndexSet, with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func moveSection(_ section: Int, toSection newSection: Int) {}
  @objc open dynamic func insertRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func deleteRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func reloadRows(
    at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
  ) {}
  @objc open dynamic func reconfigureRows(at indexPaths: [IndexPath]) {}
  @objc open dynamic func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  @objc open dynamic var indexPathForSelectedRow: IndexPath? { _stub() }
  @objc open dynamic var indexPathsForSelectedRows: [IndexPath]? { _stub() }
  @objc open dynamic var indexPathsForVisibleRows: [IndexPath]? { _stub() }
  @objc open dynamic var visibleCells: [UITableViewCell] { _stub() }
  @objc open dynamic func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}
  @objc open dynamic func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  @objc open dynamic func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _stub() }
  @objc open dynamic func indexPath(for cell: UITableViewCell) -> IndexPath? { _stub() }
  @objc open dynamic func indexPathForRow(at point: CGPoint) -> IndexPath? { _stub() }
  @objc open dynamic func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    _stub()
  }
  @objc open dynamic func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    _stub()
  }
  @objc open dynamic func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
  @objc open dynamic func scrollToNearestSelectedRow(
    at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}

  @objc open dynamic func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
  { _stub() }
  @objc open dynamic func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  { _stub() }
  @objc open dynamic func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  { _stub() }
  @objc(registerNib:forCellReuseIdentifier:)
  open dynamic func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
  @objc(registerClass:forCellReuseIdentifier:)
  open dynamic func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  @objc(registerNib:forHeaderFooterViewReuseIdentifier:)
  open dynamic func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
  }
  @objc(registerClass:forHeaderFooterViewReuseIdentifier:)
  open dynamic func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {}
}

extension UITableView {
  public static let automaticDimension: CGFloat = -1

  @objc public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  @objc public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  @objc public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }
}

@MainActor @objc
open class UITableViewCell: UIView {
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  @objc open dynamic var reuseIdentifier: String? { _stub() }
  @objc open dynamic var contentView: UIView { _stub() }
  @objc open dynamic var textLabel: UILabel? { _stub() }
  @objc open dynamic var detailTextLabel: UILabel? { _stub() }
  @objc open dynamic var imageView: UIImageView? { _stub() }
  @objc open dynamic var backgroundView: UIView?
  @objc open dynamic var selectedBackgroundView: UIView?
  @objc open dynamic var accessoryType: UITableViewCell.AccessoryType = .none
  @objc open dynamic var accessoryView: UIView?
  @objc open dynamic var editingAccessoryType: UITableViewCell.AccessoryType = .none
  @objc open dynamic var editingAccessoryView: UIView?
  @objc open dynamic var selectionStyle: UITableViewCell.SelectionStyle = .default
  @objc open dynamic var editingStyle: UITableViewCell.EditingStyle { _stub() }
  @objc open dynamic var isSelected: Bool = false
  @objc open dynamic var isHighlighted: Bool = false
  @objc open dynamic var isEditing: Bool = false
  @objc open dynamic var showsReorderControl: Bool = false
  @objc open dynamic var indentationLevel: Int = 0
  @objc open dynamic var indentationWidth: CGFloat = 10
  @objc open dynamic var separatorInset: UIEdgeInsets = .zero
  @objc open dynamic func prepareForReuse() {}
  @objc open dynamic func setSelected(_ selected: Bool, animated: Bool) {}
  @objc open dynamic func setHighlighted(_ highlighted: Bool, animated: Bool) {}
  @objc open dynamic func setEditing(_ editing: Bool, animated: Bool) {}

  open dynamic func defaultContentConfiguration() -> UIListContentConfiguration { _stub() }
  open dynamic var contentConfiguration: (any UIContentConfiguration)?
  @objc open dynamic var automaticallyUpdatesContentConfiguration: Bool = true
}

extension UITableViewCell {
  @objc public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  @objc public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  @objc public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  @objc public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  @objc public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
    @available(*, deprecated)
    case singleLineEtched = 2
  }
}

@MainActor @objc
open class UITableViewHeaderFooterView: UIView {
  public init(reuseIdentifier: String?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var reuseIdentifier: String? { _stub() }
  @objc open dynamic var contentView: UIView { _stub() }
  @objc open dynamic var textLabel: UILabel? { _stub() }
  @objc open dynamic var detailTextLabel: UILabel? { _stub() }
  @objc open dynamic var backgroundView: UIView?
  @objc open dynamic func prepareForReuse() {}
  open dynamic func defaultContentConfiguration() -> UIListContentConfiguration { _stub() }
  open dynamic var contentConfiguration: (any UIContentConfiguration)?
}

@MainActor @objc
open class UIContextualAction: NSObject {
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
    Void
  public convenience init(
    style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
  ) { _stub() }
  @objc open dynamic var style: UIContextualAction.Style { _stub() }
  @objc open dynamic var title: String?
  @objc open dynamic var backgroundColor: UIColor!
  @objc open dynamic var image: UIImage?
}

extension UIContextualAction {
  @objc public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }
}

@MainActor @objc
open class UISwipeActionsConfiguration: NSObject {
  public convenience init(actions: [UIContextualAction]) { _stub() }
  @objc open dynamic var actions: [UIContextualAction] { _stub() }
  @objc open dynamic var performsFirstActionWithFullSwipe: Bool = true
}

// MARK: - Content configurations (Swift types in the SDK)

@MainActor public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
}

@MainActor public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

@MainActor public protocol UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public static func cell() -> UIListContentConfiguration { _stub() }
  public static func subtitleCell() -> UIListContentConfiguration { _stub() }
  public static func valueCell() -> UIListContentConfiguration { _stub() }
  public static func sidebarCell() -> UIListContentConfiguration { _stub() }
  public static func groupedHeader() -> UIListContentConfiguration { _stub() }
  public static func plainHeader() -> UIListContentConfiguration { _stub() }
  public var image: UIImage?
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var prefersSideBySideTextAndSecondaryText: Bool = false
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
  @MainActor public func makeContentView() -> any UIView & UIContentView { _stub() }
  @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration
  {
    _stub()
  }
}

@MainActor @objc
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public init(style: UITableView.Style) { _stub() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }

  @objc open dynamic var tableView: UITableView!
  @objc open dynamic var clearsSelectionOnViewWillAppear: Bool = true
  @objc open dynamic var refreshControl: UIRefreshControl?

  // UITableViewDataSource
  @objc open dynamic func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { _stub() }
  @objc open dynamic func numberOfSections(in tableView: UITableView) -> Int { _stub() }
  @objc open dynamic func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  {
    _stub()
  }
  @objc open dynamic func sectionIndexTitles(for tableView: UITableView) -> [String]? { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // UITableViewDelegate
  @objc open dynamic func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  @objc open dynamic func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    _stub()
  }
  @objc open dynamic func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  )
    -> CGFloat
  { _stub() }
  @objc open dynamic func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  {
    _stub()
  }
  @objc open dynamic func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool {
    _stub()
  }
  @objc open dynamic func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
  )
    -> IndexPath?
  { _stub() }
  @objc open dynamic func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  }
  @objc open dynamic func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  {}
  @objc open dynamic func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  )
    -> UITableViewCell.EditingStyle
  { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { _stub() }
  @objc open dynamic func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { _stub() }

  // UIScrollViewDelegate
  @objc open dynamic func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  @objc open dynamic func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  @objc open dynamic func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  @objc open dynamic func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

// MARK: - Collection views

@MainActor @objc public protocol UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  @objc optional func numberOfSections(in collectionView: UICollectionView) -> Int
  @objc optional func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  @objc optional func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool
  @objc optional func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  @objc optional func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  @objc optional func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool
  @objc optional func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  @objc optional func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  @objc optional func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  @objc optional func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  @objc optional func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

@MainActor @objc public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

@MainActor @objc
open class UICollectionViewLayout: NSObject {
  public override init() { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var collectionView: UICollectionView? { _stub() }
  @objc open dynamic var collectionViewContentSize: CGSize { _stub() }
  @objc open dynamic func invalidateLayout() {}
  @objc open dynamic func prepare() {}
}

@MainActor @objc
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  @objc open dynamic var minimumLineSpacing: CGFloat = 10
  @objc open dynamic var minimumInteritemSpacing: CGFloat = 10
  @objc open dynamic var itemSize: CGSize = CGSize(width: 50, height: 50)
  @objc open dynamic var estimatedItemSize: CGSize = .zero
  @objc open dynamic var scrollDirection: UICollectionView.ScrollDirection = .vertical
  @objc open dynamic var headerReferenceSize: CGSize = .zero
  @objc open dynamic var footerReferenceSize: CGSize = .zero
  @objc open dynamic var sectionInset: UIEdgeInsets = .zero
  @objc open dynamic var sectionHeadersPinToVisibleBounds: Bool = false
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 1)
}

@MainActor @objc
open class UICollectionReusableView: UIView {
  @objc open dynamic var reuseIdentifier: String? { _stub() }
  @objc open dynamic func prepareForReuse() {}
}

@MainActor @objc
open class UICollectionViewCell: UICollectionReusableView {
  @objc open dynamic var contentView: UIView { _stub() }
  @objc open dynamic var isSelected: Bool = false
  @objc open dynamic var isHighlighted: Bool = false
  @objc open dynamic var backgroundView: UIView?
  @objc open dynamic var selectedBackgroundView: UIView?
  open dynamic var contentConfiguration: (any UIContentConfiguration)?
  @objc open dynamic var automaticallyUpdatesContentConfiguration: Bool = true
}

@MainActor @objc
open class UICollectionView: UIScrollView {
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var collectionViewLayout: UICollectionViewLayout
  @objc weak open dynamic var dataSource: (any UICollectionViewDataSource)?
  @objc open dynamic var backgroundView: UIView?
  @objc open dynamic var allowsSelection: Bool = true
  @objc open dynamic var allowsMultipleSelection: Bool = false
  @objc open dynamic var numberOfSections: Int { _stub() }
  @objc open dynamic func numberOfItems(inSection section: Int) -> Int { _stub() }
  @objc open dynamic var indexPathsForSelectedItems: [IndexPath]? { _stub() }
  @objc open dynamic var indexPathsForVisibleItems: [IndexPath] { _stub() }
  @objc open dynamic var visibleCells: [UICollectionViewCell] { _stub() }
  @objc open dynamic func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool)
  {}
  @objc open dynamic func reloadData() {}
  @objc open dynamic func insertSections(_ sections: IndexSet) {}
  @objc open dynamic func deleteSections(_ sections: IndexSet) {}
  @objc open dynamic func reloadSections(_ sections: IndexSet) {}
  @objc open dynamic func insertItems(at indexPaths: [IndexPath]) {}
  @objc open dynamic func deleteItems(at indexPaths: [IndexPath]) {}
  @objc open dynamic func reloadItems(at indexPaths: [IndexPath]) {}
  @objc open dynamic func reconfigureItems(at indexPaths: [IndexPath]) {}
  @objc open dynamic func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  @objc open dynamic func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}
  @objc open dynamic func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {}
  @objc open dynamic func deselectItem(at indexPath: IndexPath, animated: Bool) {}
  @objc open dynamic func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _stub() }
  @objc open dynamic func indexPath(for cell: UICollectionViewCell) -> IndexPath? { _stub() }
  @objc open dynamic func indexPathForItem(at point: CGPoint) -> IndexPath? { _stub() }
  @objc open dynamic func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {}
  @objc open dynamic func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionReusableView?
  { _stub() }
  @objc(registerClass:forCellWithReuseIdentifier:)
  open dynamic func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
  {}
  @objc(registerNib:forCellWithReuseIdentifier:)
  open dynamic func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  @objc(registerClass:forSupplementaryViewOfKind:withReuseIdentifier:)
  open dynamic func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {}
  @objc(registerNib:forSupplementaryViewOfKind:withReuseIdentifier:)
  open dynamic func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {}
  @objc open dynamic func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UICollectionViewCell
  { _stub() }
  @objc open dynamic func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView { _stub() }
  public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
  public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }
}

extension UICollectionView {
  @objc public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  public struct ScrollPosition: OptionSet, Sendable, _ObjCRepresentableValue {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}

@MainActor @objc
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  public init(collectionViewLayout layout: UICollectionViewLayout) { _stub() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }

  @objc open dynamic var collectionView: UICollectionView!
  @objc open dynamic var collectionViewLayout: UICollectionViewLayout { _stub() }
  @objc open dynamic var clearsSelectionOnViewWillAppear: Bool = true
  @objc open dynamic var installsStandardGestureForInteractiveMovement: Bool = true

  // UICollectionViewDataSource
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  { _stub() }
  @objc open dynamic func numberOfSections(in collectionView: UICollectionView) -> Int { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  )
    -> Bool
  { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // UICollectionViewDelegate
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { _stub() }
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  @objc open dynamic func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  // UIScrollViewDelegate
  @objc open dynamic func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  @objc open dynamic func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  @objc open dynamic func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  @objc open dynamic func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

// MARK: - Container view controllers

@MainActor @objc public protocol UINavigationControllerDelegate {
  @objc optional func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  @objc optional func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

@MainActor @objc
open class UINavigationController: UIViewController {
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { _stub() }
  public init(rootViewController: UIViewController) { _stub() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }

  @objc open dynamic var viewControllers: [UIViewController] = []
  @objc open dynamic var topViewController: UIViewController? { _stub() }
  @objc open dynamic var visibleViewController: UIViewController? { _stub() }
  @objc open dynamic var navigationBar: UINavigationBar { _stub() }
  @objc open dynamic var toolbar: UIToolbar! { _stub() }
  @objc weak open dynamic var delegate: (any UINavigationControllerDelegate)?
  @objc open dynamic var isNavigationBarHidden: Bool = false
  @objc open dynamic var isToolbarHidden: Bool = true
  @objc open dynamic var hidesBarsOnSwipe: Bool = false
  @objc open dynamic var hidesBarsOnTap: Bool = false
  @objc open dynamic var hidesBarsWhenKeyboardAppears: Bool = false
  @objc open dynamic var interactivePopGestureRecognizer: UIGestureRecognizer? { _stub() }
  @objc open dynamic func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)
  {}
  @objc open dynamic func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  @objc open dynamic func popViewController(animated: Bool) -> UIViewController? { _stub() }
  @discardableResult
  @objc open dynamic func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { _stub() }
  @discardableResult
  @objc open dynamic func popToRootViewController(animated: Bool) -> [UIViewController]? { _stub() }
  @objc open dynamic func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
  @objc open dynamic func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
}

@MainActor @objc public protocol UITabBarControllerDelegate {
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor @objc
open class UITabBarController: UIViewController {
  @objc open dynamic var viewControllers: [UIViewController]?
  @objc open dynamic func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)
  {}
  @objc unowned(unsafe) open dynamic var selectedViewController: UIViewController?
  @objc open dynamic var selectedIndex: Int = 0
  @objc open dynamic var moreNavigationController: UINavigationController { _stub() }
  @objc open dynamic var customizableViewControllers: [UIViewController]?
  @objc open dynamic var tabBar: UITabBar { _stub() }
  @objc weak open dynamic var delegate: (any UITabBarControllerDelegate)?
}

@MainActor @objc public protocol UISplitViewControllerDelegate {
  @objc optional func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  @objc optional func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  @objc optional func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  @objc optional func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
}

@MainActor @objc
open class UISplitViewController: UIViewController {
  public init(style: UISplitViewController.Style) { _stub() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var style: UISplitViewController.Style { _stub() }
  @objc weak open dynamic var delegate: (any UISplitViewControllerDelegate)?
  @objc open dynamic var viewControllers: [UIViewController] = []
  @objc open dynamic var isCollapsed: Bool { _stub() }
  @objc open dynamic var displayMode: UISplitViewController.DisplayMode { _stub() }
  @objc open dynamic var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
  @objc open dynamic var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
  @objc open dynamic var displayModeButtonItem: UIBarButtonItem { _stub() }
  @objc open dynamic var presentsWithGesture: Bool = true
  @objc open dynamic var showsSecondaryOnlyButton: Bool = false
  @objc open dynamic var preferredPrimaryColumnWidthFraction: CGFloat = 0
  @objc open dynamic var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none
  @objc open dynamic func setViewController(
    _ vc: UIViewController?, for column: UISplitViewController.Column
  ) {}
  @objc open dynamic func viewController(for column: UISplitViewController.Column)
    -> UIViewController?
  {
    _stub()
  }
  @objc open dynamic func show(_ column: UISplitViewController.Column) {}
  @objc open dynamic func hide(_ column: UISplitViewController.Column) {}
}

extension UISplitViewController {
  @objc public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  @objc public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
    case inspector = 4
  }

  @objc public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6
    @available(*, deprecated, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  @objc public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  @objc public enum BackgroundStyle: Int, Sendable {
    case none = 0
    case sidebar = 1
  }
}

@MainActor @objc public protocol UIPageViewControllerDataSource {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  @objc optional func presentationCount(for pageViewController: UIPageViewController) -> Int
  @objc optional func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

@MainActor @objc public protocol UIPageViewControllerDelegate {
  @objc optional func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  @objc optional func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

@MainActor @objc
open class UIPageViewController: UIViewController {
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc weak open dynamic var delegate: (any UIPageViewControllerDelegate)?
  @objc weak open dynamic var dataSource: (any UIPageViewControllerDataSource)?
  @objc open dynamic var transitionStyle: UIPageViewController.TransitionStyle { _stub() }
  @objc open dynamic var navigationOrientation: UIPageViewController.NavigationOrientation {
    _stub()
  }
  @objc open dynamic var isDoubleSided: Bool = false
  @objc open dynamic var gestureRecognizers: [UIGestureRecognizer] { _stub() }
  @objc open dynamic var viewControllers: [UIViewController]? { _stub() }
  @objc open dynamic func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {}
}

extension UIPageViewController {
  @objc public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  @objc public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  @objc public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  public struct OptionsKey: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
  }
}

// MARK: - Search

@MainActor @objc public protocol UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController)
}

@MainActor @objc public protocol UISearchControllerDelegate {
  @objc optional func willPresentSearchController(_ searchController: UISearchController)
  @objc optional func didPresentSearchController(_ searchController: UISearchController)
  @objc optional func willDismissSearchController(_ searchController: UISearchController)
  @objc optional func didDismissSearchController(_ searchController: UISearchController)
}

@MainActor @objc
open class UISearchController: UIViewController {
  public init(searchResultsController: UIViewController?) { _stub() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc weak open dynamic var searchResultsUpdater: (any UISearchResultsUpdating)?
  @objc weak open dynamic var delegate: (any UISearchControllerDelegate)?
  @objc open dynamic var isActive: Bool = false
  @objc open dynamic var searchBar: UISearchBar { _stub() }
  @objc open dynamic var searchResultsController: UIViewController? { _stub() }
  @objc open dynamic var obscuresBackgroundDuringPresentation: Bool = true
  @objc open dynamic var hidesNavigationBarDuringPresentation: Bool = true
  @objc open dynamic var automaticallyShowsCancelButton: Bool = true
}

// MARK: - Alerts

@MainActor @objc
open class UIAlertAction: NSObject {
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { _stub() }
  @objc open dynamic var title: String? { _stub() }
  @objc open dynamic var style: UIAlertAction.Style { _stub() }
  @objc open dynamic var isEnabled: Bool = true
}

extension UIAlertAction {
  @objc public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
}

@MainActor @objc
open class UIAlertController: UIViewController {
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { _stub() }
  @objc open dynamic func addAction(_ action: UIAlertAction) {}
  @objc open dynamic var actions: [UIAlertAction] { _stub() }
  @objc open dynamic var preferredAction: UIAlertAction?
  @objc open dynamic func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
  @objc open dynamic var textFields: [UITextField]? { _stub() }
  @objc open dynamic var message: String?
  @objc open dynamic var preferredStyle: UIAlertController.Style { _stub() }
}

extension UIAlertController {
  @objc public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }
}

// MARK: - Activity sheets and pasteboard

@MainActor @objc
open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [NSObject]?) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var completionWithItemsHandler:
    (
      (_ activityType: String?, _ completed: Bool, _ returnedItems: [Any]?, _ error: Error?) -> Void
    )?
}

@objc
open class UIPasteboard: NSObject, @unchecked Sendable {
  @objc open dynamic class var general: UIPasteboard { _stub() }
  @objc open dynamic var string: String?
  @objc open dynamic var strings: [String]?
  @objc open dynamic var url: URL?
  @objc open dynamic var image: UIImage?
  @objc open dynamic var hasStrings: Bool { _stub() }
}

// MARK: - Feedback and accessibility

@MainActor @objc
open class UIFeedbackGenerator: NSObject {
  @objc open dynamic func prepare() {}
}

@MainActor @objc
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { _stub() }
  @objc open dynamic func impactOccurred() {}
}

extension UIImpactFeedbackGenerator {
  @objc public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }
}

@MainActor @objc
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  @objc open dynamic func notificationOccurred(
    _ notificationType: UINotificationFeedbackGenerator.FeedbackType
  ) {}
}

extension UINotificationFeedbackGenerator {
  @objc public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }
}

@MainActor @objc
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  @objc open dynamic func selectionChanged() {}
}

// MARK: - Notifications UIKit posts

extension UIResponder {
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
}

extension UIApplication {
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

extension UITextField {
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
}
