/// A presentable node as `State.presenters(of:style:)` answers for it: a case of its
/// switch, with the scenes whose segues present it, grouped by style.
public struct SwiftUIPresentersCaseContext: Encodable, Sendable {
  /// `.composer`: the presentation, binding nothing.
  public var pattern: String
  /// Per style, in the order the segues first use it, the scenes presenting in it.
  public var styles: [Style]

  public struct Style: Encodable, Sendable {
    /// `.sheet`, `.popover`; null for custom segues, which present in any style.
    @ExplicitNull public var style: String? = nil
    /// `[.a, .b]`: the scenes, in index order.
    public var scenes: String
    /// Layout: `if style == <style> { scenes.formUnion(<scenes>) }` fits on one line.
    public var fitsOnOneLine: Bool
  }
}
