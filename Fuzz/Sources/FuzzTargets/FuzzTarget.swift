/// The parts of flowc the harness feeds arbitrary bytes, each as one call that must return
/// (with or without diagnostics) and never crash, hang or touch memory it does not own.
///
/// An invariant a target checks (a written flow reads back, a clean flow generates) fails
/// with `preconditionFailure`, which the fuzzer reports as a crash, naming what broke.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// A `.flow` file (or a storyboard) through reading, decoding, checking, diagrams and,
  /// when it checks clean, code generation.
  case flowFrontEnd = "flow"
  /// A storyboard through the importer, `FlowWriter` and back through the front end.
  case storyboardRoundTrip = "storyboard"
  /// A template, optionally followed by a NUL byte and a JSON context, parsed and rendered.
  case mustache
  /// A `flowc.json` through the config decoder.
  case config

  /// The folder name of the target's seeds, dictionary and regressions under Fuzz/.
  public var name: String { rawValue }

  public func run(_ bytes: [UInt8]) {
    switch self {
    case .flowFrontEnd: FlowFrontEndTarget.run(bytes)
    case .storyboardRoundTrip: StoryboardRoundTripTarget.run(bytes)
    case .mustache: MustacheTarget.run(bytes)
    case .config: ConfigTarget.run(bytes)
    }
  }
}
