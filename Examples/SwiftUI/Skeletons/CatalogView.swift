// The hand-written half of scene `catalog` of BookCatalog.flow.
// flowc created this file once and never overwrites it; the navigation is in CatalogViewBase.

import SwiftUI

struct CatalogView: CatalogViewBase {
  let navigator: BookCatalogFlow.Navigator

  init(navigator: BookCatalogFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "catalog")
  }
}
