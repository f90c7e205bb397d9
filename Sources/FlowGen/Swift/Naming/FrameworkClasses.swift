/// The classes of Apple's frameworks other than UIKit that a storyboard can name (as a
/// view, a controller or an outlet's type), and the framework each belongs to.
///
/// A class is looked up by its whole name, never by its prefix: prefixes are shared
/// (`PK` is PencilKit's and PassKit's, `SK` SpriteKit's and StoreKit's) and apps use them
/// for their own classes (`AVBarButtonInfo`, `MKBadgeView`). A class missing here is
/// taken to be UIKit's or the app's, which is the safe side: the app's own class needs
/// no import, and a framework class the table lacks fails to compile visibly, where a
/// wrong import of a framework the app does not link fails far from its cause.
///
/// Source: Apple's developer documentation (developer.apple.com/documentation), the
/// page of each framework, for the classes Interface Builder's library offers or that
/// subclass `UIView` or `UIViewController`.
enum FrameworkClasses {
  static let moduleByClass: [String: String] = [
    // ARKit
    "ARSCNView": "ARKit",
    "ARSKView": "ARKit",
    // AuthenticationServices
    "ASAuthorizationAppleIDButton": "AuthenticationServices",
    // AVKit
    "AVPlayerViewController": "AVKit",
    "AVPictureInPictureController": "AVKit",
    "AVRoutePickerView": "AVKit",
    // ContactsUI
    "CNContactPickerViewController": "ContactsUI",
    "CNContactViewController": "ContactsUI",
    // CoreLocationUI
    "CLLocationButton": "CoreLocationUI",
    // EventKitUI
    "EKCalendarChooser": "EventKitUI",
    "EKEventEditViewController": "EventKitUI",
    "EKEventViewController": "EventKitUI",
    // GameKit
    "GKGameCenterViewController": "GameKit",
    // GLKit
    "GLKView": "GLKit",
    "GLKViewController": "GLKit",
    // IntentsUI
    "INUIAddVoiceShortcutButton": "IntentsUI",
    // LinkPresentation
    "LPLinkView": "LinkPresentation",
    // MapKit
    "MKAnnotationView": "MapKit",
    "MKCompassButton": "MapKit",
    "MKMapView": "MapKit",
    "MKMarkerAnnotationView": "MapKit",
    "MKPinAnnotationView": "MapKit",
    "MKScaleView": "MapKit",
    "MKUserTrackingBarButtonItem": "MapKit",
    "MKUserTrackingButton": "MapKit",
    // MediaPlayer
    "MPMediaPickerController": "MediaPlayer",
    "MPVolumeView": "MediaPlayer",
    // MessageUI
    "MFMailComposeViewController": "MessageUI",
    "MFMessageComposeViewController": "MessageUI",
    // MetalKit
    "MTKView": "MetalKit",
    // PassKit
    "PKAddPassButton": "PassKit",
    "PKAddPassesViewController": "PassKit",
    "PKPaymentButton": "PassKit",
    // PDFKit
    "PDFThumbnailView": "PDFKit",
    "PDFView": "PDFKit",
    // PencilKit
    "PKCanvasView": "PencilKit",
    // PhotosUI
    "PHLivePhotoView": "PhotosUI",
    "PHPickerViewController": "PhotosUI",
    // QuickLook
    "QLPreviewController": "QuickLook",
    // SafariServices
    "SFSafariViewController": "SafariServices",
    // SceneKit
    "SCNView": "SceneKit",
    // SpriteKit
    "SKView": "SpriteKit",
    // StoreKit
    "SKStoreProductViewController": "StoreKit",
    // SwiftUI
    "UIHostingController": "SwiftUI",
    // WebKit
    "WKWebView": "WebKit",
  ]
}
