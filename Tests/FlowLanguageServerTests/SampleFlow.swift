@testable import FlowLanguageServer

/// A flow that names every kind of reference the server navigates (`initial`, `root`,
/// `primary`/`secondary`, a tab's and a segue's `to`, an unwind's `action`, a button's
/// `action`), with non-ASCII text before some of them, and checks clean.
enum SampleFlow {
  static let uri = "file:///project/Flows/FriendList.flow"

  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="FriendList" version="1" initial="tabs">
      <tabBar id="tabs">
        <tab to="main" title="Friends"/>
        <tab to="columns" title="Columns"/>
      </tabBar>
      <navigation id="main" root="master"/>
      <split id="columns" primary="sidebar" secondary="about"/>
      <scene id="sidebar" title="Sidebar"/>
      <scene id="about" title="About"/>

      <scene id="master" class="MasterViewController" base="UITableViewController" title="Master">
        <action name="insertNewObject"/>
        <barButton system="add" side="right" action="insertNewObject"/>
        <cell reuseID="Cell">
          <segue id="showDetail" kind="show" to="detail"/>
        </cell>
      </scene>

      <scene id="detail" class="DetailViewController" base="UITableViewController" title="Détail 🚀">
        <outlet name="nameLabel" type="UILabel"/>
        <unwindAction name="save"/>
        <unwindAction name="cancel"/>
        <barButton system="edit" side="right">
          <segue id="editDetail" kind="present" to="editNavigation"/>
        </barButton>
      </scene>

      <navigation id="editNavigation" root="edit"/>

      <scene id="edit" class="EditViewController" base="UITableViewController" title="Édit 🚀">
        <barButton system="cancel" side="left">
          <unwind id="cancelInput" action="cancel"/>
        </barButton>
        <barButton system="save" side="right">
          <unwind id="saveInput" action="save"/>
        </barButton>
      </scene>
    </flow>

    """

  /// The text with the edits of a `WorkspaceEdit`'s one document applied, as a client
  /// applies them (all against the original text, from the last to the first).
  static func applying(_ edits: [JSONValue], to text: String) -> String {
    var document = TextDocument(uri: uri, version: 0, text: text)
    let sorted = edits.sorted { ($0["range"]!.start) > ($1["range"]!.start) }
    for edit in sorted {
      let range = edit["range"]!
      document.replace(
        from: TextPosition(line: range.start.0, character: range.start.1),
        to: TextPosition(line: range.end.0, character: range.end.1),
        with: edit["newText"]?.string ?? "")
    }
    return document.text
  }
}
