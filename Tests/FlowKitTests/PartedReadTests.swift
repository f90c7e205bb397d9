import FlowKit
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowXML

/// A large document is read in parts on several threads (`PartedRead`): the tree, every
/// location and extent, and every diagnostic must be those of the one-pass read, for any
/// cuts at all, including cuts inside markup that the scan would never choose.
final class PartedReadTests: XCTestCase {
  // MARK: Comparing reads

  /// Every fact of a tree, one line each, in document order.
  static func facts(of root: XMLElement?) -> [String] {
    guard let root else { return ["no tree"] }
    var lines: [String] = []
    func place(_ location: SourceLocation?) -> String {
      location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
    }
    func walk(_ element: XMLElement, path: String) {
      let extent = element.extent
      lines.append(
        "\(path) <\(element.name)> at \(place(element.location)) extent \(extent.start) \(extent.startTagEnd) \(extent.end) text \(element.text.map { "\"\($0)\"" } ?? "-") at \(place(element.textLocation))"
      )
      for attribute in element.attributes {
        lines.append(
          "\(path) @\(attribute.name)=\"\(attribute.value)\" at \(place(attribute.location)) value at \(place(attribute.valueLocation))"
        )
      }
      for (index, child) in element.children.enumerated() {
        walk(child, path: "\(path)/\(index)")
      }
    }
    walk(root, path: "")
    return lines
  }

  /// Fails at the first fact in which two reads differ.
  func assertSameRead(
    _ read: (root: XMLElement?, diagnostics: [Diagnostic]),
    _ onePass: (root: XMLElement?, diagnostics: [Diagnostic]), _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(read.diagnostics, onePass.diagnostics, what, file: file, line: line)
    let found = Self.facts(of: read.root)
    let expected = Self.facts(of: onePass.root)
    guard found != expected else { return }
    let index =
      zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(found.count, expected.count)
    XCTFail(
      "\(what): the reads differ at fact \(index): \(index < found.count ? found[index] : "none") instead of \(index < expected.count ? expected[index] : "none")",
      file: file, line: line)
  }

  func onePass(_ source: SourceFile) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
    XMLDocumentReader.read(source, parts: 1)
  }

  // MARK: Documents

  /// A flow shaped like the benchmark's (Benchmarks/make_flow.py): groups of eight scenes
  /// with outlets, cells, a table, a delegate and references in attribute values.
  static func benchmarkFlow(groups: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <flow name="Big" version="1" initial="main">
        <navigation id="main" root="list0"/>

      """
    for g in 0..<groups {
      let next =
        g == groups - 1 ? "" : "\n    <segue id=\"showNext\" kind=\"show\" to=\"list\(g + 1)\"/>"
      text += """

          <scene id="list\(g)" class="List\(g)ViewController" base="UITableViewController" title="List \(g)">
            <outlet name="searchBar" type="UISearchBar"/>
            <action name="refresh" sender="UIRefreshControl"/>
            <cell reuseID="ItemCell">
              <segue id="showDetail" kind="show" to="detail\(g)"/>
            </cell>
            <cell reuseID="Header Cell"/>
          </scene>

          <scene id="detail\(g)" class="Detail\(g)ViewController" title="Detail &quot;\(g)&quot; — é">
            <outlet name="nameLabel" type="UILabel"/>
            <outlet name="badges" type="UIImageView" collection="true"/>
            <unwindAction name="save"/>
            <barButton system="edit" side="right">
              <segue id="editDetail" kind="present" to="editNavigation\(g)"/>
            </barButton>\(next)
          </scene>

          <navigation id="editNavigation\(g)" root="edit\(g)"/>

          <scene id="edit\(g)" class="Edit\(g)ViewController" base="UITableViewController" title="Edit">
            <barButton system="save" side="right">
              <unwind id="saveInput" action="save"/>
            </barButton>
          </scene>

          <scene id="chooser\(g)" class="Chooser\(g)ViewController" base="UITableViewController" title="Choose">
            <delegate>
              <event name="didChoose" param="choice" type="String"/>
              <event name="didCancel" optional="true"/>
            </delegate>
          </scene>

          <scene id="settings\(g)" class="Settings\(g)ViewController" base="UITableViewController" title="Settings">
            <table style="insetGrouped">
              <section title="Profile" footer="Shown to your friends.">
                <row key="theme" editor="picker" options="Light|Dark|Automatic"/>
              </section>
            </table>
          </scene>

        """
    }
    return text + "</flow>\n"
  }

  /// The offsets of every `byte` in `text`.
  static func offsets(of byte: Character, in text: String) -> [Int] {
    let target = byte.asciiValue!
    return text.utf8.enumerated().filter { $0.element == target }.map(\.offset)
  }

  // MARK: The parts are the one pass

  func testTheBenchmarkFlowReadInPartsIsTheOnePassRead() throws {
    let source = SourceFile(path: "Big.flow", text: Self.benchmarkFlow(groups: 120))
    let onePass = onePass(source)
    XCTAssertEqual(onePass.diagnostics, [])
    for parts in [2, 3, 7] {
      // The parts were read, not the one pass again.
      let parted = try XCTUnwrap(PartedRead.read(source, parts: parts), "\(parts) parts")
      assertSameRead((parted, []), onePass, "\(parts) parts")
      assertSameRead(XMLDocumentReader.read(source, parts: parts), onePass, "read, \(parts) parts")
    }
  }

  /// A storyboard's shape: the scenes are children of `<scenes>`, which has siblings
  /// before and after it.
  static func storyboard(scenes: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-0">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22130"/>
          </dependencies>
          <scenes>
      """
    for index in 0..<scenes {
      text += """

                <scene sceneID="s-\(index)">
                    <objects>
                        <viewController id="vc-\(index)" customClass="Scene\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-\(index)">
                                <label text="Scene &amp; \(index)" id="l-\(index)"><string key="text">Hello <![CDATA[<world>]]></string></label>
                            </view>
                            <connections>
                                <segue destination="vc-\((index + 1) % scenes)" kind="show" id="sg-\(index)"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(index)" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(index)" y="0"/>
                </scene>
        """
    }
    return text + """

          </scenes>
          <resources>
              <image name="star" width="16" height="16"/>
          </resources>
      </document>

      """
  }

  func testAStoryboardIsCutBetweenItsScenes() throws {
    let source = SourceFile(path: "Large.storyboard", text: Self.storyboard(scenes: 200))
    let onePass = onePass(source)
    XCTAssertEqual(onePass.diagnostics, [])
    let split = try XCTUnwrap(
      source.bytes.withUnsafeBufferPointer { ContentSplit.find(in: $0, parts: 3) })
    XCTAssertEqual(
      split.openElements.map { String(decoding: $0, as: UTF8.self) }, ["document", "scenes"])
    for parts in [2, 3, 6] {
      let parted = try XCTUnwrap(PartedRead.read(source, parts: parts), "\(parts) parts")
      assertSameRead((parted, []), onePass, "\(parts) parts")
    }
    let root = try XCTUnwrap(onePass.root)
    XCTAssertEqual(root.children.map(\.name), ["device", "dependencies", "scenes", "resources"])
    XCTAssertEqual(root.children[2].children.count, 200)
  }

  /// In parts, each part is scanned for a tag with too many attributes before libxml2
  /// parses it; one found in any part is not parsed in parts at all, and the file's
  /// refusal is the one-pass read's, at the same place.
  func testATagWithTooManyAttributesInAnyPartIsRefusedAsInOnePass() throws {
    let clean = Self.benchmarkFlow(groups: 40)
    let sceneStarts = clean.ranges(of: "<scene ").map(\.lowerBound)
    for position in [1, sceneStarts.count / 2, sceneStarts.count - 1] {
      var text = clean
      let insertion = text.index(sceneStarts[position], offsetBy: "<scene ".count)
      text.insert(contentsOf: (0..<12).map { "a\($0)=\"\($0)\" " }.joined(), at: insertion)
      let source = SourceFile(path: "Big.flow", text: text)
      let onePass = XMLDocumentReader.read(source, maximumAttributes: 10, parts: 1)
      XCTAssertNil(onePass.root)
      XCTAssertEqual(onePass.diagnostics.map(\.rule), [.xmlTooManyAttributes])
      for parts in [2, 3] {
        XCTAssertNil(
          PartedRead.read(source, parts: parts, maximumAttributes: 10),
          "scene \(position), \(parts) parts: a part with the tag was parsed")
        XCTAssertNotNil(
          PartedRead.read(source, parts: parts, maximumAttributes: 20),
          "scene \(position), \(parts) parts: within the limit, the parts are read")
        let read = XMLDocumentReader.read(source, maximumAttributes: 10, parts: parts)
        assertSameRead(read, onePass, "scene \(position), \(parts) parts")
      }
    }
  }

  func testTheLastPartsElementsAreWhereTheyAreInTheFile() throws {
    let text = Self.benchmarkFlow(groups: 40)
    let bytes = Array(text.utf8)
    let source = SourceFile(path: "Big.flow", bytes: bytes)
    let root = try XCTUnwrap(PartedRead.read(source, parts: 2))
    let last = try XCTUnwrap(root.children.last)
    // Found in the text independently of the reader: an offset mapped one byte off shows.
    let tag = "<scene id=\"settings39\""
    let start = try XCTUnwrap(text.range(of: tag))
    let end = try XCTUnwrap(text.range(of: "</scene>", range: start.upperBound..<text.endIndex))
    XCTAssertEqual(
      String(decoding: bytes[last.extent.start..<last.extent.end], as: UTF8.self),
      String(text[start.lowerBound..<end.upperBound]))
    XCTAssertEqual(
      last.extent.start, text.utf8.distance(from: text.startIndex, to: start.lowerBound))
    XCTAssertEqual(bytes[last.extent.startTagEnd - 1], UInt8(ascii: ">"))
    XCTAssertEqual(bytes[last.extent.startTagEnd], UInt8(ascii: "\n"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let lineIndex = try XCTUnwrap(lines.firstIndex { $0.contains(tag) })
    let line = lines[lineIndex]
    func column(of marker: String) throws -> Int {
      let found = try XCTUnwrap(line.range(of: marker))
      return line.distance(from: line.startIndex, to: found.lowerBound) + 1
    }
    XCTAssertEqual(
      [last.location.line, last.location.column], [lineIndex + 1, try column(of: "<scene")])
    XCTAssertEqual(
      last.attributes.map(\.location.column),
      try [" id=", " class=", " base=", " title="].map { try column(of: $0) + 1 })
    XCTAssertEqual(
      last.attributes.map(\.valueLocation.column),
      try ["id=", "class=", "base=", "title="].map { try column(of: $0) + $0.count + 1 })
    XCTAssertEqual(root.extent.start, text.utf8.count - text.drop { $0 != "\n" }.utf8.count + 1)
    XCTAssertEqual(root.extent.end, bytes.count - 1, "just past </flow>, before the last newline")
    let detail = try XCTUnwrap(root.children.last { $0[attribute: "id"] == "detail39" })
    XCTAssertEqual(detail[attribute: "title"], "Detail \"39\" — é")
    XCTAssertEqual(root.children.count, 1 + 40 * 6)
  }

  func testTheExampleFlowsAndStoryboardFixturesReadInPartsAreTheOnePassRead() throws {
    let folders = [
      PackagePaths.flowsDirectory, PackagePaths.fixtures.appendingPathComponent("Storyboards"),
    ]
    var files = 0
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
        guard name.hasSuffix(".flow") || name.hasSuffix(".storyboard") else { continue }
        let source = try XCTUnwrap(
          try? SourceFile.load(path: folder.appendingPathComponent(name).path).get())
        let onePass = onePass(source)
        for parts in [2, 3, 5] {
          assertSameRead(XMLDocumentReader.read(source, parts: parts), onePass, "\(name), \(parts)")
        }
        files += 1
      }
    }
    XCTAssertGreaterThan(files, 3)
  }

  func testTheCorpusStoryboardsReadInPartsAreTheOnePassRead() throws {
    let corpus = try StoryboardFiles.corpus()
    var files = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    where name.hasSuffix(".storyboard") {
      let source = try XCTUnwrap(
        try? SourceFile.load(path: corpus.appendingPathComponent(name).path).get())
      let onePass = onePass(source)
      for parts in [2, 4] {
        assertSameRead(XMLDocumentReader.read(source, parts: parts), onePass, "\(name), \(parts)")
      }
      // Cut between the children of the root wherever they are, balanced or not.
      let bytes = source.bytes
      if let split = bytes.withUnsafeBufferPointer({ ContentSplit.find(in: $0, parts: 2) })
        ?? Self.anyChildCut(of: onePass.root, in: bytes)
      {
        assertSameRead(
          (PartedRead.read(source, split: split) ?? onePass.root, onePass.diagnostics), onePass,
          "\(name), cut at \(split.points)")
      }
      files += 1
    }
    XCTAssertGreaterThan(files, 10)
  }

  /// A cut before the root's last child, from the one-pass tree.
  static func anyChildCut(of root: XMLElement?, in bytes: [UInt8]) -> ContentSplit? {
    guard let root, root.children.count > 1, let last = root.children.last else { return nil }
    return ContentSplit(
      openElements: [Array(root.name.utf8)], containerStartTagEnd: root.extent.startTagEnd,
      points: [last.extent.start])
  }

  // MARK: Any cut gives the one-pass tree or none

  /// Documents built to fool a naive cut: `<` and `>` inside comments, CDATA sections,
  /// processing instructions and quoted attribute values, a namespace on the root,
  /// references, text in deep elements, and elements nested deeply.
  static let trickyDocuments: [String] = [
    """
    <?xml version="1.0"?>
    <!-- <prolog> comment -->
    <?tool <x>?>
    <x:root xmlns:x="urn:x" xmlns:k="urn:k" a="1 &gt; 0" b='say "&lt;hi>"'>
      <x:a k:t="x &lt; y">t<![CDATA[<b>not</b> an <element>]]>u</x:a>
      <!-- <c> inside a comment </c> -->
      <b title='a > b &amp; c &lt; d' u="'>'"/>
      <?pi <d>?>
      <c><d><e><f>deep &#x41; <g/> text</f></e></d></c>
      <k:h x="&quot;>"></k:h>
    </x:root>
    <!-- trailing <comment> -->

    """,
    """
    <root><a/><b><c/></b><d>&amp;<![CDATA[]]]]><![CDATA[>]]></d><e></e></root>
    """,
    """
    <document xmlns:d="urn:d"><device/><dependencies><plugIn id="1"/></dependencies>
    <scenes d:k="v"><scene id="1"><objects><vc a=">"/></objects></scene><!-- <scene> -->
    <scene id="2"><d:objects><![CDATA[</scenes>]]></d:objects></scene><scene id="3"/>
    </scenes><resources><image name="i"/></resources><!-- end --></document>
    """,
    "\u{FEFF}<root\n  a='>'\n>\n  <one/>\n  <two\n/>\n  <three>x</three>\n</root>",
  ]

  func testEveryCutBeforeALessThanSignGivesTheOnePassTreeOrNone() throws {
    for (number, text) in Self.trickyDocuments.enumerated() {
      let source = SourceFile(path: "tricky\(number).xml", text: text)
      let onePass = onePass(source)
      XCTAssertEqual(onePass.diagnostics, [], "document \(number)")
      let root = try XCTUnwrap(onePass.root)
      // The root as the container, and each child of the root with children of its own.
      var containers = [(names: [Array(root.name.utf8)], element: root)]
      for child in root.children where !child.children.isEmpty {
        containers.append(([Array(root.name.utf8), Array(child.name.utf8)], child))
      }
      for container in containers {
        let containerEnd = container.element.extent.startTagEnd
        let what = "document \(number), container <\(container.element.name)>"
        let cuts = Self.offsets(of: "<", in: text).filter { $0 >= containerEnd }
        var accepted = 0
        for cut in cuts {
          let split = ContentSplit(
            openElements: container.names, containerStartTagEnd: containerEnd, points: [cut])
          guard let parted = PartedRead.read(source, split: split) else { continue }
          accepted += 1
          assertSameRead((parted, []), onePass, "\(what), cut at \(cut)")
          // Taken one level too shallow or too deep, the same cut is refused.
          for names in [Array(container.names.dropLast()), container.names + [[UInt8]("x".utf8)]]
          where !names.isEmpty {
            XCTAssertNil(
              PartedRead.read(
                source,
                split: ContentSplit(
                  openElements: names, containerStartTagEnd: containerEnd, points: [cut])),
              "\(what), cut at \(cut), \(names.count) open")
          }
        }
        // A cut before each child of the container is a clean one.
        XCTAssertGreaterThanOrEqual(accepted, container.element.children.count - 1, what)
        // Two cuts at once, every pair.
        for (index, first) in cuts.enumerated() {
          for second in cuts[(index + 1)...] {
            let split = ContentSplit(
              openElements: container.names, containerStartTagEnd: containerEnd,
              points: [first, second])
            guard let parted = PartedRead.read(source, split: split) else { continue }
            assertSameRead((parted, []), onePass, "\(what), cuts at \(first), \(second)")
          }
        }
      }
    }
  }

  func testARootStartTagEndingElsewhereIsNeverTrusted() throws {
    for (number, text) in Self.trickyDocuments.enumerated() {
      let source = SourceFile(path: "tricky\(number).xml", text: text)
      let onePass = onePass(source)
      let root = try XCTUnwrap(onePass.root)
      let cuts = Self.offsets(of: "<", in: text)
      // Every `>` taken for the end of the root's start tag, with every cut after it.
      for rootEnd in Self.offsets(of: ">", in: text).map({ $0 + 1 }) {
        for cut in cuts where cut >= rootEnd {
          let split = ContentSplit(
            openElements: [Array(root.name.utf8)], containerStartTagEnd: rootEnd, points: [cut])
          guard let parted = PartedRead.read(source, split: split) else { continue }
          XCTAssertEqual(rootEnd, root.extent.startTagEnd, "document \(number)")
          assertSameRead((parted, []), onePass, "document \(number), root end \(rootEnd)")
        }
      }
    }
  }

  func testRandomDocumentsReadInPartsAreTheOnePassRead() throws {
    var generator = UnwindSearchTests.Random(state: 28)
    var parted = 0
    for round in 0..<300 {
      let text = Self.randomDocument(using: &generator)
      let source = SourceFile(path: "random\(round).xml", text: text)
      let onePass = onePass(source)
      for parts in 2...4 {
        if parts == 2, PartedRead.read(source, parts: parts) != nil { parted += 1 }
        assertSameRead(
          XMLDocumentReader.read(source, parts: parts), onePass,
          "round \(round), \(parts) parts:\n\(text)")
      }
    }
    // Most random documents are clean and get cut; the rest go back to one pass.
    XCTAssertGreaterThan(parted, 150)
  }

  /// A document of random children of the root, some of them broken, with markup that
  /// holds `<` where no element starts.
  static func randomDocument(using generator: inout UnwindSearchTests.Random) -> String {
    let pieces = [
      "<a/>", "<b x='1'>text</b>", "<c><d><e/></d></c>", "<!-- <f> -->", "<s><![CDATA[<g>]]></s>",
      "<?pi <h>?>", "<i t=\"&lt;j&gt; '>' \"/>", "<k>&amp;&#x3C;l&gt;</k>", "\n  ",
      "<m>\n<n/>\n</m>",
      "<p:q xmlns:p='urn:p' p:r='s'/>", "<t><![CDATA[]]>u</t>",
    ]
    let broken = [
      "<![CDATA[<g>]]>", "<i t='<'/>", "<a>", "</z>", "<b x='1' x='2'/>", "text", "&bad;", "<c",
      "<u:v/>", "]]>",
    ]
    var text = generator.next() % 4 == 0 ? "<?xml version='1.0'?>\n" : ""
    text += generator.next() % 3 == 0 ? "<w:root xmlns:w='urn:w'>" : "<root>"
    let contained = generator.next() % 3 == 0
    if contained { text += "<before><x/></before><scenes>" }
    for _ in 0..<(1 + Int(generator.next() % 12)) {
      if generator.next() % 25 == 0 {
        text += broken[Int(generator.next() % UInt64(broken.count))]
      } else {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
    }
    if contained { text += generator.next() % 30 != 0 ? "</scenes><after/>" : "<after/>" }
    if generator.next() % 30 != 0 { text += text.contains("<w:root") ? "</w:root>" : "</root>" }
    if generator.next() % 30 == 0 { text += "<after/>" }
    if generator.next() % 10 == 0 { text += "\n<!-- done -->\n" }
    return text
  }

  // MARK: Anything unexpected: the one pass, and only its diagnostics

  func testAnErrorInAnyPartGivesTheOnePassDiagnostics() throws {
    let text = Self.benchmarkFlow(groups: 30)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (line, mistake) in [
      (lines.count / 10, "<bad attr=\"1\" attr=\"2\"/>"), (lines.count / 2, "<open>"),
      (lines.count * 9 / 10, "a & b"), (lines.count - 5, "<x:y/>"),
    ] {
      var broken = lines
      broken.insert(Substring(mistake), at: line)
      let source = SourceFile(path: "Broken.flow", text: broken.joined(separator: "\n"))
      let onePass = onePass(source)
      XCTAssertNotEqual(onePass.diagnostics, [], mistake)
      for parts in [2, 3, 4] {
        XCTAssertNil(PartedRead.read(source, parts: parts), mistake)
        assertSameRead(
          XMLDocumentReader.read(source, parts: parts), onePass, "\(mistake), \(parts)")
      }
    }
  }

  func testAWarningInAPartGivesTheOnePassWarning() throws {
    var text = Self.benchmarkFlow(groups: 30)
    let middle = text.index(text.startIndex, offsetBy: text.count / 2)
    let scene = try XCTUnwrap(text.range(of: "\n  <scene ", range: middle..<text.endIndex))
    text.insert(contentsOf: "\n  <note xmlns=\"relative\"/>", at: scene.lowerBound)
    let source = SourceFile(path: "Warned.flow", text: text)
    let onePass = onePass(source)
    XCTAssertEqual(onePass.diagnostics.map(\.severity), [.warning])
    XCTAssertNotNil(onePass.root)
    XCTAssertNil(PartedRead.read(source, parts: 2))
    assertSameRead(XMLDocumentReader.read(source, parts: 2), onePass, "warning")
  }

  func testDocumentsThatCannotBeCutAreReadInOnePass() throws {
    let children = String(repeating: "\n  <scene id=\"s\"/>", count: 40)
    let documents = [
      ("text in the root", "<flow>\(children)\n  stray text\(children)\n</flow>"),
      ("no end tag", "<flow>\(children)\(children)"),
      ("garbage after the root", "<flow>\(children)\(children)\n</flow>\n<flow/>"),
      ("text after the root", "<flow>\(children)\(children)\n</flow>\ntext"),
      ("self-closing root", "<flow/>\n<!--\(children)-->"),
      ("text in the container", "<flow><scenes>\(children)x\(children)</scenes></flow>"),
      ("a document type", "<!DOCTYPE flow>\n<flow>\(children)\(children)</flow>"),
      ("an end tag that is not the root's", "<flow>\(children)\(children)</flaw>"),
      (
        "a declared other encoding",
        "<?xml version='1.0' encoding='ISO-8859-1'?><flow>\(children)\(children)</flow>"
      ),
    ]
    for (what, text) in documents {
      let source = SourceFile(path: "t.flow", text: text)
      let onePass = onePass(source)
      for parts in [2, 3] {
        XCTAssertNil(PartedRead.read(source, parts: parts), what)
        assertSameRead(XMLDocumentReader.read(source, parts: parts), onePass, what)
      }
    }
  }

  func testOnlyLargeFilesOnSeveralProcessorsAreCut() {
    let small = SourceFile(path: "t.flow", text: Self.benchmarkFlow(groups: 2))
    XCTAssertEqual(PartedRead.parts(for: small), 1)
    let large = SourceFile(path: "t.flow", text: Self.benchmarkFlow(groups: 800))
    XCTAssertEqual(
      PartedRead.parts(for: large),
      ProcessInfo.processInfo.activeProcessorCount > 1
        ? min(
          2 * ProcessInfo.processInfo.activeProcessorCount,
          large.bytes.count / PartedRead.minimumPartSize)
        : 1)
  }
}
