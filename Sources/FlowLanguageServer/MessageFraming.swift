import Foundation

/// LSP's base protocol: each message is a header (`Content-Length: N`, other fields
/// ignored, each line ending in `\r\n`, then an empty line) followed by N bytes of JSON.
///
/// The reader takes bytes as they arrive and hands back whole message bodies. A client is
/// trusted with nothing: a header longer than `maximumHeaderSize`, a header without a
/// usable `Content-Length`, or a length above `maximumContentLength` is a framing error,
/// after which the stream cannot be followed (where the next message starts is unknown),
/// so the session ends rather than read or hold an unbounded amount.
public struct MessageFraming: Sendable {
  /// The largest body accepted: 128 MiB, twice the largest input flowc reads
  /// (`SourceFile.maximumSize`), room for a whole such file sent in a `didOpen`, its
  /// quotes and line breaks escaped.
  public static let maximumContentLength = 128 << 20
  /// The longest header accepted (a real one is about 40 bytes).
  public static let maximumHeaderSize = 8 << 10

  public struct FramingError: Error, Sendable, Equatable {
    public var message: String
  }

  private var buffer: [UInt8] = []
  /// How far `buffer` has been consumed (compacted now and then).
  private var start = 0

  public init() {}

  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next whole body, nil when more bytes are needed, or a framing error.
  public mutating func nextMessage() throws(FramingError) -> [UInt8]? {
    guard let headerEnd = findHeaderEnd() else {
      if buffer.count - start > Self.maximumHeaderSize {
        throw FramingError(
          message: "a message header is longer than \(Self.maximumHeaderSize) bytes")
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      guard name == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard value.count <= 19, let number = Int(value), number >= 0 else {
        throw FramingError(message: "Content-Length '\(value.prefix(40))' is not a byte count")
      }
      length = number
    }
    guard let length else {
      throw FramingError(message: "a message header has no Content-Length")
    }
    guard length <= Self.maximumContentLength else {
      throw FramingError(
        message:
          "a message of \(length) bytes is more than the \(Self.maximumContentLength) bytes flowc lsp accepts"
      )
    }
    let bodyStart = headerEnd + 4
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    start = bodyStart + length
    if start > 1 << 16 || start == buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    return body
  }

  /// The offset of the `\r\n\r\n` that ends the header at `start`, if it has arrived.
  private func findHeaderEnd() -> Int? {
    let limit = min(buffer.count, start + Self.maximumHeaderSize + 4)
    var index = start
    while index + 3 < limit {
      if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D
        && buffer[index + 3] == 0x0A
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// One message, framed for sending.
  public static func frame(_ message: JSONValue) -> [UInt8] {
    let body = Array(message.serialized().utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
