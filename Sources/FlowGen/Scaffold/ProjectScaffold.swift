import FlowXML

/// The files `flowc init` and `flowc new flow` start a project with, rendered from
/// `Templates/project/` like everything else flowc writes.
public enum ProjectScaffold {
  /// The context of `project/starter.flow`.
  public struct StarterFlowContext: Encodable, Sendable {
    /// The flow's name, an UpperCamelCase identifier.
    public var name: String
    /// The home scene's title, escaped for an XML attribute.
    public var titleXML: String
  }

  /// The context of `project/flowc.json`.
  public struct ConfigContext: Encodable, Sendable {
    public var flowsPattern: String
    public var output: String
    public var skeletons: String
    public var graphDirectory: String
    /// The config's `"$schema"`: where the JSON Schema of flowc.json is, for editors.
    public var schema: String

    public init(
      flowsPattern: String, output: String, skeletons: String, graphDirectory: String,
      schema: String = ""
    ) {
      self.flowsPattern = flowsPattern
      self.output = output
      self.skeletons = skeletons
      self.graphDirectory = graphDirectory
      self.schema = schema
    }
  }

  public static func starterFlow(named name: String, templates: TemplateSet) throws -> String {
    try templates.render(
      "project/starter.flow",
      context: StarterFlowContext(name: name, titleXML: XMLEscaping.attribute("Home")))
  }

  public static func config(_ context: ConfigContext, templates: TemplateSet) throws -> String {
    try templates.render("project/flowc.json", context: context)
  }
}
