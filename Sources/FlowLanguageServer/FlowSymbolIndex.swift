/// The names a flow declares and every place that names them, found in the lenient scan
/// (`MarkupScan`) so that navigation keeps working while the text does not parse.
///
/// Four kinds of name, each with its own scope, as the flow format defines them:
/// - a node (`<scene>`, `<navigation>`, `<tabBar>`, `<split>`, `<reference>` `id`), unique
///   in the file, named by `initial`, `root`, `primary`, `secondary`, `<tab to>` and
///   `<segue to>`;
/// - an unwind action (`<unwindAction name>`), named by `<unwind action>`: the name may
///   be declared on several scenes, any of which the unwind can return to;
/// - a segue or unwind id, unique among the transitions leaving one scene, named by
///   nothing else (renaming it renames its declaration);
/// - a scene's `<action name>`, named by the `action` of its buttons and gestures.
struct FlowSymbolIndex: Sendable {
  enum Kind: String, Sendable {
    case node
    case unwindAction
    /// A segue or unwind id; its scope is the scene it leaves (`scope`).
    case transition
    /// A target-action method; its scope is its scene.
    case action
  }

  /// A name and where it is valid: the whole flow (`scope` nil) or one scene (the scene
  /// tag's index).
  struct Symbol: Hashable, Sendable {
    var kind: Kind
    var name: String
    var scope: Int?
  }

  /// One place a name is written: the attribute value's bytes.
  struct Occurrence: Sendable {
    var symbol: Symbol
    var range: Range<Int>
    var isDeclaration: Bool
    /// The tag the attribute belongs to.
    var tag: Int
  }

  static let nodeElements: Set<String> = ["scene", "navigation", "tabBar", "split", "reference"]

  /// Attributes that name a node, by element.
  static let nodeReferences: [String: [String]] = [
    "flow": ["initial"], "navigation": ["root"], "split": ["primary", "secondary"],
    "tab": ["to"], "segue": ["to"],
  ]

  /// Elements whose `action` names an `<action>` of their scene.
  static let actionSenders: Set<String> = ["barButton", "button", "gesture"]

  let scan: MarkupScan
  private(set) var occurrences: [Occurrence] = []

  init(scan: MarkupScan) {
    self.scan = scan
    for (index, tag) in scan.elements {
      let scene = scan.scene(of: index)
      func add(_ kind: Kind, _ attributeName: String, scope: Int?, declaration: Bool) {
        guard let attribute = tag.attribute(attributeName), let value = attribute.value,
          let range = attribute.valueRange
        else { return }
        occurrences.append(
          Occurrence(
            symbol: Symbol(kind: kind, name: value, scope: scope), range: range,
            isDeclaration: declaration, tag: index))
      }
      if Self.nodeElements.contains(tag.name) {
        add(.node, "id", scope: nil, declaration: true)
      }
      for attribute in Self.nodeReferences[tag.name] ?? [] {
        add(.node, attribute, scope: nil, declaration: false)
      }
      switch tag.name {
      case "unwindAction":
        add(.unwindAction, "name", scope: nil, declaration: true)
      case "unwind":
        add(.unwindAction, "action", scope: nil, declaration: false)
        add(.transition, "id", scope: scene, declaration: true)
      case "segue":
        add(.transition, "id", scope: scene, declaration: true)
      case "action":
        add(.action, "name", scope: scene, declaration: true)
      case _ where Self.actionSenders.contains(tag.name):
        add(.action, "action", scope: scene, declaration: false)
      default: break
      }
    }
  }

  /// The occurrence whose value holds `offset` (its ends included, so that a cursor just
  /// after the last character still counts).
  func occurrence(at offset: Int) -> Occurrence? {
    occurrences.first { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
  }

  func occurrences(of symbol: Symbol) -> [Occurrence] {
    occurrences.filter { $0.symbol == symbol }
  }

  func declarations(of symbol: Symbol) -> [Occurrence] {
    occurrences.filter { $0.symbol == symbol && $0.isDeclaration }
  }

  /// Every name of a kind declared in a scope (for completion).
  func declaredNames(_ kind: Kind, scope: Int? = nil) -> [String] {
    var seen = Set<String>()
    return occurrences.compactMap {
      guard $0.isDeclaration, $0.symbol.kind == kind, $0.symbol.scope == scope,
        !$0.symbol.name.isEmpty, seen.insert($0.symbol.name).inserted
      else { return nil }
      return $0.symbol.name
    }
  }
}
