// The hand-written half of scene `book` of BookCatalog.flow.
// flowc created this file once and never overwrites it; the navigation is in BookViewBase.

import SwiftUI

struct BookView: BookViewBase {
  let navigator: BookCatalogFlow.Navigator

  init(navigator: BookCatalogFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "book")
  }
}
