import FlowLanguageServer

/// `flowc lsp`: a Language Server Protocol server on standard input and output, for
/// editors (docs/editors.md). All of it lives in the FlowLanguageServer stage.
enum LSPCommand: FlowcCommand {
  static let spec = CommandSpec(
    name: "lsp",
    summary: "Serve the Language Server Protocol on stdin/stdout, for editors.",
    usage: "lsp [--stdio]",
    discussion: """
      Speaks LSP 3.17 over standard input and output: diagnostics as you type (the rules
      of 'flowc check'), go to definition, references, rename, completion, hover and the
      outline of .flow files, and the diagnostics of flowc.json. Started by an editor, not
      by hand: docs/editors.md has the set-up for VS Code and Neovim.
      """,
    options: [
      .flag("--stdio", "Talk over standard input and output (the default, and the only way).")
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    StdioSession.run(version: Flowc.version) == 0 ? .success : .failure
  }
}
