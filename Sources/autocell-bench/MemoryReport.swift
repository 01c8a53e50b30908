import AutoCell
import Foundation

/// `autocell-bench --memory`: the resident memory a `ListSizer` holds per row, for 1,000,000
/// rows of one registration at one width (rows estimated, then the first 10,000 measured).
enum MemoryReport {
  /// A row with a fixed estimated height.
  struct Row: Identifiable, Sendable {
    let id: Int
  }

  static func report(rows: Int = 1_000_000) -> String {
    returnFreedMemory()
    let before = residentBytes()
    let sizer = ListSizer(width: 375, strategy: .estimated(rowHeight: 44))
    sizer.measuresOnAllCores = false
    sizer.register(
      Row.self, estimatedHeight: { _ in 44 }, content: { row, _ in Text("row \(row.id)") })
    do {
      try sizer.setItems((0..<rows).map { Row(id: $0) })
    } catch {
      return "list.memory failed: \(error)\n"
    }
    sizer.measureRows(0..<min(rows, 10_000))
    returnFreedMemory()
    let after = residentBytes()
    let perRow = Double(after - before) / Double(rows)
    return withExtendedLifetime(sizer) {
      "list.memory \(rows) rows: \(String(format: "%.0f", perRow)) bytes a row "
        + "(resident \(before >> 20) MB before, \(after >> 20) MB after)\n"
    }
  }

  /// Gives the memory the C allocator keeps free back to the system (glibc's `malloc_trim`),
  /// so that the resident size counts what the list holds, not the temporary arrays it freed
  /// while the rows were set.
  ///
  /// Nothing elsewhere.
  static func returnFreedMemory() {
    #if canImport(Glibc)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return
      }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }

  /// The process's resident set size, from `/proc/self/statm` (0 where it cannot be read).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
