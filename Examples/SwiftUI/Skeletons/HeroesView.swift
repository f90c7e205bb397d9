// The hand-written half of scene `heroes` of HeroEditor.flow.
// flowc created this file once and never overwrites it; the navigation is in HeroesViewBase.

import SwiftUI

struct HeroesView: HeroesViewBase {
  let navigator: HeroEditorFlow.Navigator

  init(navigator: HeroEditorFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "heroes")
  }
}
