import FlowGen
import FlowModel

extension HumanFileIndex {
  /// The index with, for each scene's class that has no file named after it under
  /// `directory`, the file there that declares it (as after `flowc adopt`, where the app
  /// keeps `FriendDetailViewController` in `Scenes/Detail.swift`): `flowc build` then
  /// creates no second declaration of the class beside it.
  public func includingClasses(declaredUnder directory: String, by inputs: [SwiftBuild.Input])
    -> HumanFileIndex
  {
    var missing = Set<String>()
    for input in inputs {
      for case .scene(let scene) in input.flow.nodes
      where existingPath(of: scene.className + ".swift") == nil {
        missing.insert(scene.className)
      }
    }
    return declaring(AppSources.classDeclarationPaths(under: directory, declaring: missing))
  }
}
