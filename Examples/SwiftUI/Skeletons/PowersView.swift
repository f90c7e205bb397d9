// The hand-written half of scene `powers` of HeroEditor.flow.
// flowc created this file once and never overwrites it; the navigation is in PowersViewBase.

import SwiftUI

struct PowersView: PowersViewBase {
  let navigator: HeroEditorFlow.Navigator

  init(navigator: HeroEditorFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "powers")
  }
}
