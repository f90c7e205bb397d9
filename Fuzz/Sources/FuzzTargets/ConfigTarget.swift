import FlowKit

/// The `flowc.json` decoder on one input. The config's folder does not exist, so path
/// patterns are checked without walking a real tree.
enum ConfigTarget {
  static func run(_ bytes: [UInt8]) {
    let source = SourceFile(path: "/nonexistent-flowc-fuzz/flowc.json", bytes: bytes)
    let (_, diagnostics) = ProjectConfigDecoder.decode(source)
    _ = DiagnosticRenderer(format: .text).render(diagnostics)
  }
}
