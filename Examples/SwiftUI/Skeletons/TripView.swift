// The hand-written half of scene `trip` of TripDestinations.flow.
// flowc created this file once and never overwrites it; the navigation is in TripViewBase.

import SwiftUI

struct TripView: TripViewBase {
  let navigator: TripDestinationsFlow.Navigator

  init(navigator: TripDestinationsFlow.Navigator) {
    self.navigator = navigator
  }

  var content: some View {
    VStack {
      chooseDestinationButton
    }
  }

  func destinationDidFinishWithSave(_ save: Bool) {}
}
