import CLibXML2
import Foundation

/// Strings for the element and attribute names libxml2 reports.
///
/// libxml2 hands out every occurrence of a name from its own dictionary, so each
/// `<segue>` comes with the same pointer; a flow has a few dozen distinct names and tens
/// of thousands of elements. A name is made into a `String` once and found again by its
/// pointer, and the bytes are compared too, so a pointer reused for another name (were
/// libxml2 ever to hand out one outside its dictionary) cannot return the wrong name.
struct NameCache {
  private static let slotCount = 64
  private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: slotCount)
  private var names = [String](repeating: "", count: slotCount)

  mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String {
    let slot = Int(UInt(bitPattern: pointer) >> 3) & (Self.slotCount - 1)
    if pointers[slot] == pointer, Self.name(names[slot], isSpelledAt: pointer) {
      return names[slot]
    }
    let name = String(cString: pointer)
    pointers[slot] = pointer
    names[slot] = name
    return name
  }

  private static func name(_ name: String, isSpelledAt pointer: UnsafePointer<xmlChar>) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      memcmp(bytes.baseAddress!, pointer, bytes.count) == 0 && pointer[bytes.count] == 0
    }
  }
}
