import Foundation
import Mustache
import XCTest

/// A 10,000-scene context through a handful of templates (partials, a parent with a
/// block, sections and inverted sections): checks the output and prints the throughput.
final class RenderThroughputTests: XCTestCase {
  private struct Outlet: Encodable {
    let name: String
    let type: String
  }

  private struct Segue: Encodable {
    let id: String
    let kind: String
    let destination: String
    let isModal: Bool
  }

  private struct Scene: Encodable {
    let className: String
    let title: String?
    let storyboardID: String?
    let outlets: [Outlet]
    let actions: [String]
    let segues: [Segue]
  }

  private struct Flow: Encodable {
    let name: String
    let scenes: [Scene]
  }

  private static let templates = [
    "flow": "// Generated for {{name}}\nimport UIKit\n\n{{#scenes}}\n{{>scene}}\n{{/scenes}}\n",
    "scene": """
    {{<scene-base}}
    {{$body}}
      {{#outlets}}
      @IBOutlet weak var {{name}}: {{type}}!
      {{/outlets}}
      {{#actions}}
      @IBAction func {{.}}(_ sender: Any) {}
      {{/actions}}
      {{>segues}}
    {{/body}}
    {{/scene-base}}
    """,
    "scene-base": """
    /// {{#title}}{{title}}{{/title}}{{^title}}Untitled{{/title}}
    final class {{className}}: UIViewController {
      {{#storyboardID}}
      static let storyboardID = "{{storyboardID}}"
      {{/storyboardID}}
      {{$body}}{{/body}}
    }

    """,
    "segues": """
    enum Segue: String {
      {{#segues}}
      case {{id}} = "{{id}}" // {{kind}} -> {{destination}}{{#isModal}} (modal){{/isModal}}
      {{/segues}}
    }
    """,
  ]

  func testTenThousandScenes() throws {
    let scenes = (0..<10_000).map { index in
      Scene(
        className: "Scene\(index)ViewController", title: index % 3 == 0 ? nil : "Scene \(index)",
        storyboardID: index % 2 == 0 ? "SB\(index)" : nil,
        outlets: [
          Outlet(name: "nameLabel", type: "UILabel"), Outlet(name: "phoneLabel", type: "UILabel"),
        ],
        actions: ["save", "cancel"],
        segues: [
          Segue(id: "show\(index)", kind: "show", destination: "scene\(index + 1)", isModal: false),
          Segue(id: "edit\(index)", kind: "present", destination: "edit\(index)", isModal: true),
        ])
    }
    let encodeStart = Date()
    let context = try MustacheValue(encoding: Flow(name: "Bench", scenes: scenes))
    let encodeTime = Date().timeIntervalSince(encodeStart)

    let renderer = Renderer(
      repository: TemplateRepository(templates: Self.templates), escaping: .none)
    let renderStart = Date()
    let output = try renderer.render(named: "flow", with: context)
    let renderTime = Date().timeIntervalSince(renderStart)

    XCTAssertEqual(output.components(separatedBy: "final class ").count - 1, 10_000)
    let expectedScene = """
      /// Scene 1
      final class Scene1ViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var phoneLabel: UILabel!
        @IBAction func save(_ sender: Any) {}
        @IBAction func cancel(_ sender: Any) {}
        enum Segue: String {
          case show1 = "show1" // show -> scene2
          case edit1 = "edit1" // present -> edit1 (modal)
        }
      }

      """
    XCTAssertTrue(output.contains(expectedScene), String(output.prefix(1_000)))
    XCTAssertTrue(output.hasPrefix("// Generated for Bench\nimport UIKit\n\n/// Untitled\n"))
    XCTAssertTrue(output.contains("  static let storyboardID = \"SB0\"\n"))

    let megabytes = Double(output.utf8.count) / 1_000_000
    print(
      String(
        format:
          "Mustache: encoded 10,000 scenes in %.0f ms; rendered %.1f MB in %.0f ms (%.0f MB/s)",
        encodeTime * 1000, megabytes, renderTime * 1000, megabytes / renderTime))
  }
}
