import CLibXML2
import FlowModel
import Foundation

/// A large document read on every processor: cut into parts between children of the
/// root (`TopLevelSplit`), each part parsed by its own libxml2 parser on its own thread,
/// the root's children joined in order.
///
/// Each part is a document of its own: part 0 is the file's bytes up to the first cut,
/// closed by a written `</root>`; a middle part is the file's bytes up to the end of the
/// root's start tag (the prolog and that tag, `R`), then the file's bytes from its cut to
/// the next, then `</root>`; the last part is the bytes up to `R`, then the bytes from
/// the last cut to the end of the file, with the real end tag and whatever follows it.
/// Every part's builder maps its offsets back to the file's (`PartOffsets`), so that
/// locations and extents are those of the file.
///
/// Why clean parts make the file's own tree: libxml2 reads left to right. Each part
/// begins with the same bytes up to `R` (checked: libxml2 must report the root's start
/// tag ending exactly there), so each part's parser is, at `R`, in the state the
/// one-pass parser is in there and at every cut: inside the root's content, one level
/// deep, with the root's namespaces in scope. A cut is always just before a `<`, so it
/// cannot split character data, a `]]>` or a reference. Had a cut fallen anywhere else
/// (inside a comment, a CDATA section, a processing instruction, a tag, an attribute
/// value, or a deeper element), the part ending there followed by `</root>` and the end of
/// the bytes is malformed: the construct is unterminated, the `<` is in an attribute
/// value, or the end tag does not match. So when no part reports anything, each run
/// between cuts is complete content of the root, the file is their concatenation, and
/// its parse is the parts' parses one after the other. Anything else, including any
/// warning, text directly in the root, or a cut the scan cannot place, and the file is
/// read in one pass instead, whose diagnostics are the only ones ever reported.
enum PartedRead {
  /// The smallest part worth a thread of its own. Measured on the benchmark flows: a
  /// part of about this size takes libxml2 and the builder some milliseconds, more than
  /// the cut, the copies and starting the threads cost.
  static let minimumPartSize = 256 << 10

  /// How many parts to read `source` in: one per processor, none smaller than
  /// `minimumPartSize`; 1 means one pass.
  static func parts(for source: SourceFile) -> Int {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    guard processors > 1 else { return 1 }
    return max(1, min(processors, source.bytes.count / minimumPartSize))
  }

  /// The root of `source` read in `parts` parts, or nil when it must be read in one pass.
  /// `source` has passed the checks made before libxml2 (not empty, no NUL byte, not too
  /// large, no tag with too many attributes).
  static func read(_ source: SourceFile, parts: Int) -> XMLElement? {
    guard parts > 1,
      let split = source.bytes.withUnsafeBufferPointer({
        TopLevelSplit.find(in: $0, parts: parts)
      })
    else { return nil }
    return read(source, split: split)
  }

  /// The root of `source` read in the parts `split` cuts it into, or nil. Any cuts at all
  /// give the one-pass tree or nil: tests try cuts the scan would never choose.
  static func read(_ source: SourceFile, split: TopLevelSplit) -> XMLElement? {
    let cuts = [split.rootStartTagEnd] + split.points + [source.bytes.count]
    guard !split.points.isEmpty, zip(cuts, cuts.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      return nil
    }
    let closing = Array("</".utf8) + split.rootName + Array(">".utf8)
    let count = split.points.count + 1
    let roots = ConcurrentSlots<XMLElement?>(repeating: nil, count: count)
    // libxml2's one-time set-up, once, before its parsers start on several threads.
    xmlInitParser()
    DispatchQueue.concurrentPerform(iterations: count) { part in
      roots.store(Self.parse(part: part, of: source, split: split, closing: closing), at: part)
    }
    var joined: [XMLElement] = []
    for root in roots.all() {
      guard let root else { return nil }
      joined.append(root)
    }
    var root = joined[0]
    root.children.reserveCapacity(joined.reduce(0) { $0 + $1.children.count })
    for part in joined.dropFirst() {
      root.children += part.children
    }
    root.extent.end = joined[joined.count - 1].extent.end
    return root
  }

  /// The root of one part, with the root's children of that part, or nil when the part
  /// is not clean.
  private static func parse(
    part: Int, of source: SourceFile, split: TopLevelSplit, closing: [UInt8]
  ) -> XMLElement? {
    let bytes = source.bytes
    let prefixEnd = split.rootStartTagEnd
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
    let builder = buffer.withUnsafeBufferPointer {
      TreeBuilder.parse($0, of: source, offsets: offsets, partRootStartTagEnd: prefixEnd)
    }
    guard builder.diagnostics.isEmpty, !builder.declined else { return nil }
    return builder.root
  }
}
