/// An element to add to a flow file, with its attributes in the order they are written.
public struct NewElement: Sendable, Equatable {
  public var name: String
  public var attributes: [(name: String, value: String)]
  public var children: [NewElement]

  public init(_ name: String, _ attributes: [(String, String)] = [], children: [NewElement] = []) {
    self.name = name
    self.attributes = attributes.map { (name: $0.0, value: $0.1) }
    self.children = children
  }

  public static func == (lhs: NewElement, rhs: NewElement) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children
      && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
      && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
  }
}
