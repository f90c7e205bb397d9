/// What each element of the flow format is, in one sentence: the XML Schema's
/// `xs:documentation`, which editors show on hover and in completion lists. The whole
/// story of each is docs/flow-format.md.
enum ElementSummaries {
  static let format: [String: String] = [
    "flow": "A flow: the scenes of an app, their containers and the transitions between them.",
    "navigation": "A navigation controller: a push stack whose root is a scene.",
    "tabBar": "A tab bar controller, with one <tab> per tab, in order.",
    "tab": "One tab of a tab bar controller, showing the node it names.",
    "split": "A split view controller, with a primary and a secondary node.",
    "reference": "A scene of another storyboard (a storyboard reference).",
    "scene": "One screen and its controller.",
    "outlet": "An @IBOutlet of the scene's controller.",
    "action": "A target-action method of the scene's controller.",
    "unwindAction": "An unwind destination on this scene, which unwinds from above can return to.",
    "input": "A value the scene needs to be shown (SwiftUI runtime).",
    "output": "A value the scene hands back when it unwinds (SwiftUI runtime).",
    "cell": "A prototype table or collection cell; may fire one transition when selected.",
    "barButton": "A navigation bar item; may fire one transition.",
    "button": "A button in the view; may fire one transition.",
    "gesture": "A gesture recognizer; may fire one transition.",
    "segue": "A segue to another node; directly in a scene, a manual segue performed from code.",
    "unwind": "An unwind segue back to a scene beneath that declares its action.",
    "delegate": "The protocol through which the scene reports back to whoever presented it.",
    "event": "One requirement of the scene's delegate protocol.",
    "table": "The scene's table layout, as data.",
    "section": "A section of a table layout.",
    "row": "A row of a table layout, showing or editing one property.",
  ]
}
