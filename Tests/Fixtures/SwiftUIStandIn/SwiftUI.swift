// A stand-in for the part of SwiftUI (iOS 17 SDK) that flowc's SwiftUI runtime generates,
// for compiling generated code on Linux: the declarations have Apple's names, labels,
// generic constraints, result builders, `@MainActor` isolation and `@Sendable`/
// `@isolated(any)` closure types, as Apple documents them. Unlike the type-check stubs in
// ../Stubs, this module links: the journeys run the generated navigator, which is plain
// Swift with Observation, beside views whose bodies are never evaluated.
//
// What is behavioural here is only what holds a value: `State`, `Binding`, `Bindable`
// and `SceneStorage` keep and hand back what they are given. Everything that would draw
// stops with `standIn()`. See README.md.

@_exported import Foundation
@_exported import Observation

@inline(never)
func standIn(_ what: String = #function) -> Never {
  fatalError("SwiftUI stand-in: \(what) draws, which the stand-in cannot do")
}

// MARK: - Views and builders

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

@resultBuilder
nonisolated public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(first: first) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(second: second) }
}

@frozen nonisolated public struct EmptyView: View {
  @inlinable public init() {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

@frozen nonisolated public struct TupleView<T>: View {
  public var value: T
  @inlinable public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { standIn() }
}

@frozen nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  let first: TrueContent?
  let second: FalseContent?
  init(first: TrueContent) {
    self.first = first
    second = nil
  }
  init(second: FalseContent) {
    first = nil
    self.second = second
  }
  public typealias Body = Never
  public var body: Never { standIn() }
}

/// A string literal's key in the app's strings tables.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
}

@frozen nonisolated public struct Text: View {
  let content: String
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { content = key.key }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public init(verbatim content: String) { self.content = content }
  public typealias Body = Never
  public var body: Never { standIn() }
}

@frozen nonisolated public struct Image: View {
  let name: String
  public init(systemName: String) { name = systemName }
  /// An image of the app's asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public typealias Body = Never
  public var body: Never { standIn() }
}

nonisolated public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

@frozen nonisolated public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
}

nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension List {
  /// A list whose selected row is `selection` (iOS: one row at a time).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
}

nonisolated public struct Form<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

nonisolated public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

// MARK: - Controls

public struct ButtonRole: Equatable, Sendable {
  let id: Int
  public static let destructive = ButtonRole(id: 0)
  public static let cancel = ButtonRole(id: 1)
}

nonisolated public struct Button<Label: View>: View {
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {}
}

nonisolated public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// Edits a value through a format style, which reads and writes it in the user's locale.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {}
}

nonisolated public struct Toggle<Label: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Toggle where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

nonisolated public struct DatePicker<Label: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }

  public typealias Components = DatePickerComponents
}

public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {}
}

nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension Picker where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

// MARK: - Containers

/// A row that pushes a value onto the enclosing `NavigationStack`'s path (iOS 16).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

public struct NavigationPath: Equatable {
  public init() {}
}

nonisolated public struct NavigationStack<Data, Root: View>: View {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) {}
}

nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  /// iOS 17: the column a collapsed split shows first.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {}
}

extension NavigationSplitView where Content == EmptyView {
  /// iOS 17: the leading column's visibility in a wide window, and the column a
  /// collapsed split shows.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {}
}

/// Which leading columns of a split view show (iOS 16): a struct of static values, as in
/// the SDK.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  let id: Int
  public static let automatic = NavigationSplitViewVisibility(id: 0)
  public static let all = NavigationSplitViewVisibility(id: 1)
  public static let doubleColumn = NavigationSplitViewVisibility(id: 2)
  public static let detailOnly = NavigationSplitViewVisibility(id: 3)
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
  let id: Int
  public static let sidebar = NavigationSplitViewColumn(id: 0)
  public static let content = NavigationSplitViewColumn(id: 1)
  public static let detail = NavigationSplitViewColumn(id: 2)
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable {
    case automatic
    case inline
    case large
  }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

/// The bars `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Sendable {
  let id: Int
  public static let automatic = ToolbarPlacement(id: 0)
  public static let bottomBar = ToolbarPlacement(id: 1)
  public static let navigationBar = ToolbarPlacement(id: 2)
  public static let tabBar = ToolbarPlacement(id: 3)
}

nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

// MARK: - Toolbars

public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

public struct ToolbarItemPlacement: Sendable {
  let id: Int
  public static let automatic = ToolbarItemPlacement(id: 0)
  public static let principal = ToolbarItemPlacement(id: 1)
  public static let topBarLeading = ToolbarItemPlacement(id: 2)
  public static let topBarTrailing = ToolbarItemPlacement(id: 3)
  public static let bottomBar = ToolbarItemPlacement(id: 4)
  public static let cancellationAction = ToolbarItemPlacement(id: 5)
  public static let confirmationAction = ToolbarItemPlacement(id: 6)
}

nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
  init(_ value: T) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

@resultBuilder
nonisolated public struct ToolbarContentBuilder {
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  { TupleToolbarContent((repeat each content)) }
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
}

// MARK: - Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { standIn() }
}

@frozen nonisolated public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { standIn() }
}

/// What a modifier the stand-in does not model in detail returns: a view.
nonisolated public struct _ModifiedView<Content: View>: View {
  let content: Content
  public typealias Body = Never
  public var body: Never { standIn() }
}

/// "Strategies for adapting a presentation to a different size class" (iOS 16.4), for
/// `presentationCompactAdaptation(_:)`: a struct of static values, as in the SDK, which
/// declares no other conformance. `name` is the stand-in's, for the journeys to read.
public struct PresentationAdaptation: Sendable {
  let name: String
  /// "Use the default presentation adaptation."
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// "Don't adapt for the size class, if possible."
  public static let none = PresentationAdaptation(name: "none")
  /// "Prefer a popover appearance when adapting for size classes."
  public static let popover = PresentationAdaptation(name: "popover")
  /// "Prefer a sheet appearance when adapting for size classes."
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// "Prefer a full-screen-cover appearance when adapting for size classes."
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
}

public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
}

public struct Anchor<Value> {
  public struct Source {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
  }
}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  public func navigationTitle(_ title: Text) -> some View { _ModifiedView(content: self) }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _ModifiedView(content: self)
  }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _ModifiedView(content: self)
  }

  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { _ModifiedView(content: self) }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModifiedView(content: self) }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ItemPresentation(content: self, item: item, kind: .sheet, presented: content)
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ItemPresentation(content: self, item: item, kind: .fullScreenCover, presented: content)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _ItemPresentation(content: self, item: item, kind: .popover, presented: content)
  }

  /// A new view, not the one before, whenever `id` changes.
  public func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView(content: self) }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _ModifiedView(content: self)
  }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { _ModifiedView(content: self) }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    _ModifiedView(content: self)
  }
  /// "Specifies how to adapt a presentation to compact size classes" (iOS 16.4): given
  /// to a presentation's content, it is that presentation's adaptation "in either a
  /// horizontally or vertically compact size class".
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    _CompactAdaptation(content: self, adaptation: adaptation)
  }

  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _ModifiedView(content: self)
  }

  public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView(content: self) }

  /// `accessibilityIdentifier(_:)` (iOS 14): the identifier UI tests find the view by.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  /// `accessibilityElement(children:)` (iOS 13): `.contain` makes the view one element
  /// holding its children's, so that an identifier given to it stays its own.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    _ModifiedView(content: self)
  }

  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _ValueChange(content: self, value: value, initial: initial, action: action) }

  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _ModifiedView(content: self)
  }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _Disappearance(content: self, action: action)
  }
}

// MARK: - Gestures

/// An interaction a view recognizes (iOS 13). The stand-in recognizes none.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
}

/// One or more taps (iOS 13); its value is `Void`.
nonisolated public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A gesture with an action for when it ends, as `Gesture.onEnded(_:)` returns it.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
}

/// Which gestures of a view and its subviews a gesture modifier leaves on.
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches a gesture recognized together with the view's own (a row's link, say).
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { _ModifiedView(content: self) }
}

// MARK: - State

/// A value read and written through closures: the stand-in's `get` and `set` run.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: @isolated(any) @Sendable () -> Value
  let setter: @isolated(any) @Sendable (Value) -> Void

  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set { standIn() }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { Binding<Subject>(get: { standIn() }, set: { _ in standIn() }) }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
  final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box

  public init(wrappedValue value: Value) { box = Box(value) }
  public init(initialValue value: Value) { box = Box(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { standIn() }, set: { _ in standIn() })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { box = Box(nil) }
}

public protocol DynamicProperty {}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value

  init(holding value: Value) { wrappedValue = value }
  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { Binding<Subject>(get: { standIn() }, set: { _ in standIn() }) }
}

extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.init(holding: wrappedValue) }
  public init(_ wrappedValue: Value) { self.init(holding: wrappedValue) }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}

/// An observable object a view reads from its environment: the stand-in keeps none, so
/// reading one stops, like drawing.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  init(unset: Void) {}
  public var wrappedValue: Value { standIn() }
}

extension Environment where Value: AnyObject, Value: Observable {
  public init(_ objectType: Value.Type) { self.init(unset: ()) }
}

extension View {
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _ModifiedView(content: self)
  }
}

/// A value SwiftUI saves with the scene and restores with it: `Data?` and `String` here.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String

  init(key: String) { self.key = key }

  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set { standIn() }
  }
  public var projectedValue: Binding<Value> {
    Binding(get: { standIn() }, set: { _ in standIn() })
  }
}

extension SceneStorage where Value == Data? {
  public init(_ key: String) { standIn() }
}

extension SceneStorage where Value == String {
  public init(wrappedValue: Value, _ key: String) { standIn() }
}

// MARK: - Apps and scenes

@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

extension App {
  @MainActor @preconcurrency public static func main() { standIn() }
}

@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
nonisolated public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

nonisolated public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { standIn() }
}

// MARK: - Accessibility

/// What the accessibility modifiers return, as SwiftUI declares them.
public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> some View { content }
}

/// How `accessibilityElement(children:)` treats the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

// MARK: - Lifecycle

// What SwiftUI does between one update of the views and the next, as Apple documents it,
// for the journeys to drive the generated views with (`StandInHost` is the stand-in's,
// not SwiftUI's):
// - `onChange(of:initial:_:)` "fires an action when a specific value changes": after an
//   update in which the value differs from the one before, the action runs with the old
//   value and the new; with `initial: true` also when the view first appears, with the
//   value as both.
// - `onDisappear(perform:)` runs its action "after this view disappears", and "doesn't
//   execute until the view disappears from the interface": here when a later update no
//   longer shows the view (a sheet's content once its item is nil, say).
// - `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)` show their content for
//   the binding's item while it is not nil, as a new view when the item's `id` changes.
// What is walked: a view's `body`, the content of a modifier, a `ViewModifier`'s
// `body(content:)`, the branch an `if` or a `switch` shows, and a shown presentation.
// Containers (stacks, lists, tab and split views, toolbars) are not walked.

/// A view whose lifecycle the stand-in models: it reports its parts to a walk.
@MainActor
protocol _LifecycleNode {
  func _walk(_ walk: _LifecycleWalk, at path: String) async
}

/// What one update of the views shows: the `onChange` values and `onDisappear` actions,
/// by the place of their view in the tree.
@MainActor
final class _LifecycleWalk {
  struct Change {
    var path: String
    var value: Any
    var initial: Bool
    var isEqual: (Any) -> Bool
    var fire: (_ old: Any) -> Void
  }

  var changes: [Change] = []
  var disappearances: [(path: String, action: () -> Void)] = []
  /// The presentations shown, in the order walked.
  var presentations: [StandInPresentation] = []
  /// The positions in `presentations` of those whose content is being walked, innermost
  /// last: a `presentationCompactAdaptation(_:)` is the innermost one's.
  var presenting: [Int] = []
  /// The content of each `ViewModifier` being walked, innermost last.
  var modified: [(String) async -> Void] = []

  func walk<V: View>(_ view: V, at path: String) async {
    if let node = view as? any _LifecycleNode {
      await node._walk(self, at: path)
    } else if V.Body.self != Never.self {
      await walk(view.body, at: path + "/" + String(describing: V.self))
    }
  }
}

/// Shows a root view through updates, as SwiftUI does between user events: each
/// `settle()` updates the views until nothing more happens, running the `onChange` and
/// `onDisappear` actions of the update.
@MainActor
public final class StandInHost<Root: View> {
  let root: Root
  var changes: [String: _LifecycleWalk.Change] = [:]
  var disappearances: [(path: String, action: () -> Void)] = []
  var isShown = false
  /// The presentations the last update showed (`sheet(item:)`, `fullScreenCover(item:)`,
  /// `popover(item:)`), in the order walked.
  public private(set) var presentations: [StandInPresentation] = []

  /// The `id`s of the items the last update's presentations showed, as
  /// `String(describing:)` writes them.
  public var shown: [String] { presentations.map(\.id) }

  public init(_ root: Root) { self.root = root }

  /// Updates the views until an update runs no action (at most 16 updates).
  public func settle() async {
    for _ in 0..<16 {
      let walk = _LifecycleWalk()
      await walk.walk(root, at: "root")
      var ran = false
      for change in walk.changes {
        if let before = changes[change.path] {
          if !change.isEqual(before.value) {
            change.fire(before.value)
            ran = true
          }
        } else if change.initial, !isShown || changes.isEmpty {
          change.fire(change.value)
          ran = true
        }
      }
      let stillShown = Set(walk.disappearances.map(\.path))
      for gone in disappearances where !stillShown.contains(gone.path) {
        gone.action()
        ran = true
      }
      changes = Dictionary(walk.changes.map { ($0.path, $0) }) { first, _ in first }
      disappearances = walk.disappearances
      presentations = walk.presentations
      isShown = true
      if !ran { return }
    }
  }
}

nonisolated public struct _ValueChange<Content: View, V: Equatable>: View {
  let content: Content
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension _ValueChange: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    let value = value
    let action = action
    walk.changes.append(
      _LifecycleWalk.Change(
        path: path, value: value, initial: initial, isEqual: { ($0 as? V) == value },
        fire: { old in
          if let old = old as? V { action(old, value) }
        }))
    await walk.walk(content, at: path + ".c")
  }
}

nonisolated public struct _Disappearance<Content: View>: View {
  let content: Content
  let action: (() -> Void)?
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension _Disappearance: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    if let action { walk.disappearances.append((path, action)) }
    await walk.walk(content, at: path + ".c")
  }
}

/// A presentation an update of the views showed: its item, the modifier that showed it,
/// and what its content asked of `presentationCompactAdaptation(_:)`.
public struct StandInPresentation: Sendable {
  /// The modifier that shows a presentation.
  public enum Kind: String, Sendable {
    case sheet
    case fullScreenCover
    case popover
  }

  /// The item's `id`, as `String(describing:)` writes it.
  public let id: String
  public let kind: Kind
  /// The `PresentationAdaptation` a `presentationCompactAdaptation(_:)` in its content
  /// (and in no presentation inside it) was given, by its name (`"sheet"`); nil: none,
  /// SwiftUI's default.
  public internal(set) var compactAdaptation: String?

  /// What a popover looks like in a horizontally compact size class (an iPhone): "a
  /// popover presentation over a horizontally-compact view uses a sheet appearance by
  /// default" (Apple's documentation of `presentationCompactAdaptation(horizontal:
  /// vertical:)`), so with no adaptation or `.automatic` a sheet; `.none` ("don't adapt
  /// for the size class, if possible") a popover; else the appearance its adaptation
  /// prefers. Nil for a sheet or a cover, whose compact appearance the stand-in does not
  /// model.
  public var inCompactWidth: Kind? {
    guard kind == .popover else { return nil }
    switch compactAdaptation {
    case nil, "automatic": return .sheet
    case "none": return .popover
    case let name?: return Kind(rawValue: name)
    }
  }
}

nonisolated public struct _ItemPresentation<Content: View, Item: Identifiable, Presented: View>:
  View
{
  let content: Content
  let item: Binding<Item?>
  let kind: StandInPresentation.Kind
  let presented: (Item) -> Presented
  public typealias Body = Never
  public var body: Never { standIn() }
}

/// An item of `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)` that the
/// stand-in's lifecycle reads (not SwiftUI's): reading a binding runs its `@isolated(any)`
/// getter, whose result must be `Sendable` to reach the update. The journeys declare
/// their flows' `Presented` so; a presentation of another item is not walked.
public protocol StandInPresentable: Identifiable, Sendable {}

/// A binding's value, read as SwiftUI reads it during an update: its getter runs where
/// its closure is isolated (the main actor, for every binding the generated code makes).
@MainActor
func _current<Value: Sendable>(_ binding: Binding<Value>) async -> Value {
  await binding.getter()
}

extension _ItemPresentation: _LifecycleNode where Item: StandInPresentable {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    if let shown = await _current(item) {
      walk.presentations.append(
        StandInPresentation(id: String(describing: shown.id), kind: kind))
      walk.presenting.append(walk.presentations.count - 1)
      await walk.walk(presented(shown), at: path + ".item(\(shown.id))")
      walk.presenting.removeLast()
    }
    await walk.walk(content, at: path + ".c")
  }
}

/// `presentationCompactAdaptation(_:)`: the adaptation of the presentation whose content
/// it is in.
nonisolated public struct _CompactAdaptation<Content: View>: View {
  let content: Content
  let adaptation: PresentationAdaptation
  public typealias Body = Never
  public var body: Never { standIn() }
}

extension _CompactAdaptation: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    if let presentation = walk.presenting.last {
      walk.presentations[presentation].compactAdaptation = adaptation.name
    }
    await walk.walk(content, at: path + ".c")
  }
}

extension _ModifiedView: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    await walk.walk(content, at: path + ".c")
  }
}

extension ModifiedContent: _LifecycleNode where Content: View, Modifier: ViewModifier {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    let content = content
    walk.modified.append { path in await walk.walk(content, at: path) }
    await walk.walk(modifier.body(content: _ViewModifier_Content()), at: path + ".m")
    walk.modified.removeLast()
  }
}

extension _ViewModifier_Content: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    guard let content = walk.modified.popLast() else { return }
    await content(path + ".c")
    walk.modified.append(content)
  }
}

extension _ConditionalContent: _LifecycleNode {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    if let first { await walk.walk(first, at: path + ".t") }
    if let second { await walk.walk(second, at: path + ".f") }
  }
}

extension Optional: _LifecycleNode where Wrapped: View {
  @MainActor func _walk(_ walk: _LifecycleWalk, at path: String) async {
    if let self { await walk.walk(self, at: path + ".some") }
  }
}
