import FlowModel

/// How a build localizes the text it puts on screen (`strings` in flowc.json).
///
/// Generation's own value, as `DiagramOptions` is: FlowGen does not read flowc.json, and
/// the command line maps the config's `strings` onto it (`BuildOptions.localization`), so
/// generation is the same whether its settings come from a config, a plugin or a test.
public struct LocalizationSettings: Sendable, Equatable {
  /// The strings table every flow's text is looked up in; `nil`: each flow's own name
  /// (`FriendList` → `FriendList.xcstrings`).
  public var table: String?
  /// The language the flows are written in: the catalog's `sourceLanguage`.
  public var sourceLanguage: String
  /// Whether folder builds write the String Catalog beside the machine files.
  public var writesCatalog: Bool

  public init(table: String? = nil, sourceLanguage: String = "en", writesCatalog: Bool = true) {
    self.table = table
    self.sourceLanguage = sourceLanguage
    self.writesCatalog = writesCatalog
  }

  public static let `default` = LocalizationSettings()

  /// The table a flow's text lives in.
  public func table(forFlow name: String) -> String {
    table ?? name
  }

  /// The table a flow's text lives in: its name, except for a flow that names its
  /// storyboard after itself (`<flow name="Main" storyboard="Main">`, as every imported
  /// flow does), whose storyboard's own localization is the table of that name
  /// (`Main.strings`, `Main.xcstrings`): its table is `MainFlow`.
  public func table(for flow: Flow) -> String {
    if let table { return table }
    if flow.runtime == .storyboard, flow.explicitStoryboardName == flow.name {
      return flow.name + "Flow"
    }
    return flow.name
  }
}
