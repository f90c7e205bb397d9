import FlowModel

/// flowc.json as a JSON Schema (draft 2020-12), for editors that validate and complete
/// JSON: printed by `flowc schema config`, committed as `docs/schema/flowc.schema.json`,
/// and named by the `"$schema"` of the config `flowc init` writes.
///
/// Made from the key lists and value sets `ProjectConfigDecoder` reads with, so a key the
/// decoder knows is in the schema and one it does not know is refused by it (keys
/// starting with `//` are comments in both). It cannot say what needs the file system
/// (whether a pattern matches a file, a path stays inside the project) nor what depends on
/// the command line: `flows` is not required, as `--config` with named flows (the
/// build-tool plugins) reads a config of options only.
public enum ProjectConfigSchema {
  /// The file `flowc init` writes the schema to, beside the config.
  public static let fileName = "flowc.schema.json"

  public static func document() -> String {
    let comments: (String, JSONOutput) = ("patternProperties", .object([("^//", .object([]))]))
    func object(
      _ properties: [(String, JSONOutput)], required: [String] = [], description: String
    ) -> JSONOutput {
      var members: [(String, JSONOutput)] = [
        ("type", .string("object")), ("description", .string(description)),
        ("properties", .object(properties)), comments,
        ("additionalProperties", .bool(false)),
      ]
      if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
      return .object(members)
    }
    func string(_ description: String, among values: [String]? = nil) -> JSONOutput {
      var members: [(String, JSONOutput)] = [
        ("type", .string("string")), ("description", .string(description)),
      ]
      if let values { members.append(("enum", .array(values.map { .string($0) }))) }
      return .object(members)
    }
    func boolean(_ description: String) -> JSONOutput {
      .object([("type", .string("boolean")), ("description", .string(description))])
    }
    let runtimes = FlowRuntime.allCases.map(\.rawValue)
    let graph: [String: JSONOutput] = [
      "directory": string("Write each flow's diagram here as <FlowName>.<format>."),
      "format": string(
        "dot, svg (default) or png; svg and png need Graphviz.", among: ["dot", "svg", "png"]),
      "detail": boolean("As flowc graph --detail."),
      "legend": boolean("As flowc graph --legend."),
      "timeLimit": .object([
        ("type", .string("number")), ("exclusiveMinimum", .int(0)),
        ("description", .string("Seconds Graphviz may take for one diagram (default 60).")),
      ]),
    ]
    let strings: [String: JSONOutput] = [
      "table": string(
        "The strings table every flow's text is looked up in, and its catalog's name."),
      "sourceLanguage": string("The language the flows are written in (default en)."),
      "catalog": boolean("Write the String Catalog beside the machine files (default true)."),
    ]
    let options: [String: JSONOutput] = [
      "werror": boolean("Treat warnings as errors (--werror)."),
      "format": string("How diagnostics are printed (--format).", among: ProjectConfig.formats),
      "runtime": string("The runtime of every flow, over <flow runtime>.", among: runtimes),
      "access": string(
        "The access level of the generated declarations.", among: ProjectConfig.accessLevels),
    ]
    let keys: [String: JSONOutput] = [
      "flows": .object([
        ("description", .string("Flows and storyboards to build: paths and glob patterns.")),
        (
          "oneOf",
          .array([
            .object([("type", .string("string"))]),
            .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]
            ),
          ])
        ),
      ]),
      "output": string("Folder of the machine files (--output)."),
      "skeletons": string("Folder of the human files (--skeletons)."),
      "templates": string("A folder of templates that override the built-in ones (--templates)."),
      "graph": object(
        ProjectConfig.graphKeys.compactMap { key in graph[key].map { (key, $0) } },
        required: ["directory"], description: "Where each flow's diagram goes."),
      "strings": object(
        ProjectConfig.StringsSettings.keys.compactMap { key in strings[key].map { (key, $0) } },
        description: "How the flows' text is localized."),
      "options": object(
        ProjectConfig.optionKeys.compactMap { key in options[key].map { (key, $0) } },
        description: "Options of every build and check."),
      "runtimes": .object([
        ("type", .string("object")),
        ("description", .string("Flow path -> that flow's runtime.")),
        ("additionalProperties", .object([("enum", .array(runtimes.map { .string($0) }))])),
      ]),
      "pairs": .object([
        ("type", .string("object")),
        ("description", .string("Flow path -> the storyboard it describes.")),
        ("additionalProperties", .object([("type", .string("string"))])),
      ]),
      "uiTests": string("Folder of the generated UI-test navigators, one per flow (--ui-tests)."),
    ]
    var properties: [(String, JSONOutput)] = [
      (ProjectConfig.schemaKey, string("The JSON Schema this file follows."))
    ]
    properties += ProjectConfig.keys.compactMap { key in keys[key].map { (key, $0) } }
    var document: [(String, JSONOutput)] = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string("flowc.json")),
    ]
    if case .object(let members) = object(
      properties,
      description:
        "flowc's project configuration (docs/config.md). Generated by 'flowc schema config'; do not edit."
    ) {
      document += members
    }
    return JSONOutput.object(document).text
  }
}
