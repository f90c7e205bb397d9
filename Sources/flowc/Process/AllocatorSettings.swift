#if canImport(Glibc)
  import Glibc
#endif

/// How the C library's allocator serves this process: flowc runs for a fraction of a
/// second, builds a large tree and model, and exits, so memory it frees is better kept for
/// its next allocation than given back to the system at once.
///
/// glibc serves every block above its mmap threshold (128 KiB at start) with a mapping of
/// its own, and unmaps it on free: each growth of a large array (an element's children,
/// the nodes of a flow, a line table) then costs fresh pages, each one faulted in and
/// zeroed by the kernel. Above 32 MiB blocks are still mapped apart; below it they come
/// from the heap, whose freed space the next allocation reuses, and the heap grows 16 MiB
/// at a time rather than 128 KiB. On the 10,000-scene benchmark flow this takes about a
/// tenth off `flowc check`'s CPU time (README, Speed); peaks stay within a few MB.
///
/// Other C libraries (Darwin's) size their zones themselves: nothing to set there.
enum AllocatorSettings {
  static func applyForShortRun() {
    #if os(Linux) && canImport(Glibc)
      // Swift's Glibc module leaves out <malloc.h>, so `mallopt` is found by name; a C
      // library without it (musl, statically linked) is left as it is.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      // The option numbers of glibc's <malloc.h>.
      let topPad: Int32 = -2
      let mmapThreshold: Int32 = -3
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(topPad, 16 << 20)
    #endif
  }
}
