/// What the UI-test navigator template (`uitests/navigator`) renders for one flow: its
/// scenes as screens, the steps from the initial scene to each, and a method per segue
/// and unwind that a tap performs. `flowc dump` does not print it; ui-testing.md shows
/// what it becomes.
public struct UITestNavigatorContext: Encodable, Sendable {
  public var headerLine: String
  /// The flow's file name, safe in a comment (`FriendList.flow`).
  public var sourceFileComment: String
  /// The screens enum's documentation, in lines that fit.
  public var screensDocLines: [String] = []
  /// The navigator's documentation, in lines that fit.
  public var navigatorDocLines: [String] = []
  /// The flow's name, an identifier: how failures name the flow.
  public var flowName: String
  /// `FriendListScreen`.
  public var screenType: String
  /// `FriendListNavigator`.
  public var navigatorType: String
  /// `FriendListNavigator.swift`.
  public var fileName: String
  /// The initial scene's case, or null when `initial` shows no scene.
  @ExplicitNull public var initialCase: String?
  /// The statement that starts `navigate(to:)`'s journey at the initial scene, laid out
  /// as swift-format would; empty when `initial` shows no scene.
  public var navigateJourneyLines: [String] = []
  /// Some screen's path continues another's: `pathContinues(_:)` has cases.
  public var hasContinuingScreens = false
  /// Some screen's path has steps of its own: `takeLastSteps(to:on:)` has cases.
  public var hasScreensWithSteps = false
  public var screens: [UITestScreenContext]
  public var hasUnreachable: Bool
  /// The documentation of the scenes no tap reaches, in lines that fit.
  public var unreachableLines: [String]
  /// A method per segue and unwind a tap performs, in file order.
  public var methods: [UITestMethodContext]
}

public struct UITestScreenContext: Encodable, Sendable {
  /// The scene's id.
  public var id: String
  /// The case (the id, or the id + `Screen` where it would clash with the enum's members).
  public var caseName: String
  /// ` = "identifier"` when the case is not spelled as the id, else empty.
  public var rawValueSuffix: String
  /// The root view's accessibility identifier as a Swift literal.
  public var identifierLiteral: String
  /// How it is reached, for its doc comment, in lines that fit.
  public var commentLines: [String]
  public var isReachable: Bool
  /// Its path's last steps (`stepLines`) are not empty.
  public var hasSteps: Bool
  /// The case of the screen whose shortest path this one's continues, or null when it
  /// starts at the initial scene: `navigate(to:)` takes that screen's steps first.
  @ExplicitNull public var continuesCase: String?
  /// The `journey.take(…)` statements of its path after those of `continuesCase`'s (all
  /// of it when that is null): on most flows one.
  public var stepLines: [String]
  /// For an unreachable scene, why `navigate(to:)` fails.
  public var unreachableMessage: String
}

public struct UITestMethodContext: Encodable, Sendable {
  /// `performEditDetail`, `unwindSaveInput`.
  public var name: String
  /// What it does, for its doc comment, in lines that fit.
  public var summaryLines: [String]
  /// The scene it starts from.
  public var sourceCase: String
  /// The statement that starts the journey at `sourceCase`.
  public var journeyLines: [String] = []
  /// Its one `journey.take(…)` statement.
  public var stepLines: [String]
}
