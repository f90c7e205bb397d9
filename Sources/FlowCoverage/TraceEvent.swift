import FlowModel

/// One line of a navigation trace, as the generated code's `trace` function writes it in
/// debug builds: `{"flow":"FriendList","event":"segue","id":"showDetail"}`.
public struct TraceEvent: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable, Codable {
    case segue, unwind, scene
  }

  public var flow: String
  public var kind: Kind
  public var id: String
  /// Where the line is: `trace.jsonl:12:1`.
  public var location: SourceLocation

  public init(flow: String, kind: Kind, id: String, location: SourceLocation) {
    self.flow = flow
    self.kind = kind
    self.id = id
    self.location = location
  }
}
