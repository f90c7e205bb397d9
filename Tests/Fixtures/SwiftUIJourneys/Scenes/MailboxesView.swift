import SwiftUI

/// The split's sidebar as an app writes it: a `List(selection:)` bound to the split's
/// detail, so selecting the inbox row performs `showMailbox` and the row of the detail
/// shown stays highlighted (docs/swiftui.md).
struct MailboxesView: MailboxesViewBase {
  let navigator: MailFlow.Navigator

  init(navigator: MailFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    List(selection: detailSelection) {
      Text("Inbox").tag(MailFlow.SplitDetail.message)
    }
  }
}
