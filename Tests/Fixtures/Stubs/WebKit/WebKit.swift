// Stub of Apple's WebKit (iOS 17 SDK), for type-checking generated iOS code on Linux.
// See UIKit.swift for the conventions.

@_exported import UIKit

@inline(never)
func _stub() -> Never { fatalError("WebKit stub: for type-checking only") }

@MainActor @objc
open class WKWebViewConfiguration: NSObject {
  public override init() { _stub() }
  @objc open dynamic var allowsInlineMediaPlayback: Bool = false
  @objc open dynamic var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  @objc open dynamic var userContentController: WKUserContentController = WKUserContentController()
  @objc open dynamic var preferences: WKPreferences = WKPreferences()
  @objc open dynamic var defaultWebpagePreferences: WKWebpagePreferences!
  @objc open dynamic var applicationNameForUserAgent: String?
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable, _ObjCRepresentableValue {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
  public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
  public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

@MainActor @objc
open class WKPreferences: NSObject {
  public override init() { _stub() }
  @objc open dynamic var javaScriptCanOpenWindowsAutomatically: Bool = false
  @objc open dynamic var minimumFontSize: CGFloat = 0
}

@MainActor @objc
open class WKWebpagePreferences: NSObject {
  public override init() { _stub() }
  @objc open dynamic var allowsContentJavaScript: Bool = true
  @objc open dynamic var preferredContentMode: WKWebpagePreferences.ContentMode = .recommended
}

extension WKWebpagePreferences {
  @objc public enum ContentMode: Int, Sendable {
    case recommended = 0
    case mobile = 1
    case desktop = 2
  }
}

@MainActor @objc public protocol WKScriptMessageHandler {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor @objc
open class WKScriptMessage: NSObject {
  @objc open dynamic var body: Any { _stub() }
  @objc open dynamic var name: String { _stub() }
  @objc weak open dynamic var webView: WKWebView? { _stub() }
}

@MainActor @objc
open class WKUserContentController: NSObject {
  public override init() { _stub() }
  @objc open dynamic func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
  @objc open dynamic func removeScriptMessageHandler(forName name: String) {}
  @objc open dynamic func removeAllScriptMessageHandlers() {}
}

@MainActor @objc
open class WKNavigation: NSObject {}

@MainActor @objc
open class WKBackForwardListItem: NSObject {
  @objc open dynamic var url: URL { _stub() }
  @objc open dynamic var title: String? { _stub() }
}

@MainActor @objc
open class WKNavigationAction: NSObject {
  @objc open dynamic var request: URLRequest { _stub() }
  @objc open dynamic var navigationType: WKNavigationType { _stub() }
  @objc open dynamic var sourceFrame: WKFrameInfo { _stub() }
  @objc open dynamic var targetFrame: WKFrameInfo? { _stub() }
}

@MainActor @objc
open class WKNavigationResponse: NSObject {
  @objc open dynamic var isForMainFrame: Bool { _stub() }
  open dynamic var response: URLResponse { _stub() }
  @objc open dynamic var canShowMIMEType: Bool { _stub() }
}

@MainActor @objc
open class WKFrameInfo: NSObject {
  @objc open dynamic var isMainFrame: Bool { _stub() }
  @objc open dynamic var request: URLRequest { _stub() }
}

@objc public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

@objc public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

@objc public enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

@MainActor @objc public protocol WKNavigationDelegate {
  @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
  optional func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
  @objc(webView:decidePolicyForNavigationResponse:decisionHandler:)
  optional func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
  @objc optional func webView(
    _ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  @objc optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  @objc optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  @objc optional func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  @objc optional func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error)
  @objc optional func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

@MainActor @objc public protocol WKUIDelegate {
  @objc optional func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  @objc optional func webViewDidClose(_ webView: WKWebView)
  @objc optional func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void)
}

@MainActor @objc
open class WKWindowFeatures: NSObject {}

@MainActor @objc
open class WKWebView: UIView {
  public init(frame: CGRect, configuration: WKWebViewConfiguration) { _stub() }
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }
  public required init?(coder: NSCoder) { _stub() }
  @objc open dynamic var configuration: WKWebViewConfiguration { _stub() }
  @objc weak open dynamic var navigationDelegate: (any WKNavigationDelegate)?
  @objc weak open dynamic var uiDelegate: (any WKUIDelegate)?
  @objc open dynamic var scrollView: UIScrollView { _stub() }
  @objc open dynamic var title: String? { _stub() }
  @objc open dynamic var url: URL? { _stub() }
  @objc open dynamic var isLoading: Bool { _stub() }
  @objc open dynamic var estimatedProgress: Double { _stub() }
  @objc open dynamic var hasOnlySecureContent: Bool { _stub() }
  @objc open dynamic var canGoBack: Bool { _stub() }
  @objc open dynamic var canGoForward: Bool { _stub() }
  @objc open dynamic var allowsBackForwardNavigationGestures: Bool = false
  @objc open dynamic var allowsLinkPreview: Bool = true
  @objc open dynamic var customUserAgent: String?
  @objc open dynamic var isInspectable: Bool = false
  @objc @discardableResult open dynamic func load(_ request: URLRequest) -> WKNavigation? {
    _stub()
  }
  @objc @discardableResult open dynamic func loadHTMLString(_ string: String, baseURL: URL?)
    -> WKNavigation?
  { _stub() }
  @objc @discardableResult open dynamic func loadFileURL(
    _ url: URL, allowingReadAccessTo readAccessURL: URL
  )
    -> WKNavigation?
  { _stub() }
  @objc @discardableResult open dynamic func load(
    _ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL
  ) -> WKNavigation? { _stub() }
  @objc @discardableResult open dynamic func go(to item: WKBackForwardListItem) -> WKNavigation? {
    _stub()
  }
  @objc @discardableResult open dynamic func goBack() -> WKNavigation? { _stub() }
  @objc @discardableResult open dynamic func goForward() -> WKNavigation? { _stub() }
  @objc @discardableResult open dynamic func reload() -> WKNavigation? { _stub() }
  @objc @discardableResult open dynamic func reloadFromOrigin() -> WKNavigation? { _stub() }
  @objc open dynamic func stopLoading() {}
  @objc open dynamic func evaluateJavaScript(
    _ javaScriptString: String,
    completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
  ) {}
  @nonobjc public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
    _stub()
  }
}
