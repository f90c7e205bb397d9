// The hand-written half of scene `heroEditor` of HeroEditor.flow.
// flowc created this file once and never overwrites it; the navigation is in HeroEditorViewBase.

import SwiftUI

struct HeroEditorView: HeroEditorViewBase {
  let navigator: HeroEditorFlow.Navigator
  @State private var values = HeroEditorFlow.HeroEditorValues()

  init(navigator: HeroEditorFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    tableForm($values)
  }
}
