import CLibXML2
import Foundation

/// Strings for the element and attribute names libxml2 reports.
///
/// libxml2 hands out every occurrence of a name from its own dictionary, so each
/// `<segue>` comes with the same pointer; a flow has a few dozen distinct names and tens
/// of thousands of elements. A name is made into a `String` once and found again by its
/// pointer in a small open-addressed table, and the bytes are compared too, so a pointer
/// reused for another name (were libxml2 ever to hand out one outside its dictionary)
/// cannot return the wrong name. Once the table is full (a file with hundreds of distinct
/// names), further names are simply made each time.
struct NameCache {
  private static let slotCount = 256
  private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: slotCount)
  private var names = [String](repeating: "", count: slotCount)
  private var used = 0

  mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String {
    // Fibonacci hashing spreads the nearby addresses of a dictionary's names.
    var slot = Int((UInt(bitPattern: pointer) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    for _ in 0..<Self.slotCount {
      guard let cached = pointers[slot] else { break }
      if cached == pointer, Self.name(names[slot], isSpelledAt: pointer) { return names[slot] }
      slot = (slot + 1) & (Self.slotCount - 1)
    }
    let name = String(cString: pointer)
    // Keep a quarter of the table free, so that a search for a new name ends soon.
    if used < Self.slotCount * 3 / 4, pointers[slot] == nil {
      pointers[slot] = pointer
      names[slot] = name
      used += 1
    }
    return name
  }

  /// Compared in place (`withUTF8` would want a mutable copy of the string): this runs
  /// for every element and attribute of a file.
  private static func name(_ name: String, isSpelledAt pointer: UnsafePointer<xmlChar>) -> Bool {
    func isSpelled(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      memcmp(bytes.baseAddress!, pointer, bytes.count) == 0 && pointer[bytes.count] == 0
    }
    if let answer = name.utf8.withContiguousStorageIfAvailable(isSpelled) { return answer }
    var copy = name
    return copy.withUTF8(isSpelled)
  }
}
