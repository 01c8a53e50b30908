import Foundation

extension CellPools {
  /// Fewer measurements than this are made on the calling thread: starting threads would cost
  /// more.
  static let concurrentThreshold = 64

  /// The heights of `work`'s items at `width`, measured in chunks on all cores, each chunk
  /// with its own cells.
  static func measureConcurrently(
    _ work: [(any ListItem, CellRegistration)], width: CGFloat
  ) -> [CGFloat] {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    // Several chunks a core, so a core that finishes early takes another.
    let chunks = max(1, min(cores * 4, work.count / 16))
    let results = Locked([CGFloat](repeating: 0, count: work.count))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let range = (work.count * chunk / chunks)..<(work.count * (chunk + 1) / chunks)
      var pools = CellPools()
      var heights: [CGFloat] = []
      heights.reserveCapacity(range.count)
      for index in range {
        let (item, registration) = work[index]
        heights.append(pools.measure(item, with: registration, state: nil, width: width))
      }
      results.withLock { $0.replaceSubrange(range, with: heights) }
    }
    return results.withLock { $0 }
  }
}
