// The hand-written half of scene `master` of FriendList.flow.
// flowc created this file once and never overwrites it; the navigation is in MasterViewBase.

import SwiftUI

struct MasterView: MasterViewBase {
  let navigator: FriendListFlow.Navigator

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "master")
  }

  func insertNewObject() {}
}
