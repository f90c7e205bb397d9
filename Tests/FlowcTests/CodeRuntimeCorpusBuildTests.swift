import FlowKit
import FlowTestSupport
import Foundation
import XCTest

/// `flowc build --runtime code` on every storyboard of the corpus that
/// `flowc check --runtime code` passes gives Swift that type-checks, in Swift 6 and Swift 5
/// modes, with no error and no warning: a clean check promises code that compiles. The
/// storyboard is imported as the code runtime's flow (no storyboard is left at run time)
/// and checked against the SDK stubs with the classes the app supplies (`AppClasses`), as
/// `StoryboardCorpusBuildTests` does for the storyboard runtime.
final class CodeRuntimeCorpusBuildTests: XCTestCase {
  func testEveryStoryboardTheCheckPassesBuildsToSwiftThatTypeChecks() throws {
    let storyboards = try CorpusStoryboards.all()
    let (checker, sdk) = try StoryboardCorpusBuildTests.sdk.get()
    let flowc = try BuildCLI.executable()
    let root = try BuildCLI.temporaryFolder(self)
    let start = Date()

    var derived: [(storyboard: URL, flow: Flow, classes: AppClasses)] = []
    var refusals: [String] = []
    for storyboard in storyboards {
      let result = FlowFrontEnd.load(path: storyboard.path, runtime: .code)
      let errors = result.diagnostics.filter { $0.severity == .error }
      // What the check refuses says why at check time; only what it passes must compile.
      guard let flow = result.flow, errors.isEmpty else {
        let rules = Set(errors.map(\.rule.rawValue)).sorted().joined(separator: ", ")
        refusals.append("\(storyboard.deletingPathExtension().lastPathComponent): \(rules)")
        continue
      }
      let classes = AppClasses(flow: flow, sdk: sdk)
      XCTAssertEqual(classes.problems, [], storyboard.lastPathComponent)
      derived.append((storyboard, flow, classes))
    }
    let jobs = derived
    // 17 of the 33 on 2026-12-05; the others use what only a storyboard can do.
    XCTAssertGreaterThanOrEqual(jobs.count, 17, "storyboards the code runtime takes")

    let outcomes = CorpusStoryboards.concurrentMap(jobs.indices.map { $0 }) { index in
      let job = jobs[index]
      return CorpusBuild.buildAndTypeCheck(
        job.storyboard, runtime: "code", scenes: Set(job.flow.scenes.map(\.className)).count,
        classes: job.classes, in: root.appendingPathComponent("\(index)"), flowc: flowc,
        checker: checker)
    }

    print("storyboard\tscenes\tswift files\tapp classes\terrors\twarnings\tseconds")
    for (job, outcome) in zip(jobs, outcomes) {
      let name = outcome.name
      if let failure = outcome.failure { XCTFail("\(name): \(failure)") }
      XCTAssertEqual(outcome.buildStatus, 0, "\(name): flowc build\n\(outcome.buildOutput)")
      XCTAssertEqual(outcome.forcedFiles, [], "\(name): generated files with as! or try!")
      // The shared file, and a machine and a human file per class (scenes may share one).
      XCTAssertEqual(outcome.swiftFiles, 1 + 2 * outcome.scenes, "\(name): files written")
      guard outcome.buildStatus == 0, outcome.failure == nil else { continue }
      XCTAssertEqual(outcome.typeChecks.map(\.mode), CorpusBuild.languageModes, name)
      for (mode, result) in outcome.typeChecks {
        XCTAssertEqual(result.status, 0, "\(name), Swift \(mode): swiftc\n\(result.output)")
        XCTAssertEqual(
          result.diagnostics, [], "\(name), Swift \(mode): app classes \(job.classes.summary)")
      }
      let errors = outcome.typeChecks.map { String($0.result.errors) }.joined(separator: "+")
      let warnings = outcome.typeChecks.map { String($0.result.warnings) }.joined(separator: "+")
      print(
        "\(name)\t\(outcome.scenes)\t\(outcome.swiftFiles)\t\(job.classes.summary.count)\t\(errors)\t\(warnings)\t\(String(format: "%.1f", outcome.seconds))"
      )
    }
    print("refused by flowc check --runtime code:")
    for refusal in refusals { print("  \(refusal)") }
    print(
      "built and type-checked \(outcomes.count) storyboards in \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
    )
  }
}
