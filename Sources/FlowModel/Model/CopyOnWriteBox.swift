/// The members of a model value kept in one heap box that its copies share until one of
/// them writes.
///
/// The checker's rules and the generator copy model values constantly (out of arrays,
/// into enum payloads, across threads). A struct of strings costs one reference count per
/// string on every copy; a value whose members sit in a box costs one for the box. The
/// value keeps value semantics: `unique` copies the box before the first write to a
/// shared one.
///
/// The run-time exclusivity checks Swift adds to every access of a class's stored
/// property are left out: only the owning value touches its box, a write only ever goes
/// to a box no other value shares (`unique`), and overlapping writes through one value
/// are caught statically, on the value.
final class CopyOnWriteBox<Fields: Sendable>: @unchecked Sendable {
  @exclusivity(unchecked) var fields: Fields

  init(_ fields: Fields) {
    self.fields = fields
  }
}

extension CopyOnWriteBox {
  /// `box` itself when nothing else holds it, else a fresh copy put in its place.
  static func unique(_ box: inout CopyOnWriteBox) -> CopyOnWriteBox {
    if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    return box
  }
}
