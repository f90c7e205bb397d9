// The hand-written half of scene `destination` of TripDestinations.flow.
// flowc created this file once and never overwrites it; the navigation is in DestinationViewBase.

import SwiftUI

struct DestinationView: DestinationViewBase {
  let navigator: TripDestinationsFlow.Navigator

  init(navigator: TripDestinationsFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    Text(verbatim: "destination")
  }

  func cancel() {}

  func done() {}
}
