// The hand-written half of scene `edit` of FriendList.flow.
// flowc created this file once and never overwrites it; the navigation is in EditViewBase.

import SwiftUI

struct EditView: EditViewBase {
  let navigator: FriendListFlow.Navigator

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "edit")
  }
}
