import FlowAnalysis

/// Names flow actions and unwind actions after the Objective-C selectors a storyboard
/// connects (`insertNewObject:`, `unwindToMealListWithSender:`).
///
/// The rule is the one Swift itself uses between the two languages: a method's Swift
/// base name is the selector's first piece, and a trailing `With<Label>` in that piece is
/// the first argument's label, not part of the name (`func unwindToMealList(sender:)` is
/// `unwindToMealListWithSender:` to Objective-C). So:
///
/// - `insertNewObject:` → `insertNewObject`
/// - `unwindToMealListWithSender:` → `unwindToMealList`
/// - `checkBoxTapped:forEvent:` → `checkBoxTapped`
/// - `refresh` (no argument) → `refresh`
///
/// The name is only the Swift side: the flow keeps the storyboard's selector exactly
/// (`selector`), and the generated method declares it (`@objc(…)` where the Swift
/// declaration's own selector would differ), so nothing needs reconnecting.
enum SelectorNaming {
  /// The Swift base name of a selector; nil when it has no usable name at all.
  static func swiftName(ofSelector selector: String) -> String? {
    let firstPiece = String(selector.prefix { $0 != ":" })
    if let cut = labelStart(in: firstPiece) {
      let base = String(firstPiece[..<cut])
      if SwiftNames.isIdentifier(base) { return base }
    }
    if SwiftNames.isIdentifier(firstPiece) { return firstPiece }
    return IdentifierDerivation.lowerCamel(firstPiece, prefix: "action")
  }

  /// Where a trailing `With<Label>` starts: the last `With` followed by a capital, not at
  /// the very start. (A scan of the bytes: Foundation's `range(of:)` is slow on Linux, and
  /// this runs for every action of every scene.)
  static func labelStart(in piece: String) -> String.Index? {
    let bytes = Array(piece.utf8)
    let marker = Array("With".utf8)
    guard bytes.count > marker.count + 1 else { return nil }
    var position = bytes.count - marker.count - 1
    while position > 0 {
      if bytes[position..<position + marker.count].elementsEqual(marker),
        bytes[position + marker.count] >= UInt8(ascii: "A"),
        bytes[position + marker.count] <= UInt8(ascii: "Z")
      {
        return piece.utf8.index(piece.utf8.startIndex, offsetBy: position)
      }
      position -= 1
    }
    return nil
  }
}
