import FuzzTargets
import FuzzerEntry

/// libFuzzer on `FuzzTarget.flowFrontEnd` (Fuzz/README.md).
@_cdecl("FlowFrontEndFuzzer_main")
func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
{
  FuzzerEntry.run(argc, argv) { data, size in
    FuzzTarget.flowFrontEnd.run(FuzzerEntry.bytes(data, size))
    return 0
  }
}
