import Foundation

/// Renames a file to a name that must not exist yet, in one step: the way a human file is
/// put in place, so that one that appeared since the build looked is kept.
///
/// Linux's `renameat2(…, RENAME_NOREPLACE)` does it in one system call; it is looked up
/// when first needed (the C library declares it only for GNU sources, which Swift does
/// not import). Where it is missing, or the file system refuses it, a hard link to the
/// new name (which fails when the name exists) and an unlink of the old one do the same
/// in two calls.
enum ExclusiveRename {
  /// 0, or -1 with `errno` set (EEXIST when `target` exists); `source` is gone either way.
  static func rename(_ source: String, to target: String) -> Int32 {
    #if os(Linux)
      if let renameat2 = Self.renameat2 {
        let result = renameat2(atCurrentDirectory, source, atCurrentDirectory, target, noReplace)
        if result == 0 { return 0 }
        let error = errno
        if error != EINVAL && error != ENOSYS && error != EOPNOTSUPP {
          unlink(source)
          errno = error
          return -1
        }
      }
    #endif
    guard link(source, target) == 0 else {
      let error = errno
      unlink(source)
      errno = error
      return -1
    }
    unlink(source)
    return 0
  }

  #if os(Linux)
    private typealias RenameAt2 =
      @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
      ) -> Int32

    /// `AT_FDCWD` and `RENAME_NOREPLACE`, from linux/fcntl.h and linux/fs.h.
    private static let atCurrentDirectory: Int32 = -100
    private static let noReplace: UInt32 = 1

    private static let renameat2: RenameAt2? = {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "renameat2")
      else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
  #endif
}
