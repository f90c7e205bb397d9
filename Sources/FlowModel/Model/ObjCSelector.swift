/// Objective-C selectors as a storyboard writes them (`insertNewObject:`, `deal`,
/// `buttonTapped:forEvent:`): the strings UIKit sends actions and unwinds by.
public enum ObjCSelector {
  /// The selector a flow means when it does not write one: `name:`, the selector of
  /// `@IBAction func name(_ sender: Any)`.
  public static func defaultSelector(forName name: String) -> String {
    name + ":"
  }

  /// Whether `selector` is `defaultSelector(forName: name)`, without making that string:
  /// the checker asks it of every action.
  public static func isDefault(_ selector: String, forName name: String) -> Bool {
    let bytes = selector.utf8
    return bytes.count == name.utf8.count + 1 && bytes.last == colon
      && bytes.starts(with: name.utf8)
  }

  /// The selector's pieces (`buttonTapped:forEvent:` → `buttonTapped`, `forEvent`), or nil
  /// when it is not a selector: pieces that are ASCII identifiers, either one without a
  /// colon or each followed by one.
  public static func pieces(of selector: String) -> [String]? {
    // On the UTF-8 bytes: every valid piece is ASCII, and a check looks at every selector
    // of a flow, so the Character-by-Character view would cost more than the rest.
    let bytes = selector.utf8
    guard let last = bytes.last else { return nil }
    guard bytes.contains(colon) else {
      return isPiece(bytes[...]) ? [selector] : nil
    }
    guard last == colon else { return nil }
    var pieces: [String] = []
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == colon {
      // Only the first piece must be named; later ones may be empty (`foo::`) in
      // Objective-C, but no Swift method declares such a selector, so they are refused too.
      let piece = bytes[start..<index]
      guard isPiece(piece) else { return nil }
      pieces.append(String(decoding: piece, as: UTF8.self))
      start = bytes.index(after: index)
    }
    return pieces
  }

  private static let colon = UInt8(ascii: ":")

  /// How many arguments a method with this selector takes: its number of colons.
  public static func argumentCount(of selector: String) -> Int {
    selector.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
  }

  private static func isPiece(_ piece: Substring.UTF8View) -> Bool {
    guard let first = piece.first, !(0x30...0x39).contains(first) else { return false }
    return piece.allSatisfy { byte in
      byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte)
    }
  }
}
