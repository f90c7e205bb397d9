import Foundation

/// `flowc lsp`'s transport: messages framed on standard input, answers on standard
/// output, until `exit` or the end of the input. Nothing else is written to standard
/// output; a framing error is said on standard error (and to the client, as a
/// `window/showMessage`) before the session ends.
public enum StdioSession {
  /// Serves until the client says `exit` (status 0 after `shutdown`, else 1) or closes
  /// the input (status 1), or the framing breaks (status 1).
  public static func run(version: String, input: Int32 = 0, output: Int32 = 1) -> Int32 {
    // A client that goes away mid-answer must not kill the server by a signal.
    signal(SIGPIPE, SIG_IGN)
    var server = LanguageServer(version: version)
    server.defersChecks = true
    var framing = MessageFraming()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      do {
        while let body = try framing.nextMessage() {
          let answers: [JSONValue]
          switch JSONValue.parse(body) {
          case .success(let message): answers = server.handle(message)
          case .failure(let problem): answers = [LanguageServer.unparsableMessage(problem)]
          }
          for answer in answers { write(MessageFraming.frame(answer), to: output) }
          if let status = server.exitStatus { return status }
        }
        // Every message received so far is handled: now check what they changed.
        for answer in server.checkPending() { write(MessageFraming.frame(answer), to: output) }
      } catch {
        let message = "flowc lsp: \(error.message); the session ends"
        let notice = LanguageServer.notificationMessage(
          "window/showMessage", ["type": 1, "message": .string(message)])
        write(MessageFraming.frame(notice), to: output)
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 1
      }
      let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return 1 }
      framing.append(chunk[0..<count])
    }
  }

  private static func write(_ bytes: [UInt8], to output: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(output, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
