import FlowFormat
import FlowModel

/// What may be typed at a place in a flow: element names where a tag's name is, the
/// attributes its element has where an attribute goes, and for a value, the values the
/// format allows there (a `kind`, a `system` item) or the ids the flow declares (a
/// `to`, an unwind's `action`). Read from the lenient scan, so it works mid-tag.
enum FlowCompletion {
  enum ItemKind: Int, Sendable {
    // `CompletionItemKind` numbers of the protocol.
    case property = 10
    case value = 12
    case keyword = 14
    case reference = 18
  }

  struct Item: Sendable, Equatable {
    var label: String
    var kind: ItemKind
    var detail: String?
    /// What is inserted, when it is not the label (an element typed outside any tag
    /// gets its `<`).
    var insertText: String? = nil
  }

  /// The items at `offset`, and the byte range they replace (what is already typed of
  /// the word).
  static func items(at offset: Int, in index: FlowSymbolIndex) -> (
    items: [Item], replacing: Range<Int>
  ) {
    let scan = index.scan
    guard let tagIndex = scan.tag(containing: offset) else {
      let parent = scan.element(enclosing: offset).map { scan.tags[$0].name }
      let items = elementItems(inside: parent).map {
        Item(label: $0.label, kind: $0.kind, detail: $0.detail, insertText: "<" + $0.label)
      }
      return (items, offset..<offset)
    }
    let tag = scan.tags[tagIndex]
    if tag.isEndTag {
      let open = scan.element(enclosing: tag.range.lowerBound).map { scan.tags[$0].name }
      return (
        open.map { [Item(label: $0, kind: .keyword, detail: "closes <\($0)>")] } ?? [],
        tag.nameRange
      )
    }
    if tag.nameRange.contains(offset) || tag.nameRange.upperBound == offset {
      let parent = tag.parent.map { scan.tags[$0].name }
      return (elementItems(inside: parent), tag.nameRange)
    }
    for attribute in tag.attributes {
      if let range = attribute.valueRange, range.lowerBound <= offset, offset <= range.upperBound {
        return (valueItems(for: attribute.name, of: tag, at: tagIndex, in: index), range)
      }
      if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
        return (attributeItems(of: tag, except: attribute.name), attribute.nameRange)
      }
    }
    return (attributeItems(of: tag, except: nil), offset..<offset)
  }

  static func elementItems(inside parent: String?) -> [Item] {
    let names = parent.map { ElementSchema.format[$0]?.children ?? [] } ?? ["flow"]
    return names.map { Item(label: $0, kind: .keyword, detail: "element") }
  }

  static func attributeItems(of tag: MarkupScan.Tag, except typed: String?) -> [Item] {
    guard let schema = ElementSchema.format[tag.name] else { return [] }
    let present = Set(tag.attributes.map(\.name)).subtracting(typed.map { [$0] } ?? [])
    return schema.attributes.filter { !present.contains($0) }.map {
      Item(
        label: $0, kind: .property,
        detail: schema.required.contains($0) ? "required" : "optional")
    }
  }

  /// Attributes whose value is one of a fixed list, by element and attribute: the
  /// decoder's own table (`AttributeValues`), so a new attribute completes once the
  /// decoder reads it, plus the common base classes, which the decoder takes as free text,
  /// and without the legacy segue kinds, which it reads with a warning.
  static let choices: [String: [String: [String]]] = {
    var choices = AttributeValues.format
    choices["segue", default: [:]]["kind"] = SegueKind.allCases.map(\.rawValue)
    choices["scene", default: [:]]["base"] = [
      "UIViewController", "UITableViewController", "UICollectionViewController",
    ]
    return choices
  }()

  static func valueItems(
    for attribute: String, of tag: MarkupScan.Tag, at tagIndex: Int, in index: FlowSymbolIndex
  ) -> [Item] {
    if let values = choices[tag.name]?[attribute] {
      return values.map { Item(label: $0, kind: .value, detail: nil) }
    }
    let scene = index.scan.scene(of: tagIndex)
    let names: [String]
    let detail: String
    if FlowSymbolIndex.nodeReferences[tag.name]?.contains(attribute) == true {
      names = index.declaredNames(.node)
      detail = "node"
    } else if tag.name == "unwind" && attribute == "action" {
      names = index.declaredNames(.unwindAction)
      detail = "unwind action"
    } else if FlowSymbolIndex.actionSenders.contains(tag.name) && attribute == "action" {
      names = index.declaredNames(.action, scope: scene)
      detail = "action of this scene"
    } else {
      return []
    }
    return names.map { Item(label: $0, kind: .reference, detail: detail) }
  }
}
