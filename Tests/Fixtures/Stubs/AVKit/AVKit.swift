// Stub of Apple's AVKit (iOS 17 SDK), for type-checking generated iOS code on Linux.
// See UIKit.swift for the conventions. The few AVFoundation types AVKit's API
// mentions live here.

@_exported import UIKit

@inline(never)
func _stub() -> Never { fatalError("AVKit stub: for type-checking only") }

// MARK: - AVFoundation

/// Media time (a C struct on iOS).
public struct CMTime: Sendable, _ObjCRepresentableValue {
  public var value: Int64
  public var timescale: Int32
  public init() { self.init(value: 0, timescale: 1) }
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }
  public init(seconds: Double, preferredTimescale: Int32) { _stub() }
  public var seconds: Double { _stub() }
  public static let zero = CMTime()
}

public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable, _ObjCRepresentableValue {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
}

@objc
open class AVAsset: NSObject, @unchecked Sendable {}

@objc
open class AVURLAsset: AVAsset, @unchecked Sendable {
  public init(url URL: URL, options: [String: Any]? = nil) { _stub() }
  @objc open dynamic var url: URL { _stub() }
}

@objc
open class AVPlayerItem: NSObject {
  public convenience init(url URL: URL) { _stub() }
  public convenience init(asset: AVAsset) { _stub() }
  @objc open dynamic var asset: AVAsset { _stub() }
  @objc open dynamic var duration: CMTime { _stub() }
  @objc open dynamic func currentTime() -> CMTime { _stub() }
}

@objc
open class AVPlayer: NSObject {
  public override init() { _stub() }
  public init(url URL: URL) { _stub() }
  public init(playerItem item: AVPlayerItem?) { _stub() }
  @objc open dynamic var currentItem: AVPlayerItem? { _stub() }
  @objc open dynamic var rate: Float = 0
  @objc open dynamic var volume: Float = 1
  @objc open dynamic var isMuted: Bool = false
  @objc open dynamic func play() {}
  @objc open dynamic func pause() {}
  @objc open dynamic func replaceCurrentItem(with item: AVPlayerItem?) {}
  @objc open dynamic func currentTime() -> CMTime { _stub() }
  @objc open dynamic func seek(to time: CMTime) {}
}

@objc
open class AVQueuePlayer: AVPlayer {
  public init(items: [AVPlayerItem]) { _stub() }
  @objc open dynamic func advanceToNextItem() {}
}

// MARK: - AVKit

@MainActor @objc public protocol AVPlayerViewControllerDelegate {
  @objc optional func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: AVPlayerViewController)
  @objc optional func playerViewControllerDidStartPictureInPicture(
    _ playerViewController: AVPlayerViewController)
  @objc optional func playerViewControllerWillStopPictureInPicture(
    _ playerViewController: AVPlayerViewController)
  @objc optional func playerViewControllerDidStopPictureInPicture(
    _ playerViewController: AVPlayerViewController)
  @objc optional func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
    _ playerViewController: AVPlayerViewController
  ) -> Bool
}

@MainActor @objc
open class AVPlayerViewController: UIViewController {
  @objc open dynamic var player: AVPlayer?
  @objc open dynamic var showsPlaybackControls: Bool = true
  @objc open dynamic var videoGravity: AVLayerVideoGravity = .resizeAspect
  @objc open dynamic var isReadyForDisplay: Bool { _stub() }
  @objc open dynamic var videoBounds: CGRect { _stub() }
  @objc open dynamic var contentOverlayView: UIView? { _stub() }
  @objc open dynamic var allowsPictureInPicturePlayback: Bool = true
  @objc open dynamic var canStartPictureInPictureAutomaticallyFromInline: Bool = false
  @objc open dynamic var entersFullScreenWhenPlaybackBegins: Bool = false
  @objc open dynamic var exitsFullScreenWhenPlaybackEnds: Bool = false
  @objc open dynamic var updatesNowPlayingInfoCenter: Bool = true
  @objc weak open dynamic var delegate: (any AVPlayerViewControllerDelegate)?
}
