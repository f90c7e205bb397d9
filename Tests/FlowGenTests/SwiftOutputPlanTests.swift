import Foundation
import XCTest

@testable import FlowGen

/// The output plan decides what a build writes: only changed bytes, human files only
/// when missing, and deletions only of files that carry flowc's header.
final class SwiftOutputPlanTests: XCTestCase {
  let header = GeneratedFileHeader.line(sourceFileName: "Test.flow")

  func machine(_ folder: URL, _ name: String, _ body: String) -> PlannedFile {
    PlannedFile(
      path: folder.appendingPathComponent(name).path, role: .machine,
      contents: Data("\(header)\n\(body)\n".utf8))
  }

  func testCreatesThenLeavesUnchangedFilesAlone() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan")
    let files = [
      machine(folder, "ABase.swift", "a"),
      PlannedFile(
        path: folder.appendingPathComponent("A.swift").path, role: .human,
        contents: Data("class A {}\n".utf8)),
    ]
    let first = try OutputPlan(files: files, generatedDirectories: [folder.path])
    XCTAssertEqual(first.count(.create), 2)
    try first.apply()
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("ABase.swift").path)
    let second = try OutputPlan(files: files, generatedDirectories: [folder.path])
    XCTAssertEqual(second.count(.unchanged), 1)
    XCTAssertEqual(second.count(.keep), 1)
    XCTAssertTrue(second.pendingChanges.isEmpty)
    XCTAssertEqual(second.summary(), "wrote 0 files, 2 unchanged, 0 deleted")
    try second.apply()
    let after = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("ABase.swift").path)
    XCTAssertEqual(
      attributes[.modificationDate] as? Date, after[.modificationDate] as? Date)
  }

  func testUpdatesChangedMachineFilesButNeverHumanOnes() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan")
    let humanURL = folder.appendingPathComponent("A.swift")
    try Data("// mine\n".utf8).write(to: humanURL)
    try Data("\(header)\nold\n".utf8).write(to: folder.appendingPathComponent("ABase.swift"))
    let plan = try OutputPlan(
      files: [
        machine(folder, "ABase.swift", "new"),
        PlannedFile(path: humanURL.path, role: .human, contents: Data("class A {}\n".utf8)),
      ], generatedDirectories: [folder.path])
    XCTAssertEqual(plan.changes.map(\.action), [.keep, .update])
    try plan.apply()
    XCTAssertEqual(try String(contentsOf: humanURL, encoding: .utf8), "// mine\n")
  }

  func testDeletesOnlyStaleFilesThatCarryTheHeader() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan")
    let stale = folder.appendingPathComponent("GoneBase.swift")
    let mine = folder.appendingPathComponent("Helpers.swift")
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("\(header)\nold\n".utf8).write(to: stale)
    try Data("// Helpers\n".utf8).write(to: mine)
    try Data("\(header)\n".utf8).write(to: notes)
    let plan = try OutputPlan(
      files: [machine(folder, "ABase.swift", "a")], generatedDirectories: [folder.path])
    XCTAssertEqual(plan.changes.filter { $0.action == .delete }.map(\.path), [stale.path])
    try plan.apply()
    XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: mine.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: notes.path))
  }

  func testRefusesToOverwriteAFileFlowcDidNotWrite() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan")
    try Data("// hand-written\n".utf8).write(to: folder.appendingPathComponent("ABase.swift"))
    XCTAssertThrowsError(
      try OutputPlan(
        files: [machine(folder, "ABase.swift", "a")], generatedDirectories: [folder.path])
    ) { error in
      guard case OutputPlan.PlanError.notGenerated = error else {
        return XCTFail("\(error)")
      }
    }
  }

  func testRejectsTwoFilesWithOnePath() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan")
    XCTAssertThrowsError(
      try OutputPlan(
        files: [machine(folder, "ABase.swift", "a"), machine(folder, "./ABase.swift", "b")],
        generatedDirectories: []))
  }

  func testMissingOutputFolderHoldsNothingStale() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "plan").appendingPathComponent("new")
    let plan = try OutputPlan(
      files: [machine(folder, "ABase.swift", "a")], generatedDirectories: [folder.path])
    XCTAssertEqual(plan.changes.map(\.action), [.create])
  }
}

/// A large plan is written on every processor (`OutputPlan.apply`); what it writes, and
/// the failure it reports, are those of writing one file after the other up to the first.
final class ConcurrentApplyTests: XCTestCase {
  func testALargePlanWritesEveryFileWholeAndThrowsTheFirstFailureInPathOrder() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "apply")
    let generated = folder.appendingPathComponent("Generated")
    let skeletons = folder.appendingPathComponent("Skeletons")
    let count = OutputPlan.concurrencyThreshold * 2
    let header = GeneratedFileHeader.line(sourceFileName: "Test.flow")
    func name(_ index: Int) -> String { String(format: "Scene%04d", index) }
    let files = (0..<count).flatMap { index in
      [
        PlannedFile(
          path: generated.appendingPathComponent("\(name(index))Base.swift").path,
          role: .machine, contents: Data("\(header)\nclass \(name(index))Base {}\n".utf8)),
        PlannedFile(
          path: skeletons.appendingPathComponent("\(name(index)).swift").path, role: .human,
          contents: Data("class \(name(index)) {}\n".utf8)),
      ]
    }
    let plan = try OutputPlan(files: files, generatedDirectories: [generated.path])
    XCTAssertEqual(plan.count(.create), 2 * count)
    // After planning: a folder takes the place of one machine file (the rename fails), and
    // a person's file appears where a human file goes (it is kept), later in path order.
    let blocked = generated.appendingPathComponent("\(name(count - 10))Base.swift")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let appeared = skeletons.appendingPathComponent("\(name(5)).swift")
    try FileManager.default.createDirectory(at: skeletons, withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: appeared)

    XCTAssertThrowsError(try plan.apply()) { error in
      XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, blocked.path, "\(error)")
    }
    XCTAssertEqual(try Data(contentsOf: appeared), Data("mine\n".utf8))
    for index in 0..<(count - 10) {
      let path = generated.appendingPathComponent("\(name(index))Base.swift").path
      XCTAssertEqual(
        FileManager.default.contents(atPath: path),
        Data("\(header)\nclass \(name(index))Base {}\n".utf8), path)
    }
    for folder in [generated, skeletons] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      XCTAssertEqual(names.filter(TemporaryFiles.isTemporaryName), [], folder.path)
    }
  }

  func testALargePlanWithoutFailuresWritesEveryFile() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "apply")
    let files = (0..<(OutputPlan.concurrencyThreshold * 3)).map { index in
      PlannedFile(
        path: folder.appendingPathComponent("F\(index).swift").path, role: .human,
        contents: Data("// \(index)\n".utf8))
    }
    try OutputPlan(files: files, generatedDirectories: []).apply()
    for file in files {
      XCTAssertEqual(FileManager.default.contents(atPath: file.path), file.contents, file.path)
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).count, files.count)
  }
}

final class AtomicCreateTests: XCTestCase {
  func testCreatingNeverReplacesAFileThatAppeared() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-create-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Human.swift").path
    try AtomicFileWriter.write(Data("first".utf8), to: path, replacing: false)
    XCTAssertThrowsError(
      try AtomicFileWriter.write(Data("second".utf8), to: path, replacing: false))
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("first".utf8))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Human.swift"],
      "no temporary file is left behind")
  }
}
