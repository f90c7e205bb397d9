// Drives the generated navigator of flows imported from real storyboards through every
// state their segues, unwinds and tabs reach, and checks each against the contract of
// docs/swiftui.md and what UIKit does for the same storyboard.

import Foundation
import Observation

@MainActor
protocol CorpusNavigator: AnyObject, Sendable {
  associatedtype State: Codable & Equatable & Sendable
  associatedtype Segue
  associatedtype SceneID: CaseIterable & Hashable & RawRepresentable<String>
  var state: State { get set }
  init()
  init(state: State)
  @discardableResult func perform(_ segue: Segue, from source: SceneID) -> Bool
  func topScene(compact: Bool) -> SceneID
  func url(scheme: String) -> URL
  func open(_ url: URL) -> Bool
  @discardableResult func select(tab: SceneID) -> Bool
  static var segues: [Segue] { get }
  static func sources(of segue: Segue) -> Set<SceneID>
  /// The scenes the segue's destination shows first.
  static func entries(of segue: Segue) -> Set<SceneID>
  static var unwindings: [CorpusUnwinding<Self>] { get }
}

struct CorpusUnwinding<Navigator: CorpusNavigator> {
  var name: String
  /// The scenes that declare a method of the unwind's selector.
  var catchers: Set<Navigator.SceneID>
  var run: @MainActor (Navigator, Navigator.SceneID) -> Bool
}

func stateKey<State: Encodable>(_ state: State) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// Explores `depth` steps from the initial state; prints one line, `ok:` or `FAIL`.
@MainActor
func exploreCorpusFlow<N: CorpusNavigator>(_ name: String, _ type: N.Type, depth: Int = 4) -> Bool {
  var seen: Set<String> = [stateKey(N().state)]
  var frontier = [N().state]
  var problems: [String] = []
  var performed = 0
  var unwound = 0
  for _ in 0..<depth {
    var next: [N.State] = []
    for state in frontier {
      let navigator = N(state: state)
      let link = navigator.url(scheme: "corpus")
      let opened = N()
      if !opened.open(link) || opened.state != state {
        problems.append("the link \(link) opens another state than \(stateKey(state))")
      }
      if (try? JSONDecoder().decode(N.State.self, from: JSONEncoder().encode(state))) != state {
        problems.append("JSON changes \(stateKey(state))")
      }
      for compact in [false, true] {
        let top = navigator.topScene(compact: compact)
        for segue in N.segues where N.sources(of: segue).contains(top) {
          if !N(state: state).perform(segue, from: top) {
            problems.append(
              "\(segue) fails from \(top), in front (compact \(compact)) of \(stateKey(state))")
          }
        }
      }
      var successors: [N.State] = []
      for scene in N.SceneID.allCases {
        for segue in N.segues {
          let moved = N(state: state)
          if moved.perform(segue, from: scene) {
            performed += 1
            if !N.sources(of: segue).contains(scene) {
              problems.append("\(segue) ran from \(scene), which does not own it")
            }
            // UIKit shows what a segue presents, pushes or shows as a detail in front of an
            // iPhone-width window.
            let front = moved.topScene(compact: true)
            if !N.entries(of: segue).contains(front) {
              problems.append(
                "\(segue) from \(scene) left \(front) in front on an iPhone, not its destination, from \(stateKey(state)) to \(stateKey(moved.state))"
              )
            }
            successors.append(moved.state)
          } else if moved.state != state {
            problems.append("a failed \(segue) from \(scene) changed \(stateKey(state))")
          }
        }
        for unwinding in N.unwindings {
          let moved = N(state: state)
          if unwinding.run(moved, scene) {
            unwound += 1
            // UIKit shows the controller the unwind stopped at: in an iPhone-width window
            // it is in front.
            let front = moved.topScene(compact: true)
            if !unwinding.catchers.contains(front) {
              problems.append(
                "\(unwinding.name) from \(scene) left \(front) in front, not one of \(unwinding.catchers.map(\.rawValue).sorted()), from \(stateKey(state)) to \(stateKey(moved.state))"
              )
            }
            successors.append(moved.state)
          } else if moved.state != state {
            problems.append("a failed \(unwinding.name) from \(scene) changed \(stateKey(state))")
          }
        }
        let selected = N(state: state)
        if selected.select(tab: scene) { successors.append(selected.state) }
      }
      for successor in successors where seen.insert(stateKey(successor)).inserted {
        next.append(successor)
      }
    }
    frontier = next
  }
  let summary =
    "\(name): \(seen.count) states, \(performed) segues and \(unwound) unwinds performed"
  if problems.isEmpty {
    print("ok: \(summary)")
  } else {
    print("FAIL \(summary):\n  " + problems.prefix(6).joined(separator: "\n  "))
  }
  return problems.isEmpty
}
