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
