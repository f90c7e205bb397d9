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

/// A large plan is written on every processor (`OutputPlan.apply`), all or nothing: a
/// failure anywhere leaves every file as it was, and reports the first in path order.
final class ConcurrentApplyTests: XCTestCase {
  func testALargePlanThatCannotWriteOneFileWritesNoneAndThrowsTheFirstFailure() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "apply")
    let generated = folder.appendingPathComponent("Generated")
    let skeletons = folder.appendingPathComponent("Skeletons")
    let count = OutputPlan.concurrencyThreshold * 2
    let header = GeneratedFileHeader.line(sourceFileName: "Test.flow")
    func name(_ index: Int) -> String { String(format: "Scene%04d", index) }
    func files(_ version: Int) -> [PlannedFile] {
      (0..<count).flatMap { index in
        [
          PlannedFile(
            path: generated.appendingPathComponent("\(name(index))Base.swift").path,
            role: .machine,
            contents: Data("\(header)\nclass \(name(index))Base {} // \(version)\n".utf8)),
          PlannedFile(
            path: skeletons.appendingPathComponent("\(name(index)).swift").path, role: .human,
            contents: Data("class \(name(index)) {}\n".utf8)),
        ]
      }
    }
    // The previous build: every file but one human file, and a stale machine file.
    let previous = files(1).filter { !$0.path.hasSuffix("/\(name(5)).swift") }
    try OutputPlan(files: previous, generatedDirectories: [generated.path]).apply()
    let stale = generated.appendingPathComponent("GoneBase.swift")
    try Data("\(header)\n".utf8).write(to: stale)

    let plan = try OutputPlan(files: files(2), generatedDirectories: [generated.path])
    XCTAssertEqual(plan.count(.update), count)
    XCTAssertEqual(plan.count(.create), 1)
    XCTAssertEqual(plan.count(.delete), 1)
    // After planning: a folder takes the place of one machine file, and a person's file
    // appears where the missing human file goes (it is kept), later in path order.
    let blocked = generated.appendingPathComponent("\(name(count - 10))Base.swift")
    try FileManager.default.removeItem(at: blocked)
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let appeared = skeletons.appendingPathComponent("\(name(5)).swift")
    try Data("mine\n".utf8).write(to: appeared)

    XCTAssertThrowsError(try plan.apply()) { error in
      XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, blocked.path, "\(error)")
    }
    XCTAssertEqual(try Data(contentsOf: appeared), Data("mine\n".utf8))
    XCTAssertTrue(FileManager.default.fileExists(atPath: stale.path), "the stale file is kept")
    for file in previous where file.path != blocked.path {
      XCTAssertEqual(FileManager.default.contents(atPath: file.path), file.contents, file.path)
    }
    for folder in [generated, skeletons] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      XCTAssertEqual(names.filter(TemporaryFiles.isTemporaryName), [], folder.path)
    }

    // Once the way is clear, the same plan writes everything.
    try FileManager.default.removeItem(at: blocked)
    try FileManager.default.removeItem(at: appeared)
    try plan.apply()
    for file in files(2) {
      XCTAssertEqual(FileManager.default.contents(atPath: file.path), file.contents, file.path)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
  }

  func testAHumanFileThatAppearsWhileLinkingUndoesTheOtherLinks() throws {
    let folder = try SwiftFixtures.temporaryFolder(self, "apply")
    let staged = try (0..<4).map { index in
      try AtomicFileWriter.stage(
        Data("class H\(index) {}\n".utf8),
        to: folder.appendingPathComponent("H\(index).swift").path, replacing: false)
    }
    let regenerated = try AtomicFileWriter.stage(
      Data("x\n".utf8), to: folder.appendingPathComponent("ABase.swift").path)
    // Appears after staging, before the links: the race `stage` cannot see.
    try Data("mine\n".utf8).write(to: folder.appendingPathComponent("H2.swift"))
    XCTAssertThrowsError(try OutputPlan.commit(staged + [regenerated]))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["H2.swift"])
    XCTAssertEqual(
      FileManager.default.contents(atPath: folder.appendingPathComponent("H2.swift").path),
      Data("mine\n".utf8))
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
