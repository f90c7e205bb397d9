import FlowProject

/// `flowc help config`: the keys of flowc.json, for a user who has the binary and not
/// flowc's repository (the flowc.json `flowc init` writes points here). A short form of
/// docs/config.md, which has the whole reference; CommandReferenceTests checks that every
/// key the decoder knows (`ProjectConfig.keys` and its nested tables) is described.
enum ConfigHelp {
  /// Key (dotted for nested ones) → what it holds, in the order docs/config.md lists them.
  static let keys: [(key: String, meaning: String)] = [
    ("flows", "flows and storyboards to build: a path or pattern (*, ?, [...], **), or a list"),
    ("output", "folder of the machine files, rewritten by every build (--output)"),
    ("skeletons", "folder of the human files, created once, never overwritten (--skeletons)"),
    ("templates", "folder of templates that replace built-in ones of the same name (--templates)"),
    ("graph.directory", "write each flow's diagram here as <FlowName>.<format>"),
    ("graph.format", "dot, svg (default) or png; svg and png need Graphviz"),
    ("graph.detail", "true: list each scene's outlets and actions (flowc graph --detail)"),
    ("graph.legend", "true: add a legend of the edge styles (flowc graph --legend)"),
    ("graph.timeLimit", "seconds Graphviz may take for one diagram (at most the default, 60)"),
    ("strings.table", "the strings table of every flow's text (default: each flow's name)"),
    ("strings.sourceLanguage", "the language the flows are written in (default en)"),
    ("strings.catalog", "false: write no String Catalog beside the machine files"),
    ("options.werror", "true: treat warnings as errors (--werror)"),
    ("options.format", "diagnostics as text, json, github, sarif or junit (--format)"),
    ("options.runtime", "storyboard, code or swiftui: the runtime of every flow (--runtime)"),
    ("options.access", "internal (default) or public: access level of generated code"),
    ("runtimes", "flow path -> storyboard, code or swiftui: that flow's runtime"),
    ("pairs", "flow path -> the storyboard it describes; check and build compare them"),
    ("uiTests", "folder of the generated UI-test navigators, one per flow (--ui-tests)"),
    ("$schema", "the JSON Schema editors check this file with ('flowc schema config')"),
  ]

  static var text: String {
    let width = (keys.map(\.key.count).max() ?? 0) + 2
    var text = """
      flowc.json: the project configuration

      'flowc build', 'flowc check' and 'flowc new' with no config named use the nearest
      flowc.json in the current folder or a parent (or --config FILE). Paths are relative
      to the config's folder; options given on the command line win over it. Keys that
      start with // are comments. A mistake is reported at its line and column.

      KEYS:

      """
    for entry in keys {
      text +=
        "  " + entry.key.padding(toLength: width, withPad: " ", startingAt: 0) + entry.meaning
        + "\n"
    }
    text += """

      The full reference is docs/config.md in flowc's repository.

      """
    return text
  }
}
