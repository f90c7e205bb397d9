import FlowAnalysis
import FlowComparison
import FlowFormat
import FlowModel
import FlowXML
import StoryboardImport

/// The front end as one call: read a file, parse it, decode it (a `.flow` file) or
/// import it (an Interface Builder storyboard), and check it.
public enum FlowFrontEnd {
  /// What the front end made of one input.
  public struct Result: Sendable {
    public var path: String
    /// The flow, when the input could be read and decoded. It may still have errors:
    /// generate nothing from a flow unless `hasErrors` is false.
    public var flow: Flow?
    public var diagnostics: [Diagnostic]
    /// True when the input was a storyboard rather than a flow file.
    public var isStoryboard: Bool

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// - Parameter runtime: the runtime flowc.json gives this flow, which replaces the
  ///   one the flow names before it is checked.
  /// - Parameter maximumScenes: the most `<scene>` elements the input may hold
  ///   (`ResourceLimits.scenes`); past it the input is refused before it is decoded.
  /// - Parameter unwindVisits: `ResourceLimits.unwindVisits`, for the checker.
  /// - Parameter keepTree: called with the element tree once it is read. A command that
  ///   exits right after the check keeps it there (never freed: the system takes the
  ///   process's memory back in one step) rather than have this call free it element by
  ///   element on return, a tenth of checking a 10,000-scene flow.
  public static func load(
    path: String, runtime: FlowRuntime? = nil,
    maximumScenes: Int = ResourceLimits.default.scenes,
    unwindVisits: Int = ResourceLimits.default.unwindVisits,
    keepTree: ((XMLElement) -> Void)? = nil
  ) -> Result {
    switch SourceFile.load(path: path) {
    case .failure(let diagnostic):
      return Result(path: path, flow: nil, diagnostics: [diagnostic], isStoryboard: false)
    case .success(let source):
      return load(
        source, runtime: runtime, maximumScenes: maximumScenes, unwindVisits: unwindVisits,
        keepTree: keepTree)
    }
  }

  public static func load(
    _ source: SourceFile, runtime: FlowRuntime? = nil,
    maximumScenes: Int = ResourceLimits.default.scenes,
    unwindVisits: Int = ResourceLimits.default.unwindVisits,
    keepTree: ((XMLElement) -> Void)? = nil
  ) -> Result {
    let (root, xmlDiagnostics) = XMLDocumentReader.read(source)
    if let root { keepTree?(root) }
    guard let root else {
      return Result(path: source.path, flow: nil, diagnostics: xmlDiagnostics, isStoryboard: false)
    }
    if let refusal = sceneLimitProblem(root, maximum: maximumScenes) {
      return Result(
        path: source.path, flow: nil, diagnostics: xmlDiagnostics + [refusal],
        isStoryboard: StoryboardImporter.isStoryboard(root))
    }
    var diagnostics = xmlDiagnostics
    if source.mayHoldInvisibleCharacters {
      diagnostics += InvisibleCharacterScan.warnings(in: root)
    }
    let isStoryboard = StoryboardImporter.isStoryboard(root)
    let flow: Flow?
    if isStoryboard {
      let imported = StoryboardImporter.importFlow(from: root, source: source)
      flow = imported.flow
      diagnostics += imported.diagnostics
    } else {
      let decoded = FlowDecoder.decode(root)
      flow = decoded.flow
      diagnostics += decoded.diagnostics
    }
    if var flow {
      if let runtime { flow.runtime = runtime }
      var limits = ResourceLimits.default
      limits.unwindVisits = unwindVisits
      diagnostics += FlowChecker.check(flow, limits: limits)
      return Result(
        path: source.path, flow: flow, diagnostics: diagnostics, isStoryboard: isStoryboard)
    }
    return Result(
      path: source.path, flow: flow, diagnostics: diagnostics, isStoryboard: isStoryboard)
  }

  /// A flow read and checked as `load(path:)` does, then compared with the storyboard it
  /// describes (`StoryboardComparison`). The storyboard's own warnings are not repeated
  /// (`flowc check STORYBOARD` reports them); its errors are, since they stop the
  /// comparison.
  public static func load(
    path: String, storyboard storyboardPath: String, runtime: FlowRuntime? = nil,
    maximumScenes: Int = ResourceLimits.default.scenes,
    unwindVisits: Int = ResourceLimits.default.unwindVisits,
    keepTree: ((XMLElement) -> Void)? = nil
  ) -> Result {
    var result = load(
      path: path, runtime: runtime, maximumScenes: maximumScenes, unwindVisits: unwindVisits,
      keepTree: keepTree)
    guard let flow = result.flow else { return result }
    let storyboard: Result
    switch SourceFile.load(path: storyboardPath) {
    case .failure(let diagnostic):
      result.diagnostics.append(diagnostic)
      return result
    case .success(let source):
      storyboard = importStoryboard(source, maximumScenes: maximumScenes)
    }
    result.diagnostics += storyboard.diagnostics.filter { $0.severity == .error }
    guard let imported = storyboard.flow, !storyboard.hasErrors else { return result }
    result.diagnostics += StoryboardComparison.compare(
      flow, with: imported, unwindVisitLimit: unwindVisits)
    return result
  }

  /// The error at the first scene past `maximum`, if the input has that many: a million
  /// scenes would take gigabytes to decode, check and generate. Scenes are the root's
  /// `<scene>` children (a flow) or those of its `<scenes>` (a storyboard), so only they
  /// are counted, not every element.
  static func sceneLimitProblem(_ root: XMLElement, maximum: Int) -> Diagnostic? {
    var count = 0
    for child in root.children {
      let scenes = child.name == "scenes" ? child.children : child.name == "scene" ? [child] : []
      for scene in scenes where scene.name == "scene" {
        count += 1
        if count > maximum {
          return .error(
            .limitExceeded,
            "more than \(maximum) scenes in one input, far more than any real flow or storyboard has; flowc stops here (raise the limit with --limit scenes=N)",
            at: scene.location)
        }
      }
    }
    return nil
  }

  /// An input that must be a storyboard, imported without the checker's findings.
  static func importStoryboard(_ source: SourceFile, maximumScenes: Int) -> Result {
    let (root, xmlDiagnostics) = XMLDocumentReader.read(source)
    guard let root else {
      return Result(path: source.path, flow: nil, diagnostics: xmlDiagnostics, isStoryboard: true)
    }
    if let refusal = sceneLimitProblem(root, maximum: maximumScenes) {
      return Result(
        path: source.path, flow: nil, diagnostics: xmlDiagnostics + [refusal], isStoryboard: true)
    }
    guard StoryboardImporter.isStoryboard(root) else {
      let diagnostic = Diagnostic.error(
        .storyboardUnreadable,
        "\(source.path) is not an Interface Builder storyboard (its root is <\(root.name)>), so the flow cannot be compared with it",
        at: root.location)
      return Result(
        path: source.path, flow: nil, diagnostics: xmlDiagnostics + [diagnostic],
        isStoryboard: false)
    }
    let imported = StoryboardImporter.importFlow(from: root, source: source)
    return Result(
      path: source.path, flow: imported.flow, diagnostics: xmlDiagnostics + imported.diagnostics,
      isStoryboard: true)
  }
}
