import FlowModel

/// The kinds of edge a reader must tell apart: the relationship of a container to its
/// children, each segue kind, and unwinds. Encoded as its `name` and one `is…` flag per
/// kind, so that one partial (`graph/edge-style`) styles both the diagram's edges and the
/// legend's samples, and the two can never disagree.
public enum GraphEdgeStyle: String, Sendable, CaseIterable, Encodable {
  case relationship
  case show
  case showDetail
  case present
  case popover
  case embed
  case custom
  case unwind

  init(_ kind: SegueKind) {
    switch kind {
    case .show: self = .show
    case .showDetail: self = .showDetail
    case .present: self = .present
    case .popover: self = .popover
    case .embed: self = .embed
    case .custom: self = .custom
    }
  }

  /// What the legend says about each kind.
  var meaning: String {
    switch self {
    case .relationship: "container holds child"
    case .show: "show (push)"
    case .showDetail: "show detail"
    case .present: "present modally"
    case .popover: "popover"
    case .embed: "embed"
    case .custom: "custom segue"
    case .unwind: "unwind"
    }
  }

  private enum Keys: String, CodingKey {
    case name, isRelationship, isShow, isShowDetail, isPresent, isPopover, isEmbed, isCustom,
      isUnwind
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(rawValue, forKey: .name)
    try container.encode(self == .relationship, forKey: .isRelationship)
    try container.encode(self == .show, forKey: .isShow)
    try container.encode(self == .showDetail, forKey: .isShowDetail)
    try container.encode(self == .present, forKey: .isPresent)
    try container.encode(self == .popover, forKey: .isPopover)
    try container.encode(self == .embed, forKey: .isEmbed)
    try container.encode(self == .custom, forKey: .isCustom)
    try container.encode(self == .unwind, forKey: .isUnwind)
  }
}
