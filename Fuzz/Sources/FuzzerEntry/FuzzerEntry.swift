import CFuzzerDriver
import FuzzTargets

/// Runs libFuzzer on one target, from the target's `@_cdecl("<Target>_main")` entry.
///
/// SwiftPM links each executable with `main` renamed to `<Target>_main`, so libFuzzer's
/// own `main` is never used: the entry hands its arguments to `LLVMFuzzerRunDriver`.
public enum FuzzerEntry {
  public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

  public static func run(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: Callback
  ) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
  }

  /// The input as a byte array (libFuzzer passes a null pointer for an empty input).
  public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }
}
