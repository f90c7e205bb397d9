import FlowKit
import XCTest

@testable import FlowFormat
@testable import FlowModel
@testable import FlowXML
@testable import StoryboardImport

/// A large storyboard's controllers are imported on every processor, each run of them
/// with its own log and pending unwinds, joined in controller order: the flow and every
/// diagnostic must be those of importing them one after the other.
final class StoryboardParallelImportTests: StoryboardTestCase {
  /// 300 scenes, each presenting the next round a cycle and unwinding to the first, with
  /// details the importer warns about (runtime attributes, a bar item's class, an unknown
  /// segue kind) spread among them, so that the diagnostics interleave across the runs.
  func largeStoryboard(scenes: Int) -> String {
    var text = ""
    for index in 0..<scenes {
      let next = (index + 1) % scenes
      var details = ""
      if index % 7 == 0 {
        details += """
          <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="k\(index)" value="v"/></userDefinedRuntimeAttributes>
          """
      }
      if index % 11 == 0 {
        details += """
          <navigationItem key="navigationItem" title="Scene \(index)" id="ni-\(index)"><barButtonItem key="rightBarButtonItem" title="Go" customClass="FancyItem" id="bb-\(index)"/></navigationItem>
          """
      }
      let oddSegue =
        index % 13 == 0
        ? "<segue destination=\"vc-\(next)\" kind=\"teleport\" id=\"odd-\(index)\"/>" : ""
      text += """
        <scene sceneID="s-\(index)"><objects>
        <viewController storyboardIdentifier="Scene\(index)" id="vc-\(index)" customClass="Scene\(index)ViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-\(index)"/>
        \(details)
        <connections>
        <segue destination="vc-\(next)" kind="presentation" identifier="to\(next)" id="p-\(index)"/>
        <segue destination="exit-\(index)" kind="unwind" unwindAction="\(index % 2 == 0 ? "unwindToHome:" : "backToScene\(index):")" id="u-\(index)"/>
        \(oddSegue)
        </connections>
        </viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(index)" sceneMemberID="firstResponder"/>
        <exit id="exit-\(index)" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>

        """
    }
    return storyboard(text, initial: "vc-0")
  }

  func testTheImportOnEveryProcessorIsTheImportOfOnePass() throws {
    let source = SourceFile(path: "Large.storyboard", text: largeStoryboard(scenes: 300))
    let root = try XCTUnwrap(XMLDocumentReader.read(source).root)
    var log = DiagnosticLog()
    let document = try XCTUnwrap(StoryboardDocument.read(root, into: &log))
    var onePass = StoryboardImportSession(document: document, log: log)
    onePass.concurrentNodes = .max
    var everyProcessor = StoryboardImportSession(document: document, log: log)
    XCTAssertLessThan(everyProcessor.concurrentNodes, document.controllers.count)
    let serial = onePass.run(name: "Large")
    let parallel = everyProcessor.run(name: "Large")
    XCTAssertEqual(FlowWriter.write(parallel), FlowWriter.write(serial))
    XCTAssertEqual(everyProcessor.log.diagnostics, onePass.log.diagnostics)
    // The storyboard is built to warn: an equal log of nothing would prove nothing.
    XCTAssertGreaterThan(onePass.log.diagnostics.count, 60)
    XCTAssertEqual(
      serial.scenes.flatMap(\.unwindActions).count, 300,
      "every scene has one unwind action placed")
  }
}
