/// Swift lines a builder still lays out itself: what a template writes from a context
/// with a `…FitsOnOneLine` flag elsewhere. Only the popover anchor's modifier lines
/// (`anchorLines(of:scene:indent:)`) use it, left as they are while popovers change.
enum SwiftLines {
  /// `line` when it fits at `indent`, else `broken`.
  static func fitting(_ line: String, indent: Int, else broken: [String]) -> [String] {
    LineWidth.fits(line, indent: indent) ? [line] : broken
  }
}
