import CLibXML2
import FlowModel
import Foundation

/// Reads XML with libxml2's SAX2 parser into a located element tree.
///
/// SAX2 rather than libxml2's tree: the tree keeps only line numbers, while the parser,
/// at the moment it reports a start tag, knows the exact byte where that tag ends. From
/// there the start tag's `<` and each attribute are found in the bytes libxml2 just
/// accepted, so every element and attribute gets its true line and column.
public enum XMLDocumentReader {
  /// The most attributes an element may have (`XMLReadOptions.maximumAttributes`).
  public static let maximumAttributes = XMLReadOptions.maximumAttributes

  /// The root element, or nil when the document could not be read; the diagnostics say
  /// why. A document with errors yields no tree at all, never a partial one.
  ///
  /// - Parameter maximumAttributes: the most attributes one element may have; a document
  ///   with more on some element is refused before libxml2 parses it.
  public static func read(
    _ source: SourceFile, maximumAttributes: Int = maximumAttributes
  ) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
    read(source, maximumAttributes: maximumAttributes, parts: PartedRead.parts(for: source))
  }

  /// `read`, trying `parts` parts on as many threads (`PartedRead`) when `parts` > 1;
  /// tests force the parts on small documents. The result is the same either way.
  static func read(
    _ source: SourceFile, maximumAttributes: Int = maximumAttributes, parts: Int
  ) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
    if source.bytes.isEmpty {
      return (
        nil,
        [
          .error(
            .xmlMalformed, "the file is empty",
            at: SourceLocation(file: source.path, line: 1, column: 1))
        ]
      )
    }
    // memchr looks at many bytes at a time: this runs over every byte of every input.
    let nulOffset = source.bytes.withUnsafeBufferPointer { bytes -> Int? in
      guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else {
        return nil
      }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
    if let nul = nulOffset {
      return (
        nil,
        [
          .error(
            .xmlEncoding, "the file contains a NUL byte; a flow is UTF-8 text",
            at: source.location(ofOffset: nul))
        ]
      )
    }
    if source.bytes.count > Int(Int32.max) {
      return (nil, [.error(.xmlMalformed, "the file is too large to read", at: .file(source.path))])
    }
    // Read in parts, each part's bytes are scanned for a tag with too many attributes on
    // its own thread, just before libxml2 parses them; a part with one is not parsed,
    // and the file is read in one pass, scanned first, as below.
    if parts > 1,
      let root = PartedRead.read(source, parts: parts, maximumAttributes: maximumAttributes)
    {
      return (root, [])
    }
    if let tag = source.bytes.withUnsafeBufferPointer({
      AttributeCountScan.firstTag(over: maximumAttributes, in: $0)
    }) {
      return (
        nil,
        [
          .error(
            .xmlTooManyAttributes,
            "this element has more than \(maximumAttributes) attributes, far more than any flow or storyboard has; flowc does not read it (docs/security.md)",
            at: source.location(ofOffset: tag))
        ]
      )
    }
    let builder = source.bytes.withUnsafeBufferPointer { TreeBuilder.parse($0, of: source) }
    let failed = builder.diagnostics.contains { $0.severity == .error }
    return (failed ? nil : builder.root, builder.diagnostics)
  }
}
