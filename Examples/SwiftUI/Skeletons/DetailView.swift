// The hand-written half of scene `detail` of FriendList.flow.
// flowc created this file once and never overwrites it; the navigation is in DetailViewBase.

import SwiftUI

struct DetailView: DetailViewBase {
  let navigator: FriendListFlow.Navigator

  init(navigator: FriendListFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "detail")
  }
}
