import FlowFormat
import FlowProject

/// `flowc schema flow|config`: the flow format as an XML Schema and flowc.json as a JSON
/// Schema, both made from the tables flowc's own decoders read, for editors to validate
/// and complete with (committed as docs/schema/flow.xsd and flowc.schema.json).
enum SchemaCommand: FlowcCommand {
  static let kinds = ["flow", "config"]

  static let spec = CommandSpec(
    name: "schema",
    summary: "Print the XML Schema of .flow files or the JSON Schema of flowc.json.",
    usage: "schema flow|config",
    discussion: """
      flow:    an XML Schema (XSD 1.0) of the flow format with flowc's additions, for
               editors and xmllint (docs/schema/flow.xsd is the same).
      config:  a JSON Schema (draft 2020-12) of flowc.json; 'flowc init' writes it
               beside the config as flowc.schema.json and names it in "$schema".
      Both say what the decoders accept (elements, attributes, keys, fixed values);
      'flowc check' checks the rest.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard arguments.positionals.count == 1, let kind = arguments.positionals.first else {
      console.error("flowc: error: 'flowc schema' needs one of: flow, config\n")
      return .usage
    }
    switch kind {
    case "flow": console.out(FlowXMLSchema.document())
    case "config": console.out(ProjectConfigSchema.document())
    default:
      console.error("flowc: error: unknown schema '\(kind)'; use flow or config\n")
      return .usage
    }
    return .success
  }
}
