import FlowKit

extension SwiftContextBuilder {
  /// The shared file's `Strings` namespace.
  func stringsContexts() -> [SceneStringsContext] {
    texts.scenes.map { scene in
      SceneStringsContext(
        sceneID: scene.sceneID, enumName: scene.enumName,
        members: scene.members.map { member in
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
    texts.scene(id)?.name(of: role).map { "Strings." + $0 }
  }
}
