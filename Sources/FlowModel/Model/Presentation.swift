/// How a presented controller covers the screen: a `UIModalPresentationStyle` case, by
/// the name Interface Builder writes (`modalPresentationStyle="overFullScreen"`) and Swift
/// spells (`.overFullScreen`). The flow keeps it (`<segue presentation>`) so that neither
/// the importer nor the code runtime drops what the storyboard says.
public enum ModalPresentationStyle: String, Sendable, CaseIterable, Codable {
  case automatic
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover
  case none
}

/// What a popover becomes in a horizontally compact environment (an iPhone), where UIKit
/// adapts it and SwiftUI's `presentationCompactAdaptation(_:)` chooses: `<segue
/// compactAdaptation>`. Not said: each framework's own adaptation, a sheet (Apple's
/// documentation of `UIModalPresentationStyle.popover`: "in iOS 13 and later, for
/// horizontally or vertically compact environments, this option behaves the same as
/// formSheet").
public enum PopoverAdaptation: String, Sendable, CaseIterable, Codable {
  /// A sheet: UIKit's `.formSheet`, SwiftUI's `.sheet`.
  case sheet
  /// A cover: UIKit's `.fullScreen`, SwiftUI's `.fullScreenCover`.
  case fullScreen
  /// Still a popover, pointing at its trigger: UIKit's `.none` (no adaptation),
  /// SwiftUI's `.popover`.
  case popover
}

/// The animation of a modal presentation: a `UIModalTransitionStyle` case, by the name
/// Interface Builder writes (`modalTransitionStyle="crossDissolve"`) and Swift spells.
public enum ModalTransitionStyle: String, Sendable, CaseIterable, Codable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}
