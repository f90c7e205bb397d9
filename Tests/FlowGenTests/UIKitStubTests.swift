import FlowTestSupport
import Foundation
import XCTest

/// Proves the UIKit stub (Tests/Fixtures/Stubs) faithful enough to judge generated code:
/// code a careful iOS developer writes type-checks clean, and the mistakes the real SDK
/// rejects are rejected here too.
final class UIKitStubTests: XCTestCase {
  private static let checker = Result { try SwiftTypeChecker() }

  private func checker() throws -> SwiftTypeChecker { try Self.checker.get() }

  // MARK: - Stub modules

  func testStubModulesAreBuiltOnceAndCached() throws {
    let checker = try checker()
    for module in [
      "ObjectiveC", "CoreGraphics", "UIKit", "MapKit", "WebKit", "AVKit", "GLKit", "SwiftUI",
    ] {
      let path = checker.stubModules.appendingPathComponent("\(module).swiftmodule").path
      XCTAssertTrue(FileManager.default.fileExists(atPath: path), "missing \(path)")
    }
    let again = try SwiftTypeChecker()
    XCTAssertEqual(again.stubModules, checker.stubModules)
    XCTAssertTrue(
      checker.stubModules.path.hasPrefix(FileManager.default.temporaryDirectory.path),
      checker.stubModules.path)
  }

  // MARK: - What must pass

  func testCarefulDeveloperCodeTypeChecksClean() throws {
    let result = try checker().typeCheck(sources: ["MasterViewController.swift": Self.carefulCode])
    XCTAssertTrue(result.isClean, result.description)
    XCTAssertEqual(result.errors, 0)
    XCTAssertEqual(result.warnings, 0)
  }

  func testCompanionModulesTypeCheckClean() throws {
    let result = try checker().typeCheck(sources: ["Companions.swift": Self.companionCode])
    XCTAssertTrue(result.isClean, result.description)
  }

  func testAppLifecycleControlsAndCollectionViewsTypeCheckClean() throws {
    let result = try checker().typeCheck(sources: ["App.swift": Self.appCode])
    XCTAssertTrue(result.isClean, result.description)
  }

  func testDirectoryOfFilesTypeChecksClean() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "UIKitStubTests-\(UUID().uuidString)/Sources/Nested", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(
        at: folder.deletingLastPathComponent().deletingLastPathComponent())
    }
    try Data(Self.carefulCode.utf8).write(to: folder.appendingPathComponent("Master.swift"))
    try Data(Self.appCode.utf8).write(
      to: folder.deletingLastPathComponent().appendingPathComponent("App.swift"))
    let result = try checker().typeCheck(directory: folder.deletingLastPathComponent())
    XCTAssertTrue(result.isClean, result.description)
  }

  func testFilesAreCheckedTogetherAsOneModule() throws {
    let result = try checker().typeCheck(sources: [
      "Controller.swift": Self.carefulCode,
      "Companions.swift": Self.companionCode,
      "Uses.swift": #"""
      import UIKit

      @MainActor func makeMaster() -> MasterViewController {
        MasterViewController.instantiate(from: UIStoryboard(name: "Main", bundle: nil))
      }
      """#,
    ])
    XCTAssertTrue(result.isClean, result.description)
  }

  // MARK: - What must fail

  func testTypeErrorsAreReported() throws {
    let result = try checker().typeCheck(sources: [
      "Broken.swift": #"""
      import UIKit

      protocol Refreshing: AnyObject {
        func refresh()
      }

      final class BrokenViewController: UIViewController, Refreshing {
        @IBOutlet weak var countLabel: UILabel!

        override func viewDidLoad() {
          super.viewDidLoad()
          countLabel = 42
        }
      }
      """#
    ])
    XCTAssertNotEqual(result.status, 0)
    XCTAssertFalse(result.isClean)
    XCTAssertGreaterThanOrEqual(result.errors, 2, result.description)
    XCTAssertTrue(result.output.contains("'Int'"), result.output)
    XCTAssertTrue(
      result.output.contains("does not conform to protocol 'Refreshing'"), result.output)
  }

  func testUIKitMistakesAreReported() throws {
    let cases: [(name: String, code: String, expected: String)] = [
      (
        "wrong override",
        #"""
        final class A: UIViewController {
          override func viewWillAppear() {}
        }
        """#,
        "does not override"
      ),
      (
        "missing override",
        #"""
        final class A: UITableViewController {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        """#,
        "override"
      ),
      (
        "selector of a non-@objc method",
        #"""
        final class A: UIViewController {
          func tapped() {}
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
              barButtonSystemItem: .done, target: self, action: #selector(tapped))
          }
        }
        """#,
        "@objc"
      ),
      (
        "outlet of a value type",
        #"""
        final class A: UIViewController {
          @IBOutlet var count: Int = 0
        }
        """#,
        "IBOutlet"
      ),
      (
        "UIKit from a nonisolated context",
        #"""
        func rename(_ label: UILabel) {
          label.text = "x"
        }
        """#,
        "main actor"
      ),
      (
        "missing required data source method",
        #"""
        final class A: UIViewController, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        """#,
        "UITableViewDataSource"
      ),
      (
        "a system item that does not exist",
        #"""
        @MainActor func item() -> UIBarButtonItem {
          UIBarButtonItem(barButtonSystemItem: .plus, target: nil, action: nil)
        }
        """#,
        "plus"
      ),
      (
        "a keyboard type that does not exist",
        #"""
        @MainActor func configure(_ field: UITextField) { field.keyboardType = .numeric }
        """#,
        "numeric"
      ),
    ]
    for (name, code, expected) in cases {
      let result = try checker().typeCheck(sources: ["Case.swift": "import UIKit\n\n" + code])
      XCTAssertGreaterThan(result.errors, 0, "\(name): expected an error\n\(result.output)")
      XCTAssertTrue(
        result.output.localizedCaseInsensitiveContains(expected),
        "\(name): expected \"\(expected)\" in\n\(result.output)")
    }
  }

  func testWarningsMakeAResultUnclean() throws {
    let result = try checker().typeCheck(sources: [
      "Warn.swift": #"""
      import UIKit

      final class A: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var unchanged = 1
          view.tag = unchanged
        }
      }
      """#
    ])
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(result.errors, 0)
    XCTAssertGreaterThanOrEqual(result.warnings, 1, result.output)
    XCTAssertFalse(result.isClean)
  }

  // MARK: - Support

  func testDiagnosticCounting() {
    let output = """
      /tmp/a/File.swift:3:7: error: cannot find 'x' in scope
       1 | import UIKit
         |       `- error: cannot find 'x' in scope
      /tmp/a/File.swift:9:1: warning: variable 'y' was never mutated
      /tmp/a/File.swift:9:1: note: change 'var' to 'let'
      error: fatal error without a location
      """
    let result = TypeCheckResult(status: 1, output: output)
    XCTAssertEqual(result.errors, 1)
    XCTAssertEqual(result.warnings, 1)
    XCTAssertEqual(result.diagnostics.count, 2)
    XCTAssertFalse(result.isClean)
  }

  func testPackagePaths() {
    let root = PackagePaths.packageRoot
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: PackagePaths.stubs.appendingPathComponent("UIKit/UIKit.swift").path))
    XCTAssertEqual(PackagePaths.flowsDirectory.lastPathComponent, "Flows")
    XCTAssertEqual(PackagePaths.templatesDirectory.lastPathComponent, "Templates")
    XCTAssertEqual(PackagePaths.examplesDirectory.lastPathComponent, "Examples")
    XCTAssertEqual(PackagePaths.fixtures.lastPathComponent, "Fixtures")
    XCTAssertFalse(PackagePaths.sharedDirectory.path.contains(".."))
  }

  func testBuiltProductsSearchesTheBuildFolder() throws {
    XCTAssertFalse(BuiltProducts.searchDirectories.isEmpty)
    // `swift test` builds every product of the package, flowc included, beside the tests.
    let flowc = try XCTUnwrap(BuiltProducts.flowc, "\(BuiltProducts.searchDirectories)")
    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: flowc.path))
    XCTAssertEqual(flowc.lastPathComponent, "flowc")
    XCTAssertNil(BuiltProducts.executable(named: "no-such-product-\(UUID().uuidString)"))
  }

  func testProcessRunnerCapturesLargeOutputOnBothStreams() throws {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "head -c 3000000 /dev/zero; head -c 2000000 /dev/zero >&2; exit 3"])
    XCTAssertEqual(result.status, 3)
    XCTAssertFalse(result.timedOut)
    XCTAssertEqual(result.standardOutputData.count, 3_000_000)
    XCTAssertEqual(result.standardErrorData.count, 2_000_000)
  }

  func testProcessRunnerInputEnvironmentAndDirectory() throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
    let result = try ProcessRunner(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "cat; echo \"$FLOWC_TEST_VALUE\"; pwd"],
      standardInput: Data("from stdin\n".utf8),
      environment: ["FLOWC_TEST_VALUE": "from env"],
      workingDirectory: folder
    ).run()
    XCTAssertTrue(result.succeeded, result.output)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "from stdin")
    XCTAssertEqual(lines.dropFirst().first, "from env")
    XCTAssertEqual(
      lines.last.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }, folder.path)
  }

  func testProcessRunnerTimesOut() throws {
    let start = Date()
    let result = try ProcessRunner(
      executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], timeout: 1
    ).run()
    XCTAssertTrue(result.timedOut)
    XCTAssertFalse(result.succeeded)
    XCTAssertLessThan(Date().timeIntervalSince(start), 15)
  }

  // MARK: - Snippets

  /// A table view controller written the way a careful iOS developer writes one.
  static let carefulCode = #"""
    import UIKit

    @MainActor protocol DestinationControllerDelegate: AnyObject {
      func destinationController(_ controller: EditViewController, didSave name: String)
    }

    final class EditViewController: UIViewController, UITextFieldDelegate {
      @IBOutlet weak var nameField: UITextField!
      @IBOutlet weak var datePicker: UIDatePicker!
      @IBOutlet weak var enabledSwitch: UISwitch!
      weak var delegate: DestinationControllerDelegate?
      var name: String?

      override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = name
        nameField.delegate = self
        nameField.keyboardType = .emailAddress
        nameField.borderStyle = .roundedRect
        nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)
        datePicker.datePickerMode = .date
        enabledSwitch.setOn(true, animated: false)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          title: "Done", style: .done, target: self, action: #selector(done))
      }

      @objc private func nameChanged(_ sender: UITextField) {
        name = sender.text
      }

      @objc private func done() {
        delegate?.destinationController(self, didSave: name ?? "")
        dismiss(animated: true, completion: nil)
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
      }
    }

    final class MasterViewController: UITableViewController, DestinationControllerDelegate {
      @IBOutlet weak var nameLabel: UILabel!
      @IBOutlet var fields: [UITextField]!

      private var objects: [String] = []

      static func instantiate(from storyboard: UIStoryboard) -> Self {
        guard
          let controller = storyboard.instantiateViewController(withIdentifier: "Master") as? Self
        else { fatalError("Master is not a \(self)") }
        return controller
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.leftBarButtonItem = editButtonItem
        let addButton = UIBarButtonItem(
          barButtonSystemItem: .add, target: self, action: #selector(insertNewObject(_:)))
        navigationItem.rightBarButtonItem = addButton
        nameLabel.text = "\(objects.count) objects"
        nameLabel.textColor = .secondaryLabel
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        for field in fields { field.placeholder = "Name" }
      }

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selection = tableView.indexPathForSelectedRow {
          tableView.deselectRow(at: selection, animated: animated)
        }
      }

      @objc func insertNewObject(_ sender: Any) {
        objects.insert(Date().description, at: 0)
        let indexPath = IndexPath(row: 0, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
      }

      @IBAction func save(_ segue: UIStoryboardSegue) {
        guard let source = segue.source as? EditViewController, let name = source.name else { return }
        objects.append(name)
        tableView.reloadData()
      }

      @IBAction func showDetails(_ sender: UIButton) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let edit = storyboard.instantiateViewController(withIdentifier: "Edit") as? EditViewController
        else { return }
        edit.delegate = self
        edit.modalPresentationStyle = .formSheet
        present(edit, animated: true)
      }

      // MARK: - Segues

      override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "Locked"
      }

      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier {
        case "showEdit"?:
          guard let navigation = segue.destination as? UINavigationController,
            let edit = navigation.viewControllers.first as? EditViewController
          else { return }
          edit.delegate = self
          if let indexPath = tableView.indexPathForSelectedRow {
            edit.name = objects[indexPath.row]
          }
        default:
          break
        }
      }

      // MARK: - DestinationControllerDelegate

      func destinationController(_ controller: EditViewController, didSave name: String) {
        objects.append(name)
        tableView.reloadData()
      }

      // MARK: - Table view

      override func numberOfSections(in tableView: UITableView) -> Int { 1 }

      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        objects.count
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = objects[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
      }

      override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
      {
        section == 0 ? "Objects" : nil
      }

      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showEdit", sender: tableView.cellForRow(at: indexPath))
      }

      override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
      ) {
        if editingStyle == .delete {
          objects.remove(at: indexPath.row)
          tableView.deleteRows(at: [indexPath], with: .fade)
        }
      }
    }

    extension MasterViewController {
      override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
      }
    }

    final class PickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
      @IBOutlet weak var picker: UIPickerView!
      let values = ["a", "b"]
      override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        _ = picker.selectedRow(inComponent: 0)
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        view.addGestureRecognizer(tap)
      }
      @objc func tapped(_ recognizer: UITapGestureRecognizer) { view.endEditing(true) }
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        values.count
      }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      { values[row] }
    }

    final class PlainListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
      let tableView = UITableView(frame: .zero, style: .insetGrouped)
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
          tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          tableView.widthAnchor.constraint(equalToConstant: 320),
        ])
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "Cell")
          ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
      }
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let alert = UIAlertController(title: "Row", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.view.setNeedsLayout() })
        present(alert, animated: true)
      }
    }
    """#

  /// An app delegate, a scene delegate, a collection view controller, controls, overloads
  /// that share an Objective-C selector prefix, overrides in extensions, and exhaustive
  /// switches over UIKit enums.
  static let appCode = #"""
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        true
      }

      func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
      ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
      }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UINavigationController(rootViewController: GalleryViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
      }
    }

    struct Photo: Hashable {
      var title: String
    }

    final class PhotoCell: UICollectionViewCell {
      static let reuseIdentifier = "PhotoCell"
      let label = UILabel()

      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
      }

      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }

      override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
      }
    }

    final class GalleryViewController: UICollectionViewController {
      private var photos: [Photo] = []

      init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.scrollDirection = .vertical
        super.init(collectionViewLayout: layout)
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
        collectionView.refreshControl = refresh
      }

      @objc private func reload() {
        collectionView.reloadData()
        collectionView.refreshControl?.endRefreshing()
      }

      func configure(with photo: Photo) { title = photo.title }
      func configure(with title: String) { self.title = title }

      override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int {
        photos.count
      }

      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        guard
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
        else { fatalError("unexpected cell") }
        cell.label.text = photos[indexPath.item].title
        return cell
      }
    }

    extension GalleryViewController {
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let detail = segue.destination as? DetailViewController,
          let cell = sender as? UICollectionViewCell,
          let indexPath = collectionView.indexPath(for: cell)
        {
          detail.photo = photos[indexPath.item]
        }
      }

      override func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
      ) {
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        let photo = photos[indexPath.item]
        let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
          DetailViewController(coder: coder, photo: photo)
        }
        navigationController?.pushViewController(detail, animated: true)
      }
    }

    final class DetailViewController: UIViewController, UITextFieldDelegate, UIAdaptivePresentationControllerDelegate {
      var photo: Photo?
      @IBOutlet private weak var titleField: UITextField!
      @IBOutlet private weak var stepper: UIStepper!
      @IBOutlet private weak var slider: UISlider!
      @IBOutlet private weak var segments: UISegmentedControl!
      @IBOutlet private weak var progress: UIProgressView!
      @IBOutlet private weak var spinner: UIActivityIndicatorView!
      @IBOutlet private weak var stack: UIStackView!
      @IBOutlet private weak var imageView: UIImageView!
      @IBOutlet private weak var textView: UITextView!
      @IBOutlet private weak var searchBar: UISearchBar!
      @IBOutlet private weak var pageControl: UIPageControl!
      @IBOutlet private weak var toolbar: UIToolbar!

      init?(coder: NSCoder, photo: Photo) {
        self.photo = photo
        super.init(coder: coder)
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        title = photo?.title
        titleField.delegate = self
        titleField.text = photo?.title
        titleField.returnKeyType = .done
        stepper.value = 1
        slider.setValue(0.5, animated: false)
        segments.selectedSegmentIndex = UISegmentedControl.noSegment
        progress.setProgress(0.3, animated: true)
        spinner.startAnimating()
        stack.axis = .vertical
        stack.spacing = 8
        imageView.image = UIImage(systemName: "photo")
        imageView.contentMode = .scaleAspectFit
        textView.isEditable = false
        searchBar.placeholder = "Search"
        pageControl.numberOfPages = 3
        toolbar.setItems(
          [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(trash(_:)))],
          animated: false)
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        presentationController?.delegate = self
      }

      @IBAction private func trash(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
          self?.navigationController?.popViewController(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.barButtonItem = sender
        present(alert, animated: true)
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
      }

      func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
      }
    }

    func describe(_ type: UIKeyboardType) -> String {
      switch type {
      case .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
        .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad:
        return "\(type.rawValue)"
      @unknown default:
        return "?"
      }
    }

    func describe(_ item: UIBarButtonItem.SystemItem) -> Int {
      switch item {
      case .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
        .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause,
        .rewind, .fastForward, .undo, .redo, .close:
        return item.rawValue
      case .pageCurl:
        return -1
      @unknown default:
        return 0
      }
    }

    let firstItem = IndexPath(item: 0, section: 1)
    let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    let events: UIControl.Event = [.valueChanged, .editingChanged, .touchUpInside, .editingDidEnd]
    """#

  /// MapKit, SwiftUI, WebKit, AVKit and GLKit in ordinary use.
  static let companionCode = #"""
    import AVKit
    import GLKit
    import MapKit
    import SwiftUI
    import UIKit
    import WebKit

    final class Place: NSObject, MKAnnotation {
      let coordinate: CLLocationCoordinate2D
      let title: String?
      init(coordinate: CLLocationCoordinate2D, title: String?) {
        self.coordinate = coordinate
        self.title = title
      }
    }

    final class MapViewController: UIViewController, MKMapViewDelegate {
      @IBOutlet weak var mapView: MKMapView!

      override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        mapView.mapType = .hybrid
        mapView.showsUserLocation = true
        let center = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        mapView.setRegion(
          MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)),
          animated: false)
        mapView.addAnnotation(Place(coordinate: center, title: "Paris"))
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "Pin")
      }

      func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard !(annotation is MKUserLocation) else { return nil }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "Pin", for: annotation)
        view.canShowCallout = true
        return view
      }

      func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    }

    struct GreetingView: View {
      var name: String
      var body: some View {
        VStack {
          Text("Hello, \(name)")
          if name.isEmpty { Spacer() }
        }
      }
    }

    final class HostController: UIHostingController<GreetingView> {
      required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder, rootView: GreetingView(name: "you"))
      }
    }

    final class Showcase: UIViewController, WKNavigationDelegate {
      @IBOutlet weak var webView: WKWebView!
      override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        webView.load(URLRequest(url: URL(string: "https://example.com")!))
        let hosting = UIHostingController(rootView: GreetingView(name: "x"))
        addChild(hosting)
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
        let player = AVPlayerViewController()
        player.player = AVPlayer(url: URL(fileURLWithPath: "/movie.mov"))
        present(player, animated: true) { player.player?.play() }
        _ = UIHostingController(rootView: AnyView(EmptyView()))
      }
      func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        title = webView.title
      }
      func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
      ) {
        decisionHandler(.allow)
      }
    }

    final class GameViewController: GLKViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        guard let view = view as? GLKView, let context = EAGLContext(api: .openGLES2) else { return }
        view.context = context
        view.drawableDepthFormat = .format24
        preferredFramesPerSecond = 60
      }
      override func glkView(_ view: GLKView, drawIn rect: CGRect) {}
    }
    """#
}
