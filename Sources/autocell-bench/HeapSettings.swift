#if canImport(Glibc)
  import Glibc
#endif

/// The C allocator's settings for `bench`: freed memory stays in the process between runs.
///
/// glibc returns the top of its heap to the system when more than a threshold of it is free,
/// and adjusts that threshold as the program frees large blocks. A run that builds a solver of
/// 80,000 constraints touches about 40 MB; when the run ends and the solver is freed, whether
/// those pages are returned (and faulted in again, page by page, by the next run) depends on
/// whether some small, long-lived block happens to sit above them at the top of the heap. That
/// is layout luck: two builds with the same instruction counts differed by 2x on
/// `solver.siblings` at 10000 for it (2026-11-26). Fixing the thresholds (trim at 256 MB, map
/// separately only blocks of 32 MB or more) makes every run after the first start from a warm
/// heap, so the best run measures the workload. The same settings for an older binary:
/// `GLIBC_TUNABLES=glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432`.
enum HeapSettings {
  /// Applies the settings (glibc only; elsewhere, and if glibc's `mallopt` cannot be found,
  /// nothing changes).
  static func keepFreedMemory() {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      // `mallopt` is not among the functions Swift's Glibc module exports; its parameter
      // numbers are glibc's `M_TRIM_THRESHOLD` (-1) and `M_MMAP_THRESHOLD` (-3).
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-1, 256 << 20)
      _ = mallopt(-3, 32 << 20)
    #endif
  }
}
