import FlowAnalysis
import FlowEditing
import FlowModel
import SwiftSourceScan

/// Works out what adopting the generated bases means for an app's own classes: for each
/// scene's class, the superclass to change, the outlets and actions the base now declares,
/// the branches of `prepare(for:sender:)` and their hooks, and what it cannot decide; and
/// the splices that make the mechanical part, changing only the bytes they must.
public struct AdoptionPlanner {
  let sources: AppSources
  var splices: [Int: TextSplice] = [:]
  var refusals: [Diagnostic] = []
  /// Files already checked for being safe to edit.
  var checkedFiles: Set<Int> = []
  /// The class being adopted: true when it inherits from its base once the changes are
  /// made, so that what it declares must not clash with the base's.
  var adoptsBase = false
  /// The class being adopted gets the base as its superclass now: what the base declares
  /// and the class did not is new behaviour.
  var changesSuperclass = false
  /// The bodies of the class being adopted and of its extensions: file and tokens.
  var classScope: [(file: Int, tokens: Range<Int>)] = []
  /// The names of the functions the class and its extensions declare.
  var classFunctionNames: Set<String> = []
  /// The outlets and actions of the base of the class being adopted, by name and selector.
  var baseMembers = BaseMemberIndex()
  /// Where the class's and its extensions' members declare their names: a declaration
  /// there is not a use.
  var memberNamePositions: Set<MemberName> = []
  /// Where a member moved out of an extension goes: the start of the line of the class
  /// body's closing brace, with the file's line ending; nil when the brace shares its line.
  var classEnd: (file: Int, offset: Int, newline: String)?
  /// While set, edits inside its range are collected here rather than made: the member
  /// they change is moved, and its text is rewritten with them.
  var capture: (file: Int, range: Range<Int>, edits: [(range: Range<Int>, text: String)])?

  public static func plan(bases: [BaseDeclarations], sources: AppSources) -> AdoptionPlan {
    var planner = AdoptionPlanner(sources: sources)
    let classes = bases.map { planner.adopt($0) }
    var splices: [String: TextSplice] = [:]
    var originals: [String: [UInt8]] = [:]
    for (file, splice) in planner.splices where !splice.isEmpty {
      splices[sources.files[file].path] = splice
      originals[sources.files[file].path] = sources.files[file].source.bytes
    }
    return AdoptionPlan(
      classes: classes, splices: splices, originals: originals, refusals: planner.refusals)
  }

  init(sources: AppSources) {
    self.sources = sources
  }

  // MARK: Files

  func location(_ file: Int, _ offset: Int) -> SourceLocation {
    sources.files[file].source.location(ofOffset: offset)
  }

  mutating func refuse(_ file: Int, at offset: Int, _ message: String) {
    refusals.append(
      .error(
        .adoptRefused, "\(message); flowc adopt changes no file",
        at: location(file, offset)))
  }

  /// Refuses, once, a file the scanner could not read with certainty or that is not UTF-8:
  /// no edit is made to it.
  mutating func checkEditable(_ file: Int) {
    guard checkedFiles.insert(file).inserted else { return }
    let scanned = sources.files[file]
    if Array(String(decoding: scanned.source.bytes, as: UTF8.self).utf8) != scanned.source.bytes {
      refuse(file, at: 0, "the file is not UTF-8")
    }
    if let real = sources.realPathOutsideRoot(scanned.path) {
      refuse(
        file, at: 0,
        "the file is a link to \(AdoptionFinding.printable(real)), outside the sources folder; flowc adopt writes only inside it"
      )
    }
    if let problem = scanned.scan.problems.first {
      refuse(file, at: problem.offset, "flowc cannot read this file with certainty: \(problem)")
    }
  }

  /// Adds one change to a file's splice, unless it overlaps one already there.
  mutating func edit(_ file: Int, _ range: Range<Int>, _ text: String) {
    checkEditable(file)
    if let open = capture, open.file == file, open.range.lowerBound <= range.lowerBound,
      range.upperBound <= open.range.upperBound
    {
      capture?.edits.append((range, text))
      return
    }
    // An insertion may not fall inside another change, nor at its start (TextSplice
    // keeps changes at one offset in the order they were made).
    guard splices[file]?.clashes(range) != true else {
      refuse(file, at: range.lowerBound, "two changes to the same bytes")
      return
    }
    // In place: a copy of the splice per change was the file's changes squared.
    splices[file, default: TextSplice()].replace(range, with: text)
  }

  // MARK: Classes

  mutating func adopt(_ base: BaseDeclarations) -> ClassAdoption {
    var adoption = ClassAdoption(
      className: base.className, sceneID: base.sceneID, baseClassName: base.baseClassName,
      path: nil, findings: [])
    let candidates = sources.classes[base.className] ?? []
    guard let found = candidates.first else { return adoption }
    adoption.path = sources.files[found.file].path
    guard candidates.count == 1 else {
      for candidate in candidates {
        adoption.findings.append(
          .init(
            .undecided, at: location(candidate.file, candidate.declaration.nameRange.lowerBound),
            "\(base.className) is declared \(candidates.count) times in the app's sources; flowc adopt edits none of them"
          ))
      }
      return adoption
    }
    let file = found.file
    let declaration = found.declaration
    if declaration.isConditional {
      refuse(
        file, at: declaration.keywordRange.lowerBound,
        "class \(base.className) is declared inside #if; which declaration is compiled is not flowc's to decide"
      )
    }
    var findings: [AdoptionFinding] = []
    if let modifier = declaration.modifiers.first(where: {
      $0.name == "public" || $0.name == "open"
    }) {
      findings.append(
        .init(
          .undecided, at: location(file, modifier.range.lowerBound),
          "\(base.className) is \(modifier.name), and \(base.baseClassName) is internal unless the flow is built with \"access\": \"public\" (docs/config.md)",
          until: declaration.inheritance.first.map {
            ["UIKit." + base.superclassName, base.superclassName, base.baseClassName].contains(
              $0.text)
          } == true
            ? "the flow is built with \"access\": \"public\", or \(base.className) is internal"
            : nil))
    }
    changesSuperclass = false
    baseMembers = BaseMemberIndex(base)
    adoptsBase = superclass(base, file, declaration, &findings)
    // Its members matter only once it inherits from the base: until then nothing of it
    // is changed, and the next run of adopt says what is left.
    guard adoptsBase else {
      adoption.findings = findings
      return adoption
    }
    var methods = declaration.members.map { (file: file, member: $0, inExtension: false) }
    classScope = declaration.bodyTokens.map { [(file, $0)] } ?? []
    for extensionDeclaration in sources.extensions[base.className] ?? [] {
      methods += extensionDeclaration.declaration.members.map {
        (file: extensionDeclaration.file, member: $0, inExtension: true)
      }
      if let tokens = extensionDeclaration.declaration.bodyTokens {
        classScope.append((extensionDeclaration.file, tokens))
      }
    }
    classFunctionNames = Set(methods.filter { $0.member.kind == .function }.map(\.member.name))
    memberNamePositions = Set(
      methods.map { MemberName(file: $0.file, offset: $0.member.nameRange.lowerBound) })
    classEnd = endOfBody(declaration, in: file)
    outlets(base, file, declaration, &findings)
    for (methodFile, member, inExtension) in methods where member.kind == .function {
      if member.isConditional, member.hasAttribute("IBAction") {
        findings.append(
          .init(
            .undecided, at: location(methodFile, member.keywordRange.lowerBound),
            "\(member.fullName) is declared inside #if; flowc adopt leaves it as it is",
            until: baseMembers.hasAction(named: member.name)
              ? "\(member.fullName), declared inside #if, is made an override of \(base.baseClassName)'s or deleted"
              : nil))
        continue
      }
      action(base, methodFile, member, inExtension: inExtension, &findings)
      if let hook = base.finalSelectionMethods[member.fullName] {
        refuseFinalOverride(base, methodFile, member, hook: hook)
        continue
      }
      switch member.fullName {
      case "prepare(for:sender:)": prepare(base, methodFile, member, &findings)
      case "shouldPerformSegue(withIdentifier:sender:)" where base.overridesShouldPerform:
        if !calls(["super", ".", "shouldPerformSegue"], in: member, methodFile) {
          findings.append(
            .init(
              .move, at: location(methodFile, member.nameRange.lowerBound),
              "shouldPerformSegue(withIdentifier:sender:) does not ask \(base.baseClassName): its shouldPerform… hooks run only through super.shouldPerformSegue(withIdentifier:sender:); move each identifier's answer into its hook"
            ))
        }
      case "viewDidLoad()" where base.overridesViewDidLoad:
        if !calls(["super", ".", "viewDidLoad"], in: member, methodFile) {
          if let line = bodyLineInsertion(member, methodFile) {
            findings.append(
              .init(
                .change, at: location(methodFile, member.nameRange.lowerBound),
                "viewDidLoad() calls super.viewDidLoad() first, where \(base.baseClassName) sets what the flow gives this scene"
              ))
            edit(
              methodFile, line.offset..<line.offset,
              line.indent + "super.viewDidLoad()" + line.newline)
          } else {
            findings.append(
              .init(
                .undecided, at: location(methodFile, member.nameRange.lowerBound),
                "viewDidLoad() does not call super.viewDidLoad(), where \(base.baseClassName) sets what the flow gives this scene, and its body does not start on a line of its own: add the call first in it by hand"
              ))
          }
        }
      default: break
      }
    }
    adoption.findings = findings.sorted {
      ($0.location.file, $0.location.line, $0.location.column)
        < ($1.location.file, $1.location.line, $1.location.column)
    }
    return adoption
  }

  /// The start of the line of a class body's closing brace, when nothing else is on it.
  func endOfBody(_ declaration: SwiftDeclaration, in file: Int) -> (
    file: Int, offset: Int, newline: String
  )? {
    guard let body = declaration.bodyRange, body.count >= 2 else { return nil }
    let bytes = sources.files[file].source.bytes
    let brace = body.upperBound - 1
    var start = brace
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    guard start > body.lowerBound + 1, bytes[start - 1] == 0x0A else { return nil }
    let newline = start >= 2 && bytes[start - 2] == 0x0D ? "\r\n" : "\n"
    return (file, start, newline)
  }

  /// An override of a delegate method the base declares `final` would not compile, and
  /// moving its body into the hook the base calls is a person's work: the body may call
  /// `super`, return early or select rows itself. Adoption refuses, naming the hook.
  mutating func refuseFinalOverride(
    _ base: BaseDeclarations, _ file: Int, _ member: SwiftDeclaration, hook: String
  ) {
    refuse(
      file, at: member.nameRange.lowerBound,
      "\(base.baseClassName) declares \(member.fullName) final, so that an override cannot stop the transition a selection fires, and this override would not compile: move its body into `\(hook)`, which the base calls on every selection before the transition (a shouldPerform… hook cancels a segue), and delete this method"
    )
  }

  /// The class's superclass becomes the base when it is the base's superclass; returns
  /// true when the class inherits from the base once the changes are made.
  mutating func superclass(
    _ base: BaseDeclarations, _ file: Int, _ declaration: SwiftDeclaration,
    _ findings: inout [AdoptionFinding]
  ) -> Bool {
    guard let first = declaration.inheritance.first else {
      findings.append(
        .init(
          .undecided, at: location(file, declaration.nameRange.lowerBound),
          "\(base.className) inherits from nothing; make it inherit from \(base.baseClassName)"))
      return false
    }
    var written = first.text
    if written.hasPrefix("UIKit.") { written.removeFirst("UIKit.".count) }
    let at = location(file, first.range.lowerBound)
    if written == base.baseClassName {
      findings.append(.init(.done, at: at, "\(base.className) inherits from \(base.baseClassName)"))
      return true
    } else if written == base.superclassName {
      findings.append(
        .init(
          .change, at: at,
          "superclass \(first.text) becomes \(base.baseClassName) (which inherits from \(base.superclassName))"
        ))
      guard SwiftSourceScan.isOneIdentifier(base.baseClassName) else {
        refuse(
          file, at: first.range.lowerBound, "the flow's \(base.baseClassName) is not a Swift name")
        return false
      }
      edit(file, first.range, base.baseClassName)
      changesSuperclass = true
      return true
    }
    findings.append(
      .init(
        .undecided, at: at,
        baseAdvice(base, superclass: first.text)))
    return false
  }

  /// What to do about a class whose superclass is neither the base nor the base's: make
  /// it the flow's base only when that can compile, a view controller class (UIKit's, or
  /// the app's own that inherits from one).
  func baseAdvice(_ base: BaseDeclarations, superclass written: String) -> String {
    let lead =
      "\(base.className) inherits from \(written), and \(base.baseClassName) from \(base.superclassName)"
    if isViewController(written) {
      return lead
        + ": make \(written) the flow's base (base=\"\(written)\" on scene '\(base.sceneID)'), or change the superclass by hand"
    }
    return lead
      + ": \(written) is not a view controller class flowc knows, so it cannot be the flow's base; make \(base.className) inherit from \(base.superclassName) (or a subclass of it), then run flowc adopt again"
  }

  /// True when `name` is a UIKit view controller class, or a class of the app's that
  /// inherits from one.
  func isViewController(_ name: String) -> Bool {
    var current = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if UIKitMembers.controllerClasses.contains(current) { return true }
      guard let declared = sources.classes[current], declared.count == 1,
        let parent = declared[0].declaration.inheritance.first?.text
      else { return false }
      current = parent.hasPrefix("UIKit.") ? String(parent.dropFirst("UIKit.".count)) : parent
    }
    return false
  }
}
