// Stub of the part of SwiftUI (iOS 17 SDK) that UIKit code uses to host SwiftUI views,
// for type-checking generated iOS code on Linux: `View`, a few views to build one with,
// and `UIHostingController`.

@_exported import UIKit

@inline(never)
func _stub() -> Never { fatalError("SwiftUI stub: for type-checking only") }

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { _stub() }
}

@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { _stub() }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _stub() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _stub() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    _stub()
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct EmptyView: View {
  @inlinable public init() {}
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct AnyView: View {
  public init<V: View>(_ view: V) { _stub() }
  public init?(_fromValue value: Any) { _stub() }
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct TupleView<T>: View {
  public var value: T
  @inlinable public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct Text: View, Equatable {
  public init(_ content: some StringProtocol) { _stub() }
  public init(verbatim content: String) { _stub() }
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct VStack<Content: View>: View {
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { _stub() }
  public typealias Body = Never
  public var body: Never { _stub() }
}

@frozen public struct HStack<Content: View>: View {
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { _stub() }
  public typealias Body = Never
  public var body: Never { _stub() }
}

/// A UIKit view controller that shows a SwiftUI view.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  public init(rootView: Content) { _stub() }
  public init?(coder aDecoder: NSCoder, rootView: Content) { _stub() }
  public required init?(coder aDecoder: NSCoder) { _stub() }
  public var rootView: Content {
    get { _stub() }
    set {}
  }
  public var sizingOptions: UIHostingControllerSizingOptions = []
  public func sizeThatFits(in size: CGSize) -> CGSize { _stub() }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
