import FlowAnalysis
import FlowModel

/// Every text a flow puts on screen, with its key in the strings table and the Swift name
/// the generated `<Flow>Flow.Strings` namespace gives it, grouped by node (a scene, or a
/// tab bar for its tab titles).
///
/// Collected from the model once, so that the code (which looks the texts up) and the
/// String Catalog (which holds them for translators) list exactly the same keys.
///
/// Keys are `<Flow>.<scene>.<what>`: `FriendList.detail.title`,
/// `HeroEditor.heroEditor.section.general.title`, `HeroEditor.heroEditor.row.name.label`,
/// `HeroEditor.heroEditor.row.sex.option.male`. A section is named by its title's words
/// (else its first row's key), an option by its words (else its position), so that moving
/// a section, a row or an option moves its translations with it. Words are taken only
/// from text written in ASCII letters; other text is named by its place.
///
/// The code runtime also puts the titles of bar buttons, buttons and tabs on screen from
/// code (`<Flow>.<scene>.barButton.<name>.title`, `<Flow>.<scene>.button.<name>.title`,
/// `<Flow>.<tabBar>.tab.<destination>.title`); with a storyboard, Interface Builder has
/// them.
public struct FlowTexts: Sendable {
  /// Where a text appears in its scene.
  public enum Role: Hashable, Sendable {
    case title
    case sectionTitle(section: Int)
    case sectionFooter(section: Int)
    case rowLabel(section: Int, row: Int)
    /// A picker row's options, one text each, in order.
    case rowOptions(section: Int, row: Int)
    /// The title of the scene's `index`th `<barButton>` (code runtime).
    case barButtonTitle(index: Int)
    /// The title of the scene's `index`th `<button>` (code runtime).
    case buttonTitle(index: Int)
    /// The title of a tab bar's `index`th tab (code runtime).
    case tabTitle(index: Int)
  }

  /// One declaration of the generated namespace: a text, or a picker's list of texts.
  public struct Member: Sendable, Equatable {
    /// The Swift name (`title`, `nameLabel`, `sexOptions`).
    public var name: String
    public var texts: [LocalizedText]
    /// True for a list (`[String]`), false for a single `String`.
    public var isList: Bool
    /// What the text is, for the declaration's documentation ("the navigation title").
    public var summary: String
  }

  /// The texts of one node: `<Flow>Flow.Strings.<EnumName>`.
  public struct NodeTexts: Sendable {
    public var nodeID: String
    /// The node id in UpperCamelCase (`detail` → `Detail`).
    public var enumName: String
    public var members: [Member]
    var names: [Role: String]

    /// The Swift name of the text in `role`, or nil when the scene has none there.
    public func name(of role: Role) -> String? {
      names[role]
    }
  }

  public var flowName: String
  /// The strings table the texts are looked up in (`FriendList`).
  public var table: String
  /// The nodes with text, in file order.
  public var nodes: [NodeTexts]
  private var indexByNode: [String: Int]

  /// - Parameters:
  ///   - includesTitles: false for code built from a storyboard, which keeps its own
  ///     (Interface Builder's, localised by its strings files) and sets none.
  ///   - includesControlTitles: true for the code runtime, whose code creates the bar
  ///     buttons, buttons and tabs (defaults to `flow.runtime == .code`).
  public init(
    flow: Flow, table: String, includesTitles: Bool = true, includesControlTitles: Bool? = nil
  ) {
    self.flowName = flow.name
    self.table = table
    let controls = includesControlTitles ?? (flow.runtime != .storyboard)
    var nodes: [NodeTexts] = []
    var enumNames = UniqueNames(reserved: Self.reservedTypeNames)
    for node in flow.nodes {
      var collector = NodeTextCollector(flowName: flow.name, nodeID: node.id)
      switch node {
      case .scene(let scene):
        if includesTitles { collector.collectTitle(of: scene) }
        collector.collectTable(of: scene)
        if controls { collector.collectControlTitles(of: scene) }
      case .tabBar(let tabBar):
        if controls { collector.collectTabTitles(of: tabBar) }
      case .navigation, .split, .reference:
        break
      }
      guard !collector.members.isEmpty else { continue }
      nodes.append(
        NodeTexts(
          nodeID: node.id, enumName: enumNames.claim(SwiftNames.upperCamel(node.id)),
          members: collector.members, names: collector.names))
    }
    self.nodes = nodes
    self.indexByNode = Dictionary(
      nodes.enumerated().map { ($1.nodeID, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The texts of node `id`, or nil when it shows none.
  public func node(_ id: String) -> NodeTexts? {
    indexByNode[id].map { nodes[$0] }
  }

  /// Every text, in declaration order.
  public var allTexts: [LocalizedText] {
    nodes.flatMap { $0.members.flatMap(\.texts) }
  }

  /// Names a nested type cannot take: `Strings.Type` would be the metatype.
  static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]
}

/// Collects one node's texts, naming each once.
private struct NodeTextCollector {
  let flowName: String
  let nodeID: String
  var members: [FlowTexts.Member] = []
  var names: [FlowTexts.Role: String] = [:]
  var memberNames = UniqueNames()

  init(flowName: String, nodeID: String) {
    self.flowName = flowName
    self.nodeID = nodeID
  }

  var prefix: String { flowName + "." + nodeID }

  mutating func collectTitle(of scene: Scene) {
    guard let title = scene.title else { return }
    add(
      .title, name: "title", summary: "the navigation title",
      texts: [
        LocalizedText(
          key: prefix + ".title", value: title,
          comment: "\(scene.id) screen: navigation title")
      ])
  }

  mutating func collectTable(of scene: Scene) {
    guard let table = scene.table else { return }
    var sectionNames = UniqueNames()
    for (sectionIndex, section) in table.sections.enumerated() {
      let sectionName = sectionNames.claim(Self.sectionName(section, index: sectionIndex))
      let sectionKey = prefix + ".section." + sectionName
      let place = "\(scene.id) screen, section \(Self.quoted(section.title ?? sectionName))"
      if let title = section.title {
        add(
          .sectionTitle(section: sectionIndex), name: sectionName + "SectionTitle",
          summary: "the title of section \(Self.quoted(section.title ?? sectionName))",
          texts: [
            LocalizedText(key: sectionKey + ".title", value: title, comment: place + ": title")
          ])
      }
      if let footer = section.footer {
        add(
          .sectionFooter(section: sectionIndex), name: sectionName + "SectionFooter",
          summary: "the footer of section \(Self.quoted(section.title ?? sectionName))",
          texts: [
            LocalizedText(key: sectionKey + ".footer", value: footer, comment: place + ": footer")
          ])
      }
      for (rowIndex, row) in section.rows.enumerated() {
        collectRow(row, section: sectionIndex, row: rowIndex, place: place, scene: scene)
      }
    }
  }

  mutating func collectRow(
    _ row: TableRow, section: Int, row index: Int, place: String, scene: Scene
  ) {
    let rowKey = prefix + ".row." + row.key
    add(
      .rowLabel(section: section, row: index), name: SwiftNames.lowerCamel(row.key) + "Label",
      summary: "the label of the `\(row.key)` row",
      texts: [
        LocalizedText(
          key: rowKey + ".label", value: row.label,
          comment: place + ", row \(Self.quoted(row.key)): label")
      ])
    let options = row.editor == .picker ? row.options.filter { !$0.isEmpty } : []
    guard !options.isEmpty else { return }
    var optionNames = UniqueNames()
    let texts = options.enumerated().map { position, option in
      LocalizedText(
        key: rowKey + ".option."
          + optionNames.claim(Self.asciiName(option) ?? "option\(position + 1)"),
        value: option,
        comment: place + ", row \(Self.quoted(row.key)): choice \(position + 1) of \(options.count)"
      )
    }
    add(
      .rowOptions(section: section, row: index), name: SwiftNames.lowerCamel(row.key) + "Options",
      summary: "the choices of the `\(row.key)` row, in order", texts: texts, isList: true)
  }

  /// The titles of the bar buttons and buttons the code runtime creates.
  mutating func collectControlTitles(of scene: Scene) {
    let barTitles = scene.barButtons.enumerated().compactMap { index, button in
      if case .title(let title) = button.item { (index, title) } else { nil }
    }
    collectTitles(
      barTitles, kind: "barButton", noun: "bar button", role: { .barButtonTitle(index: $0) },
      comment: "\(scene.id) screen, navigation bar: title of a button")
    let buttonTitles = scene.buttons.enumerated().compactMap { index, button in
      button.title.map { (index, $0) }
    }
    collectTitles(
      buttonTitles, kind: "button", noun: "button", role: { .buttonTitle(index: $0) },
      comment: "\(scene.id) screen: title of a button")
  }

  /// One kind of control's titles (`barButton`, `button`), each keyed
  /// `<prefix>.<kind>.<name>.title` and declared as `<name><Kind>Title`, named by its
  /// words, else by its position among the scene's controls of that kind.
  mutating func collectTitles(
    _ titles: [(index: Int, title: String)], kind: String, noun: String,
    role: (Int) -> FlowTexts.Role, comment: String
  ) {
    var names = UniqueNames()
    for (index, title) in titles {
      let name = names.claim(Self.asciiName(title) ?? "\(kind)\(index + 1)")
      add(
        role(index), name: name + SwiftNames.upperCamel(kind) + "Title",
        summary: "the title of a " + noun,
        texts: [
          LocalizedText(
            key: prefix + "." + kind + "." + name + ".title", value: title, comment: comment)
        ])
    }
  }

  /// The titles of a tab bar's tabs, which the code runtime sets on their items.
  mutating func collectTabTitles(of tabBar: TabBarController) {
    var tabNames = UniqueNames()
    for (index, tab) in tabBar.tabs.enumerated() {
      guard let title = tab.title else { continue }
      let name = tabNames.claim(tab.destinationID)
      add(
        .tabTitle(index: index), name: name + "TabTitle", summary: "the title of a tab",
        texts: [
          LocalizedText(
            key: prefix + ".tab." + name + ".title", value: title,
            comment: "\(tabBar.id) tab bar: title of tab \(index + 1)")
        ])
    }
  }

  mutating func add(
    _ role: FlowTexts.Role, name: String, summary: String, texts: [LocalizedText],
    isList: Bool = false
  ) {
    let name = memberNames.claim(name)
    names[role] = name
    members.append(FlowTexts.Member(name: name, texts: texts, isList: isList, summary: summary))
  }

  /// A section's name in keys: its title's words, else its first row's key, else its
  /// position (`section1`).
  static func sectionName(_ section: TableSection, index: Int) -> String {
    section.title.flatMap(asciiName) ?? section.rows.first?.key ?? "section\(index + 1)"
  }

  /// A lowerCamelCase name made of the words of `text` (`Secret Identity` →
  /// `secretIdentity`), or nil when the text has none or has letters outside ASCII
  /// (`Málaga`), which would leave a mangled name: the caller then falls back to a name
  /// from the flow's structure.
  static func asciiName(_ text: String) -> String? {
    let hasOtherLetters = text.unicodeScalars.contains {
      !$0.isASCII && $0.properties.isAlphabetic
    }
    guard !hasOtherLetters, !SwiftNames.words(in: text).isEmpty else { return nil }
    return SwiftIdentifier.caseName(from: text, fallback: "text")
  }

  static func quoted(_ text: String) -> String {
    "“" + text + "”"
  }
}
