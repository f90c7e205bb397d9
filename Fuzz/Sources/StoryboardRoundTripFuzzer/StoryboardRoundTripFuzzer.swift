import FuzzTargets
import FuzzerEntry

/// libFuzzer on `FuzzTarget.storyboardRoundTrip` (Fuzz/README.md).
@_cdecl("StoryboardRoundTripFuzzer_main")
func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
{
  FuzzerEntry.run(argc, argv) { data, size in
    FuzzTarget.storyboardRoundTrip.run(FuzzerEntry.bytes(data, size))
    return 0
  }
}
