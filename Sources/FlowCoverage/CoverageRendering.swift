import FlowModel
import Foundation

/// How `flowc coverage` shows a `NavigationCoverage`: as text, a summary line per flow
/// then a note per item never exercised, at its place in the flow; or as JSON. Text from
/// the inputs (paths, ids) is shown with its invisible characters escaped, so that one
/// item is one line.
public enum CoverageRendering {
  public static func text(_ coverage: NavigationCoverage) -> String {
    var out = ""
    for flow in coverage.flows {
      let parts = [("segues", TraceEvent.Kind.segue), ("unwinds", .unwind), ("scenes", .scene)]
        .map { name, kind in
          let tally = flow.tally(kind)
          return "\(name) \(tally.exercised)/\(tally.total) (\(percent(tally.percent)))"
        }
      out +=
        InvisibleCharacters.escaped("\(flow.flowName) (\(flow.path)): ")
        + parts.joined(separator: ", ") + "\n"
      for item in flow.missed {
        out +=
          InvisibleCharacters.escaped("\(item.location): note: \(message(for: item))")
          + " [\(RuleID.coverage.rawValue)]\n"
      }
    }
    return out
  }

  /// `segue 'editDetail' was never performed`.
  public static func message(for item: NavigationCoverage.Item) -> String {
    switch item.kind {
    case .segue: "segue '\(item.id)' of scene '\(item.sceneID)' was never performed"
    case .unwind: "unwind '\(item.id)' of scene '\(item.sceneID)' was never performed"
    case .scene: "scene '\(item.id)' never appeared"
    }
  }

  /// `67%`, rounded down so that 99.9% never reads as 100%.
  static func percent(_ value: Double) -> String {
    "\(Int(value.rounded(.down)))%"
  }

  struct JSONReport: Encodable {
    struct Flow: Encodable {
      var flow: String
      var path: String
      var segues: NavigationCoverage.Tally
      var unwinds: NavigationCoverage.Tally
      var scenes: NavigationCoverage.Tally
      var missed: [Missed]
    }

    struct Missed: Encodable {
      var kind: String
      var id: String
      var scene: String
      var file: String
      var line: Int
      var column: Int
    }

    var flows: [Flow]
    var diagnostics: [Diagnostic]
  }

  /// One JSON object (sorted keys): `flows`, each with its tallies and `missed` items,
  /// and the trace's `diagnostics`.
  public static func json(_ coverage: NavigationCoverage, diagnostics: [Diagnostic]) -> String {
    let report = JSONReport(
      flows: coverage.flows.map { flow in
        JSONReport.Flow(
          flow: flow.flowName, path: flow.path, segues: flow.tally(.segue),
          unwinds: flow.tally(.unwind), scenes: flow.tally(.scene),
          missed: flow.missed.map {
            JSONReport.Missed(
              kind: $0.kind.rawValue, id: $0.id, scene: $0.sceneID, file: $0.location.file,
              line: $0.location.line, column: $0.location.column)
          })
      }, diagnostics: diagnostics)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return escapingInvisibles(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// JSON with every invisible scalar (which can only be inside its strings: the rest is
  /// ASCII) written as a JSON escape, so that a trace's U+202E reads back unchanged and
  /// shows nothing raw when the report is printed (JSONEncoder escapes controls only).
  static func escapingInvisibles(_ json: String) -> String {
    var out = ""
    for scalar in json.unicodeScalars {
      if InvisibleCharacters.isInvisible(scalar) {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
