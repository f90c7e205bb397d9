import FlowKit

/// `flowc import` on one input, then the written flow back through the front end: what
/// the importer writes must read back, and write again to the same text.
enum StoryboardRoundTripTarget {
  static let comment = "Imported from Fuzz.storyboard by flowc import."

  static func run(_ bytes: [UInt8]) {
    let source = SourceFile(path: "Fuzz.storyboard", bytes: bytes)
    let (root, _) = XMLDocumentReader.read(source)
    guard let root, StoryboardImporter.isStoryboard(root) else { return }
    let imported = StoryboardImporter.importFlow(from: root, source: source)
    guard let flow = imported.flow else { return }
    _ = FlowChecker.check(flow)
    let text = FlowWriter.write(flow, comment: comment)
    let again = FlowFrontEnd.load(SourceFile(path: "Fuzz.flow", text: text))
    guard let decoded = again.flow else {
      preconditionFailure(
        "the imported flow does not read back: \(again.diagnostics.map(\.fullMessage))\n\(text)")
    }
    let rewritten = FlowWriter.write(decoded, comment: comment)
    if rewritten != text {
      preconditionFailure(
        "the imported flow writes differently once read back:\n\(text)\n---\n\(rewritten)")
    }
  }
}
