/// A report a presenting scene answers in its `receiveReports()`: a `<delegate>` event of
/// a scene it presents, or the user's dismissal of what its segue presented.
public struct SwiftUIReceiveCaseContext: Encodable, Sendable {
  /// `didSave`, `didCancelEdit`: the `Report` case and the scene's method it calls.
  public var report: String
  /// The event's parameter (`friend`), bound and passed on; null for none.
  @ExplicitNull public var argument: String? = nil
  /// Layout: `case .<report>(let <argument>): <report>(<argument>)` fits on one line.
  public var fitsOnOneLine: Bool
}

/// A case of `State.cancelReport(from:of:by:)`: the report a presenting segue's source
/// hears when the user dismisses what it presented.
public struct SwiftUICancelReportCaseContext: Encodable, Sendable {
  /// `(.list, .editor, .edit?)`: the source, the presentation, and the segue it records
  /// (`_` where its source has one segue to it).
  public var pattern: String
  /// `didCancelEdit`: the `Report` case.
  public var report: String
}
