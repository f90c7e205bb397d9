import SwiftUI

/// The trip scene as an app writes it: the chooser reports through the delegate the trip
/// set before presenting it, and the trip dismisses the chooser when it is done.
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

  func destinationDidFinishWithSave(_ save: Bool) {
    if save { navigator.dismiss() }
  }
}
