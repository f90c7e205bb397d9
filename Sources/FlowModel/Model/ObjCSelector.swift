/// Objective-C selectors as a storyboard writes them (`insertNewObject:`, `deal`,
/// `buttonTapped:forEvent:`): the strings UIKit sends actions and unwinds by.
public enum ObjCSelector {
  /// The selector a flow means when it does not write one: `name:`, the selector of
  /// `@IBAction func name(_ sender: Any)`.
  public static func defaultSelector(forName name: String) -> String {
    name + ":"
  }

  /// The selector's pieces (`buttonTapped:forEvent:` → `buttonTapped`, `forEvent`), or nil
  /// when it is not a selector: pieces that are ASCII identifiers, either one without a
  /// colon or each followed by one.
  public static func pieces(of selector: String) -> [String]? {
    guard !selector.isEmpty else { return nil }
    if !selector.contains(":") {
      return isPiece(Substring(selector)) ? [selector] : nil
    }
    guard selector.hasSuffix(":") else { return nil }
    let pieces = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    // Only the first piece must be named; later ones may be empty (`foo::`) in Objective-C,
    // but no Swift method declares such a selector, so they are refused too.
    guard pieces.allSatisfy(isPiece) else { return nil }
    return pieces.map(String.init)
  }

  /// How many arguments a method with this selector takes: its number of colons.
  public static func argumentCount(of selector: String) -> Int {
    selector.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
  }

  private static func isPiece(_ piece: Substring) -> Bool {
    guard let first = piece.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return piece.utf8.allSatisfy { byte in
      byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte)
    }
  }
}
