// Stub of Apple's GLKit (iOS 17 SDK; deprecated, still shipped), for type-checking
// generated iOS code on Linux. See UIKit.swift for the conventions. OpenGLES's
// EAGLContext, which GLKit's API mentions, lives here.

@_exported import UIKit

@inline(never)
func _stub() -> Never { fatalError("GLKit stub: for type-checking only") }

// MARK: - OpenGLES

@objc public enum EAGLRenderingAPI: UInt, Sendable {
  case openGLES1 = 1
  case openGLES2 = 2
  case openGLES3 = 3
}

@objc
open class EAGLContext: NSObject {
  public init?(api: EAGLRenderingAPI) { _stub() }
  @objc open dynamic var api: EAGLRenderingAPI { _stub() }
  open class dynamic func setCurrent(_ context: EAGLContext?) -> Bool { _stub() }
  open class dynamic func current() -> EAGLContext? { _stub() }
}

// MARK: - GLKView

@objc public enum GLKViewDrawableColorFormat: Int32, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case RGBA8888 = 0
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case RGB565 = 1
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case SRGBA8888 = 2
}

@objc public enum GLKViewDrawableDepthFormat: Int32, Sendable {
  case formatNone = 0
  case format16 = 1
  case format24 = 2
}

@objc public enum GLKViewDrawableStencilFormat: Int32, Sendable {
  case formatNone = 0
  case format8 = 1
}

@objc public enum GLKViewDrawableMultisample: Int32, Sendable {
  case multisampleNone = 0
  case multisample4X = 1
}

@MainActor @objc public protocol GLKViewDelegate {
  func glkView(_ view: GLKView, drawIn rect: CGRect)
}

@MainActor @objc
open class GLKView: UIView {
  public init(frame: CGRect, context: EAGLContext) { _stub() }
  public override init(frame: CGRect) { _stub() }
  public required init?(coder: NSCoder) { _stub() }
  @objc weak open dynamic var delegate: (any GLKViewDelegate)?
  @objc open dynamic var context: EAGLContext!
  @objc open dynamic var drawableWidth: Int { _stub() }
  @objc open dynamic var drawableHeight: Int { _stub() }
  @objc open dynamic var drawableColorFormat: GLKViewDrawableColorFormat = .RGBA8888
  @objc open dynamic var drawableDepthFormat: GLKViewDrawableDepthFormat = .formatNone
  @objc open dynamic var drawableStencilFormat: GLKViewDrawableStencilFormat = .formatNone
  @objc open dynamic var drawableMultisample: GLKViewDrawableMultisample = .multisampleNone
  @objc open dynamic var enableSetNeedsDisplay: Bool = true
  @objc open dynamic var snapshot: UIImage { _stub() }
  @objc open dynamic func bindDrawable() {}
  @objc open dynamic func deleteDrawable() {}
  @objc open dynamic func display() {}
}

// MARK: - GLKViewController

@MainActor @objc public protocol GLKViewControllerDelegate {
  func glkViewControllerUpdate(_ controller: GLKViewController)
  @objc optional func glkViewController(_ controller: GLKViewController, willPause pause: Bool)
}

@MainActor @objc
open class GLKViewController: UIViewController, GLKViewDelegate {
  @objc weak open dynamic var delegate: (any GLKViewControllerDelegate)?
  @objc open dynamic var preferredFramesPerSecond: Int = 30
  @objc open dynamic var framesPerSecond: Int { _stub() }
  @objc open dynamic var isPaused: Bool = false
  @objc open dynamic var framesDisplayed: Int { _stub() }
  @objc open dynamic var timeSinceFirstResume: TimeInterval { _stub() }
  @objc open dynamic var timeSinceLastResume: TimeInterval { _stub() }
  @objc open dynamic var timeSinceLastUpdate: TimeInterval { _stub() }
  @objc open dynamic var timeSinceLastDraw: TimeInterval { _stub() }
  @objc open dynamic var pauseOnWillResignActive: Bool = true
  @objc open dynamic var resumeOnDidBecomeActive: Bool = true
  @objc open dynamic func glkView(_ view: GLKView, drawIn rect: CGRect) {}
}
