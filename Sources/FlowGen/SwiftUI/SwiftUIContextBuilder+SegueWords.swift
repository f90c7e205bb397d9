import FlowModel

/// The words of deep links where one scene has several segues to one destination (two
/// buttons that present one editor, one as a delegate; a push and a presentation of one
/// scene): there each segue's word is `<destination>.<segue>`, so that a link says which
/// segue made each part of the state, and the presentation records its segue (`SegueID`)
/// for the link, its delegate and its user dismissal to tell them apart. Everywhere else
/// the word is the destination's id, and nothing more is recorded.
extension SwiftUIContextBuilder {
  /// A segue as a link reads it: from a scene (any scene of its split, for a
  /// `showDetail`), to the word of its destination.
  struct SegueLinkKey: Hashable {
    var source: Int
    var word: String
  }

  /// The scenes a link may follow `segue` from, leaving `scene`: a `showDetail` is the
  /// split's, whoever asked for it.
  func linkSources(of segue: Segue, leaving scene: Int) -> [Int] {
    guard segue.kind == .showDetail else { return [scene] }
    return layout.splitOfScene[scene].map(scenes(inSplit:)) ?? [scene]
  }

  /// Per link key, the ids of the segues that share it (more than one: each has its own
  /// word).
  func sharedLinkKeys() -> [SegueLinkKey: Set<String>] {
    var ids: [SegueLinkKey: Set<String>] = [:]
    for (scene, segue) in seguesWithSources() {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      for source in linkSources(of: segue, leaving: scene) {
        ids[SegueLinkKey(source: source, word: linkWord(target)), default: []].insert(segue.id)
      }
    }
    return ids.filter { $0.value.count > 1 }
  }

  /// The word of `segue` from `source` in a link: its destination's id, or
  /// `<destination>.<segue>` where `source` has other segues to that destination.
  func segueLinkWord(_ segue: Segue, from source: Int, shared: [SegueLinkKey: Set<String>])
    -> String
  {
    guard let target = graph.index(of: segue.destinationID) else { return segue.id }
    let word = linkWord(target)
    return shared[SegueLinkKey(source: source, word: word)] == nil ? word : word + "." + segue.id
  }

  /// Whether a presentation `segue` makes records it: a presenting segue that shares its
  /// destination with another segue of a scene it leaves from.
  func recordsSegue(_ segue: Segue, shared: [SegueLinkKey: Set<String>]) -> Bool {
    [.present, .popover, .custom].contains(segue.kind)
      && shared.contains { $0.value.contains(segue.id) }
  }

  /// `SegueID`'s cases: every presenting segue's id, once.
  func presentingSegueIDs() -> [String] {
    presentingSegues().map(\.segue.id)
  }

  /// `State.delegateSegues`: the presenting segues that make their source a delegate.
  func delegateSegueSet() -> String {
    let ids = presentingSegues().filter(\.segue.setsDelegate).map { "." + $0.segue.id }
    return "[" + ids.joined(separator: ", ") + "]"
  }

  /// `State.recordedSegues(from:to:)`'s switch: per source and presented entry where
  /// presentations record their segue, each such segue and its style (nil: a custom
  /// segue's, any).
  func recordedSegueCases() -> [SwiftUIRecordedSeguesCaseContext] {
    let shared = sharedLinkKeys()
    var order: [String] = []
    var segues: [String: [String]] = [:]
    // Thousands of segues between one pair of scenes share a key: each is looked up here,
    // not in its key's growing list.
    var listed = Set<String>()
    for (scene, segue) in seguesWithSources() where recordsSegue(segue, shared: shared) {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      let key = "(.\(sceneCase(scene)), .\(sceneCase(entryScene(of: target))))"
      let style: String
      switch segue.kind {
      case .custom: style = "nil"
      case .popover: style = ".popover"
      default: style = Self.presentationStyle(of: segue)
      }
      let element = "(.\(segue.id), \(style))"
      if segues[key] == nil { order.append(key) }
      if listed.insert(key + element).inserted { segues[key, default: []].append(element) }
    }
    return order.map { key in
      let list = "[" + (segues[key] ?? []).joined(separator: ", ") + "]"
      return SwiftUIRecordedSeguesCaseContext(
        pattern: key, segues: list, fitsOnOneLine: LineWidth.fits("case \(key): \(list)", indent: 4)
      )
    }
  }

  /// `Link.segueWord(from:to:made:)`'s switch: per shared key, the word of each segue by
  /// what it makes (a route, a detail, a presentation with its recorded segue).
  func segueWordCases() -> [SwiftUISegueWordCaseContext] {
    let shared = sharedLinkKeys()
    var cases: [SwiftUISegueWordCaseContext] = []
    var seen = Set<String>()
    for (scene, segue) in seguesWithSources() {
      guard let target = graph.index(of: segue.destinationID) else { continue }
      for source in linkSources(of: segue, leaving: scene) {
        guard shared[SegueLinkKey(source: source, word: linkWord(target))] != nil else {
          continue
        }
        let part: String
        switch segue.kind {
        case .show: part = ".push"
        case .showDetail: part = ".detail"
        case .present, .popover, .custom: part = ".presentation(\"\(segue.id)\")"
        case .embed: continue
        }
        let pattern = "(.\(sceneCase(source)), .\(sceneCase(entryScene(of: target))), \(part))"
        // Two segues pushing one scene from one source make equal states: the first
        // one's word says them both.
        guard seen.insert(pattern).inserted else { continue }
        let word = SwiftLiteral.string(segueLinkWord(segue, from: source, shared: shared))
        cases.append(
          SwiftUISegueWordCaseContext(
            pattern: pattern, wordLiteral: word,
            fitsOnOneLine: LineWidth.fits("case \(pattern): \(word)", indent: 6)))
      }
    }
    return cases
  }
}
