/// The access level of the declarations flowc generates (`options.access` in flowc.json):
/// `internal` for an app target, `public` for a framework whose app (another module)
/// shows its scenes, performs their segues and implements their delegates.
public enum AccessLevel: String, Sendable, CaseIterable {
  case `internal`
  case `public`

  /// What templates write before a declaration: nothing for `internal`, Swift's default.
  public var prefix: String {
    switch self {
    case .internal: ""
    case .public: "public "
    }
  }

  /// What templates write before a class, and its members, that another module
  /// subclasses and overrides (the code runtime's `Scenes`): `open` where `public` is.
  public var openPrefix: String {
    switch self {
    case .internal: ""
    case .public: "open "
    }
  }
}
