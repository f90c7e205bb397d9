// A miscompile in Swift 6.3.1 (swift-6.3.1-RELEASE, x86_64 Linux), reduced from Mustache's
// StandaloneRules (issue 18). With -O, an `Array(slice)` whose result is discarded is
// released before the slice's bytes are copied into it, and the copy writes freed heap
// memory: AddressSanitizer reports a heap-use-after-free WRITE in memcpy, valgrind an
// "Invalid write" in memmove. In the optimised SIL the `strong_release` of the new buffer
// comes before the `builtin "copyArray"` that fills it. -Onone is clean, and so is -O when
// the array is kept (`-D KEEP_RESULT`), which is what flowc now does: it builds such an
// array only where it stores it. Run by Tests/MustacheTests/DiscardedSliceCopyTests.swift.

func copyPrefixes(of source: [UInt8], upTo count: Int) -> [[UInt8]] {
  var kept: [[UInt8]] = []
  for length in 1..<count {
    #if KEEP_RESULT
      kept.append(Array(source[0..<length]))
    #else
      _ = Array(source[0..<length])
    #endif
  }
  return kept
}

// The count comes from the command line so that the optimiser cannot fold the loop away.
let copies = copyPrefixes(of: Array("  {{!c}}".utf8), upTo: CommandLine.arguments.count + 2)
print("copied", copies.count)
