extension SwiftContextBuilder {
  /// The shared file's `Strings` namespace.
  func stringsContexts() -> [NodeStringsContext] {
    texts.nodes.map { node in
      NodeStringsContext(
        nodeID: node.nodeID, enumName: node.enumName,
        members: node.members.map { member in
          StringMemberContext(
            name: member.name, typeName: member.isList ? "[String]" : "String",
            isList: member.isList, summaryComment: SwiftLiteral.comment(member.summary),
            texts: member.texts.map {
              StringTextContext(
                keyLiteral: SwiftLiteral.string($0.key),
                valueLiteral: SwiftLiteral.string($0.value),
                valueComment: SwiftLiteral.comment($0.value),
                commentLiteral: SwiftLiteral.string($0.comment))
            })
        })
    }
  }

  /// The Swift expression a scene's machine file reads the text in `role` with
  /// (`Strings.title`, through the scene's `Strings` alias), or nil when there is none.
  func textExpression(_ role: FlowTexts.Role, inScene id: String) -> String? {
    texts.node(id)?.name(of: role).map { "Strings." + $0 }
  }

  /// The expression the shared file reads a container's text with
  /// (`Strings.Tabs.homeNavigationTabTitle`), inside the flow's namespace.
  func textExpression(_ role: FlowTexts.Role, inContainer id: String) -> String? {
    guard let node = texts.node(id), let name = node.name(of: role) else { return nil }
    return "Strings." + node.enumName + "." + name
  }
}
