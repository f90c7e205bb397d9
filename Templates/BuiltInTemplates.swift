import Foundation

/// The templates that ship with flowc, found through SwiftPM's resource bundle so that
/// `flowc` works from any directory.
public enum BuiltInTemplates {
  /// The folder that holds `swift/` and `graph/`, or nil when the resource bundle is not
  /// beside the executable (a copied binary); flowc then says so and asks for `--templates`.
  public static var directory: URL? {
    Bundle.module.resourceURL.flatMap { url in
      FileManager.default.fileExists(atPath: url.appendingPathComponent("swift").path) ? url : nil
    }
  }
}
