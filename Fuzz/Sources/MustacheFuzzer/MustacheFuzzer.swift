import FuzzTargets
import FuzzerEntry

/// libFuzzer on `FuzzTarget.mustache` (Fuzz/README.md).
@_cdecl("MustacheFuzzer_main")
func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
{
  FuzzerEntry.run(argc, argv) { data, size in
    FuzzTarget.mustache.run(FuzzerEntry.bytes(data, size))
    return 0
  }
}
