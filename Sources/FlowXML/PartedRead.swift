import CLibXML2
import FlowModel
import Foundation

/// A large document read on every processor: cut into parts between children of one
/// element, the container (`ContentSplit`: the root of a flow, the `<scenes>` of a
/// storyboard), each part parsed by its own libxml2 parser on its own thread, the
/// container's children joined in order.
///
/// Each part is a document of its own. Let `P` be the end of the container's start tag:
/// the bytes before it are the prolog, the start tags of the root and the elements down
/// to the container, and their earlier children. Part 0 is the file's bytes up to the
/// first cut, closed by written end tags for the container and the elements around it; a
/// middle part is the file's bytes up to `P`, then the bytes from its cut to the next,
/// then those end tags; the last part is the bytes up to `P`, then the bytes from the last
/// cut to the end of the file, with the real end tags and whatever follows them. Every
/// part's builder maps its offsets back to the file's (`PartOffsets`), so that locations
/// and extents are those of the file.
///
/// Why clean parts make the file's own tree: libxml2 reads left to right. Each part
/// begins with the same bytes up to `P` (checked: libxml2 must report the container's
/// start tag ending exactly there, as deep as the scan said), so each part's parser is,
/// at `P`, in the state the one-pass parser is in there and at every cut: in the
/// container's content, with the same elements open and the same namespaces in scope.
/// A cut is always just before a `<`, so it cannot split character data, a `]]>` or a
/// reference. Had a cut fallen anywhere else (inside a comment, a CDATA section, a
/// processing instruction, a tag, an attribute value, or a deeper element), the part
/// ending there, followed by the written end tags and the end of the bytes, is
/// malformed: the construct is unterminated, a `<` is in an attribute value, or an end
/// tag does not match. So when no part reports anything, each run between cuts is
/// complete content of the container, the file is their concatenation, and its parse is
/// the parts' parses one after the other. Anything else, including any warning, text in
/// the container or above it, or a cut the scan cannot place, and the file is read in
/// one pass instead, whose diagnostics are the only ones ever reported.
enum PartedRead {
  /// The smallest part worth a thread of its own: parsing it takes libxml2 and the
  /// builder some milliseconds, more than the cut, the copies and a second thread's
  /// allocations cost. Measured on two cores (release, medians of 31 runs taking turns):
  /// `flowc check` of a 526 KB benchmark flow, in two parts, 59.4 ms → 54.9 ms.
  static let minimumPartSize = 256 << 10

  /// How many parts to read `source` in: two per processor, none smaller than
  /// `minimumPartSize`; 1 means one pass. Each thread takes the next part when it is done
  /// with one, so a processor that runs slower (another process on it, or on its other
  /// hyperthread) keeps the others waiting for half a part at most, not for the rest of
  /// its half of the file.
  static func parts(for source: SourceFile) -> Int {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    guard processors > 1 else { return 1 }
    return max(1, min(2 * processors, source.bytes.count / minimumPartSize))
  }

  /// The root of `source` read in `parts` parts, or nil when it must be read in one pass.
  /// `source` has passed the checks made before libxml2 but the attribute count (not
  /// empty, no NUL byte, not too large): each part's bytes are given that scan
  /// (`AttributeCountScan`) on the part's thread before libxml2 sees them, and a part with
  /// a tag of more than `maximumAttributes` attributes is not parsed at all.
  static func read(
    _ source: SourceFile, parts: Int,
    maximumAttributes: Int = XMLReadOptions.maximumAttributes
  ) -> XMLElement? {
    guard parts > 1,
      let split = source.bytes.withUnsafeBufferPointer({
        ContentSplit.find(in: $0, parts: parts)
      })
    else { return nil }
    return read(source, split: split, maximumAttributes: maximumAttributes)
  }

  /// The root of `source` read in the parts `split` cuts it into, or nil. Any cuts at all
  /// give the one-pass tree or nil: tests try cuts the scan would never choose.
  static func read(
    _ source: SourceFile, split: ContentSplit,
    maximumAttributes: Int = XMLReadOptions.maximumAttributes
  ) -> XMLElement? {
    let cuts = [split.containerStartTagEnd] + split.points + [source.bytes.count]
    guard !split.points.isEmpty, !split.openElements.isEmpty,
      zip(cuts, cuts.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return nil }
    let closing = split.closingTags
    let count = split.points.count + 1
    let roots = ConcurrentSlots<XMLElement?>(repeating: nil, count: count)
    // libxml2's one-time set-up, once, before its parsers start on several threads.
    xmlInitParser()
    DispatchQueue.concurrentPerform(iterations: count) { part in
      roots.store(
        Self.parse(
          part: part, of: source, split: split, closing: closing,
          maximumAttributes: maximumAttributes),
        at: part)
    }
    var parsed: [XMLElement] = []
    for root in roots.all() {
      guard let root else { return nil }
      parsed.append(root)
    }
    return join(parsed, depth: split.openElements.count)
  }

  /// The elements at one level of the open elements down to the container, one from each
  /// part, joined: the container's children of every part in order; above it, part 0's
  /// children, then the last part's children after the one that leads to the container.
  /// Every part's element ends where the last part's does.
  private static func join(_ parts: [XMLElement], depth: Int) -> XMLElement? {
    var joined = parts[0]
    let last = parts[parts.count - 1]
    joined.extent.end = last.extent.end
    guard depth > 1 else {
      joined.children.reserveCapacity(parts.reduce(0) { $0 + $1.children.count })
      for part in parts.dropFirst() {
        joined.children += part.children
      }
      return joined
    }
    // Every part but the last ends inside the element that leads on: its last child.
    guard let first = parts[0].children.last else { return nil }
    var inner = [first]
    for part in parts.dropFirst().dropLast() {
      guard let child = part.children.last, child.extent.start == first.extent.start else {
        return nil
      }
      inner.append(child)
    }
    guard let index = last.children.firstIndex(where: { $0.extent.start == first.extent.start }),
      let next = join(inner + [last.children[index]], depth: depth - 1)
    else { return nil }
    joined.children[joined.children.count - 1] = next
    joined.children += last.children[(index + 1)...]
    return joined
  }

  /// The root of one part, or nil when the part is not clean or holds a tag with more than
  /// `maximumAttributes` attributes.
  private static func parse(
    part: Int, of source: SourceFile, split: ContentSplit, closing: [UInt8],
    maximumAttributes: Int
  ) -> XMLElement? {
    let bytes = source.bytes
    let prefixEnd = split.containerStartTagEnd
    let start = part == 0 ? 0 : split.points[part - 1]
    let isLast = part == split.points.count
    let end = isLast ? bytes.count : split.points[part]
    var buffer: [UInt8] = []
    buffer.reserveCapacity((part == 0 ? 0 : prefixEnd) + end - start + closing.count)
    if part > 0 { buffer += bytes[0..<prefixEnd] }
    buffer += bytes[start..<end]
    if !isLast { buffer += closing }
    let offsets =
      part == 0 ? PartOffsets.identity : PartOffsets(copiedEnd: prefixEnd, shift: start - prefixEnd)
    if buffer.withUnsafeBufferPointer({
      AttributeCountScan.firstTag(over: maximumAttributes, in: $0)
    }) != nil {
      return nil
    }
    let builder = buffer.withUnsafeBufferPointer {
      TreeBuilder.parse(
        $0, of: source, offsets: offsets,
        partContainer: .init(startTagEnd: prefixEnd, depth: split.openElements.count))
    }
    guard builder.diagnostics.isEmpty, !builder.declined, builder.sawContainer else { return nil }
    return builder.root
  }
}
