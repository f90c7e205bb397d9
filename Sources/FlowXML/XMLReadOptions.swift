import CLibXML2

/// The libxml2 options every flowc read uses, kept here and nowhere else.
///
/// What is left out matters as much: no `XML_PARSE_NOENT` (entities are never
/// substituted), no `XML_PARSE_DTDLOAD`/`DTDATTR`/`DTDVALID` (nothing external is ever
/// loaded), no `XML_PARSE_HUGE` (libxml2's own size and depth limits stay on). On top of
/// that, `XMLDocumentReader` stops at any `<!DOCTYPE`: neither flows nor storyboards
/// have one, and without a DTD no entity can be declared, so an entity-expansion bomb or
/// an external entity never gets started.
enum XMLReadOptions {
  static let parserOptions: Int32 = Int32(
    XML_PARSE_NONET.rawValue  // never touch the network
      | XML_PARSE_NOCDATA.rawValue  // CDATA arrives as plain character data
      | XML_PARSE_NOERROR.rawValue  // errors come through our handler only
      | XML_PARSE_NOWARNING.rawValue
      | XML_PARSE_NOXINCNODE.rawValue)

  /// How deep elements may nest. Flows need a handful of levels and storyboards a few
  /// dozen; libxml2 stops at 256 on its own, this says so in flowc's words first.
  static let maximumDepth = 200

  /// How many attributes one element may have: real storyboards have a few dozen at
  /// most, and past some thousands libxml2's pairwise duplicate check takes seconds
  /// (`AttributeCountScan`).
  static let maximumAttributes = 1_000
}
