// Stub of Apple's MapKit (iOS 17 SDK), for type-checking generated iOS code on Linux.
// See UIKit.swift for the conventions. CoreLocation's few types that MapKit's API
// mentions live here (MapKit re-exports CoreLocation on iOS).

@_exported import UIKit

@inline(never)
func _stub() -> Never { fatalError("MapKit stub: for type-checking only") }

// MARK: - CoreLocation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double

/// A latitude and longitude (a C struct on iOS).
public struct CLLocationCoordinate2D: Sendable, _ObjCRepresentableValue {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() { self.init(latitude: 0, longitude: 0) }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool { _stub() }

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

@objc
open class CLLocation: NSObject, @unchecked Sendable {
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { _stub() }
  @objc open dynamic var coordinate: CLLocationCoordinate2D { _stub() }
  @objc open dynamic var altitude: CLLocationDistance { _stub() }
  @objc open dynamic var horizontalAccuracy: CLLocationAccuracy { _stub() }
  @objc open dynamic var timestamp: Date { _stub() }
  @objc open dynamic func distance(from location: CLLocation) -> CLLocationDistance { _stub() }
}

// MARK: - Geometry

public struct MKCoordinateSpan: Sendable, _ObjCRepresentableValue {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

public struct MKCoordinateRegion: Sendable, _ObjCRepresentableValue {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  public init(
    center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) { _stub() }
}

@objc public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

@objc public enum MKUserTrackingMode: Int, Sendable {
  case none = 0
  case follow = 1
  case followWithHeading = 2
}

// MARK: - Annotations and overlays

@objc public protocol MKAnnotation {
  var coordinate: CLLocationCoordinate2D { get }
  @objc optional var title: String? { get }
  @objc optional var subtitle: String? { get }
}

@objc public protocol MKOverlay: MKAnnotation {
  var boundingMapRect: MKMapRect { get }
}

public struct MKMapRect: Sendable, _ObjCRepresentableValue {
  public var origin: MKMapPoint
  public var size: MKMapSize
  public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }
  public static let world = MKMapRect()
}

public struct MKMapPoint: Sendable, _ObjCRepresentableValue {
  public var x: Double
  public var y: Double
  public init() { self.init(x: 0, y: 0) }
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public init(_ coordinate: CLLocationCoordinate2D) { _stub() }
}

public struct MKMapSize: Sendable, _ObjCRepresentableValue {
  public var width: Double
  public var height: Double
  public init() { self.init(width: 0, height: 0) }
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

@objc
open class MKShape: NSObject, MKAnnotation {
  public override init() { _stub() }
  @objc open dynamic var coordinate: CLLocationCoordinate2D { _stub() }
  @objc open dynamic var title: String?
  @objc open dynamic var subtitle: String?
}

@objc
open class MKPointAnnotation: MKShape {
  public override init() { _stub() }
  public init(__coordinate coordinate: CLLocationCoordinate2D) { _stub() }
  public convenience init(
    coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil
  ) { _stub() }
  @objc open override dynamic var coordinate: CLLocationCoordinate2D {
    get { _stub() }
    set {}
  }
}

@objc
open class MKUserLocation: NSObject, MKAnnotation {
  @objc open dynamic var coordinate: CLLocationCoordinate2D { _stub() }
  @objc open dynamic var location: CLLocation? { _stub() }
  @objc open dynamic var isUpdating: Bool { _stub() }
  @objc open dynamic var title: String?
  @objc open dynamic var subtitle: String?
}

@objc
open class MKPolyline: MKShape, MKOverlay {
  public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    _stub()
  }
  @objc open dynamic var boundingMapRect: MKMapRect { _stub() }
  @objc open dynamic var pointCount: Int { _stub() }
}

@objc
open class MKCircle: MKShape, MKOverlay {
  public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    _stub()
  }
  @objc open dynamic var radius: CLLocationDistance { _stub() }
  @objc open dynamic var boundingMapRect: MKMapRect { _stub() }
}

@MainActor @objc
open class MKOverlayRenderer: NSObject {
  public init(overlay: any MKOverlay) { _stub() }
  @objc open dynamic var overlay: any MKOverlay { _stub() }
  @objc open dynamic var alpha: CGFloat = 1
}

@MainActor @objc
open class MKOverlayPathRenderer: MKOverlayRenderer {
  @objc open dynamic var fillColor: UIColor?
  @objc open dynamic var strokeColor: UIColor?
  @objc open dynamic var lineWidth: CGFloat = 0
}

@MainActor @objc
open class MKPolylineRenderer: MKOverlayPathRenderer {
  public init(polyline: MKPolyline) { _stub() }
  public override init(overlay: any MKOverlay) { _stub() }
}

@MainActor @objc
open class MKCircleRenderer: MKOverlayPathRenderer {
  public init(circle: MKCircle) { _stub() }
  public override init(overlay: any MKOverlay) { _stub() }
}

@MainActor @objc
open class MKAnnotationView: UIView {
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { _stub() }
  public required init?(coder aDecoder: NSCoder) { _stub() }
  @objc open dynamic var reuseIdentifier: String? { _stub() }
  @objc open dynamic var annotation: (any MKAnnotation)?
  @objc open dynamic var image: UIImage?
  @objc open dynamic var centerOffset: CGPoint = .zero
  @objc open dynamic var canShowCallout: Bool = false
  @objc open dynamic var leftCalloutAccessoryView: UIView?
  @objc open dynamic var rightCalloutAccessoryView: UIView?
  @objc open dynamic var detailCalloutAccessoryView: UIView?
  @objc open dynamic var isDraggable: Bool = false
  @objc open dynamic var clusteringIdentifier: String?
  @objc open dynamic func prepareForReuse() {}
  @objc open dynamic func prepareForDisplay() {}
}

@MainActor @objc
open class MKMarkerAnnotationView: MKAnnotationView {
  @objc open dynamic var markerTintColor: UIColor?
  @objc open dynamic var glyphTintColor: UIColor?
  @objc open dynamic var glyphText: String?
  @objc open dynamic var glyphImage: UIImage?
}

@MainActor @objc
open class MKPinAnnotationView: MKAnnotationView {
  @objc open dynamic var pinTintColor: UIColor!
  @objc open dynamic var animatesDrop: Bool = false
}

// MARK: - The map view

@MainActor @objc public protocol MKMapViewDelegate {
  @objc optional func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  @objc optional func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  @objc optional func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  @objc optional func mapViewWillStartLoadingMap(_ mapView: MKMapView)
  @objc optional func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
  @objc optional func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  @objc optional func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  @objc optional func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
  @objc optional func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  @objc optional func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  @objc optional func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  @objc optional func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
  @objc optional func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay)
    -> MKOverlayRenderer
}

@MainActor @objc
open class MKMapView: UIView {
  @objc weak open dynamic var delegate: (any MKMapViewDelegate)?
  @objc open dynamic var mapType: MKMapType = .standard
  @objc open dynamic var region: MKCoordinateRegion = MKCoordinateRegion()
  @objc open dynamic var centerCoordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()
  @objc open dynamic var visibleMapRect: MKMapRect = MKMapRect()
  @objc open dynamic var isZoomEnabled: Bool = true
  @objc open dynamic var isScrollEnabled: Bool = true
  @objc open dynamic var isRotateEnabled: Bool = true
  @objc open dynamic var isPitchEnabled: Bool = true
  @objc open dynamic var showsCompass: Bool = true
  @objc open dynamic var showsScale: Bool = false
  @objc open dynamic var showsTraffic: Bool = false
  @objc open dynamic var showsBuildings: Bool = true
  @objc open dynamic var showsUserLocation: Bool = false
  @objc open dynamic var userLocation: MKUserLocation { _stub() }
  @objc open dynamic var userTrackingMode: MKUserTrackingMode = .none
  @objc open dynamic var isUserLocationVisible: Bool { _stub() }
  @objc open dynamic var annotations: [any MKAnnotation] { _stub() }
  @objc open dynamic var selectedAnnotations: [any MKAnnotation] = []
  @objc open dynamic var overlays: [any MKOverlay] { _stub() }
  @objc open dynamic func setRegion(_ region: MKCoordinateRegion, animated: Bool) {}
  @objc open dynamic func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {}
  @objc open dynamic func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {}
  @objc open dynamic func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
    _stub()
  }
  @objc open dynamic func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {}
  @objc open dynamic func addAnnotation(_ annotation: any MKAnnotation) {}
  @objc open dynamic func addAnnotations(_ annotations: [any MKAnnotation]) {}
  @objc open dynamic func removeAnnotation(_ annotation: any MKAnnotation) {}
  @objc open dynamic func removeAnnotations(_ annotations: [any MKAnnotation]) {}
  @objc open dynamic func view(for annotation: any MKAnnotation) -> MKAnnotationView? { _stub() }
  @objc open dynamic func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {}
  @objc open dynamic func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {}
  @objc open dynamic func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
  @objc open dynamic func dequeueReusableAnnotationView(withIdentifier identifier: String)
    -> MKAnnotationView?
  { _stub() }
  @objc open dynamic func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView { _stub() }
  @objc open dynamic func register(
    _ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String
  ) {}
  @objc open dynamic func addOverlay(_ overlay: any MKOverlay) {}
  @objc open dynamic func addOverlays(_ overlays: [any MKOverlay]) {}
  @objc open dynamic func removeOverlay(_ overlay: any MKOverlay) {}
  @objc open dynamic func removeOverlays(_ overlays: [any MKOverlay]) {}
  @objc open dynamic func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { _stub() }
  @objc open dynamic func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?)
    -> CGPoint
  { _stub() }
  @objc open dynamic func convert(_ point: CGPoint, toCoordinateFrom view: UIView?)
    -> CLLocationCoordinate2D
  { _stub() }
}
