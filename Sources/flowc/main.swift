import Foundation

AllocatorSettings.applyForShortRun()
let status = Flowc.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
