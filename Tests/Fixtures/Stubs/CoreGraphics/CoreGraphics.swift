// Stub of Apple's `CoreGraphics`, for type-checking iOS code on Linux.
//
// swift-corelibs-foundation already declares CGFloat, CGPoint, CGSize and CGRect
// (as Swift structs); this module re-exports them under the name that iOS code
// imports, and adds the few CoreGraphics types UIKit signatures mention.
//
// Why it must exist: on iOS these are C types, so they may appear in `@objc`
// signatures (UITableViewDelegate's `heightForRowAt` returns CGFloat). On
// Linux, Swift structs are not Objective-C representable, except that the
// compiler treats `CGFloat` found in a module named `CoreGraphics` as
// representable, and any type conforming to `_ObjectiveCBridgeable` as bridged.
// The conformances below use that second rule; they exist only for the type
// checker and are never executed.

@_exported import Foundation

/// The compiler looks `CGFloat` up in a module named CoreGraphics to decide that
/// it is Objective-C representable; this alias makes Foundation's one qualify.
public typealias CGFloat = Foundation.CGFloat

/// The object a value type bridges to; only its existence matters.
public final class _ObjCValueBox<Value> {
  public let value: Value
  public init(_ value: Value) { self.value = value }
}

/// Makes a value type usable in `@objc` signatures, as C structs are on iOS.
public protocol _ObjCRepresentableValue: _ObjectiveCBridgeable
where _ObjectiveCType == _ObjCValueBox<Self> {}

extension _ObjCRepresentableValue {
  public func _bridgeToObjectiveC() -> _ObjCValueBox<Self> { _ObjCValueBox(self) }

  public static func _forceBridgeFromObjectiveC(
    _ source: _ObjCValueBox<Self>, result: inout Self?
  ) {
    result = source.value
  }

  @discardableResult
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: _ObjCValueBox<Self>, result: inout Self?
  ) -> Bool {
    result = source.value
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(
    _ source: _ObjCValueBox<Self>?
  ) -> Self {
    guard let source else { fatalError("stub bridging is never executed") }
    return source.value
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, _ObjCRepresentableValue {}
extension CGSize: @retroactive _ObjectiveCBridgeable, _ObjCRepresentableValue {}
extension CGRect: @retroactive _ObjectiveCBridgeable, _ObjCRepresentableValue {}
extension NSRange: @retroactive _ObjectiveCBridgeable, _ObjCRepresentableValue {}

/// A two-dimensional vector (a C struct on iOS).
public struct CGVector: Equatable, Sendable, _ObjCRepresentableValue {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static var zero: CGVector { CGVector() }
}

/// An affine transformation matrix (a C struct on iOS).
public struct CGAffineTransform: Equatable, Sendable, _ObjCRepresentableValue {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public init(rotationAngle angle: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
  public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
  public var isIdentity: Bool { self == .identity }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
  public func inverted() -> CGAffineTransform { self }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
}

/// A Core Graphics color (a CoreFoundation type on iOS, hence a final class).
public final class CGColor: @unchecked Sendable {
  public init() {}
}

/// A Core Graphics bitmap image.
public final class CGImage: @unchecked Sendable {
  public init() {}
  public var width: Int { 0 }
  public var height: Int { 0 }
}
