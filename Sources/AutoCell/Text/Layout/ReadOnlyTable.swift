/// An immutable table of plain values read through a pointer: what measuring reads per
/// character, so a read stays one load even where the optimizer stops inlining `Array`'s
/// subscript (the layout engine's loop is large).
///
/// The object owns its copy of the values.
final class ReadOnlyTable<Element: BitwiseCopyable>: @unchecked Sendable {
  /// The values (never written after `init`).
  private let base: UnsafeMutablePointer<Element>
  /// The number of values.
  let count: Int

  /// A table of `values`.
  init(_ values: [Element]) {
    count = values.count
    base = UnsafeMutablePointer<Element>.allocate(capacity: max(1, values.count))
    values.withUnsafeBufferPointer { buffer in
      if let source = buffer.baseAddress { base.initialize(from: source, count: buffer.count) }
    }
  }

  deinit {
    base.deallocate()
  }

  /// The value at `index`, which must be in `0..<count` (checked in debug builds only: the
  /// callers index with values they have range-checked).
  @inline(__always)
  subscript(index: Int) -> Element {
    assert(index >= 0 && index < count, "ReadOnlyTable: index out of range")
    return base[index]
  }
}
