import FuzzTargets
import FuzzerEntry

/// libFuzzer on `FuzzTarget.config` (Fuzz/README.md).
@_cdecl("ConfigFuzzer_main")
func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
{
  FuzzerEntry.run(argc, argv) { data, size in
    FuzzTarget.config.run(FuzzerEntry.bytes(data, size))
    return 0
  }
}
