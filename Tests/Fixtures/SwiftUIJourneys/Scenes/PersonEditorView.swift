import SwiftUI

/// The person editor as an app writes it: the draft starts from the name the segue
/// carried, and the unwind back to the person hands the hook the draft as edited.
struct PersonEditorView: PersonEditorViewBase {
  let navigator: PeopleFlow.Navigator
  let person: Person.ID
  let draftName: String
  @State var draft: String

  init(navigator: PeopleFlow.Navigator, person: Person.ID, draftName: String) {
    self.navigator = navigator
    self.person = person
    self.draftName = draftName
    _draft = State(initialValue: draftName + " Lovelace")
  }

  var content: some View {
    Text(verbatim: draft)
  }
}
