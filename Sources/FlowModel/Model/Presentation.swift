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

/// The animation of a modal presentation: a `UIModalTransitionStyle` case, by the name
/// Interface Builder writes (`modalTransitionStyle="crossDissolve"`) and Swift spells.
public enum ModalTransitionStyle: String, Sendable, CaseIterable, Codable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}
