import Foundation

extension ListSizer {
  /// One element to measure.
  struct MeasureJob {
    var row: Int
    var item: any ListItem
    var registration: UInt16
    var state: CellState?
  }

  /// Measures the element at `row` if it is not measured yet and returns its height (see
  /// ``height(ofRow:)``).
  ///
  /// O(log *n*) expected plus at most one measurement.
  ///
  /// - Precondition: `0 <= row < count`.
  @discardableResult
  public func measureRow(_ row: Int) -> CGFloat {
    checkRow(row)
    measureRows(row..<(row + 1))
    return height(ofRow: row)
  }

  /// Measures the elements of `rows` not measured yet, on all cores when there are many (see
  /// ``measuresOnAllCores``), and returns how far that moved the top of `anchor`: what a
  /// host adds to its content offset so that the element it shows at the top stays put when
  /// elements above it get their real heights (as a table view adjusts its content offset
  /// when it sizes rows above the visible ones).
  ///
  /// 0 without an anchor.
  ///
  /// - Precondition: `rows` lies within `0...count`; `anchor`, if any, in `0...count`.
  /// - Complexity: O(*k* log *n*) expected for *k* elements, plus the measurements (divided
  ///   among the cores).
  @discardableResult
  public func measureRows(_ rows: Range<Int>, keepingInPlace anchor: Int? = nil) -> CGFloat {
    precondition(
      rows.lowerBound >= 0 && rows.upperBound <= count,
      "ListSizer: rows \(rows) out of 0..<\(count)")
    let before = anchor.map(offset(ofRow:))
    var jobs: [MeasureJob] = []
    tree.forEach(in: rows) { row, entry, _ in
      if !entry.isMeasured {
        jobs.append(
          MeasureJob(
            row: row, item: registry.item(of: entry), registration: entry.registration,
            state: state(of: entry)))
      }
    }
    measure(jobs)
    guard let anchor, let before else { return 0 }
    return offset(ofRow: anchor) - before
  }

  /// Measures the elements that cover `range` of offsets, from the element at its lower bound
  /// until the offsets (which move as estimates become measured heights) pass its upper
  /// bound: what a host calls for the visible rect.
  ///
  /// Returns those elements.
  ///
  /// - Complexity: O(*k* log *n*) expected for *k* elements, plus the measurements.
  @discardableResult
  public func measureRows(inOffsets range: ClosedRange<CGFloat>) -> Range<Int> {
    guard let first = row(atOffset: range.lowerBound) else { return 0..<0 }
    var end = first
    while end < count, offset(ofRow: end) <= range.upperBound {
      // One at a time: each measured height moves the next element's top. (A screenful is
      // too few elements to be worth other threads.)
      measureRows(end..<(end + 1))
      end += 1
    }
    return first..<end
  }

  /// Measures the elements at `rows` (ascending) if the strategy is exact.
  func measureIfExact(_ rows: [Int]) {
    guard case .exact = strategy, !rows.isEmpty else { return }
    var jobs: [MeasureJob] = []
    for row in rows {
      let entry = tree.element(at: row)
      if !entry.isMeasured {
        jobs.append(
          MeasureJob(
            row: row, item: registry.item(of: entry), registration: entry.registration,
            state: state(of: entry)))
      }
    }
    measure(jobs)
  }

  /// Measures `jobs` and stores their heights.
  ///
  /// Elements with a state kept by the list are measured on the calling thread (a state belongs to
  /// one thread); the others on all cores when there are enough of them.
  private func measure(_ jobs: [MeasureJob]) {
    guard !jobs.isEmpty else { return }
    var heights = [CGFloat](repeating: 0, count: jobs.count)
    var shared: [Int] = []  // indices of jobs without a list-kept state
    for (index, job) in jobs.enumerated() {
      if job.state == nil, measuresOnAllCores {
        shared.append(index)
      } else {
        heights[index] = pools.measure(
          job.item, with: registry.registrations[Int(job.registration)], state: job.state,
          width: width)
      }
    }
    if shared.count >= CellPools.concurrentThreshold {
      let work = shared.map { (jobs[$0].item, registry.registrations[Int(jobs[$0].registration)]) }
      let measured = CellPools.measureConcurrently(work, width: width)
      for (index, height) in zip(shared, measured) { heights[index] = height }
    } else {
      for index in shared {
        let job = jobs[index]
        heights[index] = pools.measure(
          job.item, with: registry.registrations[Int(job.registration)], state: nil, width: width)
      }
    }
    measurementCount += jobs.count
    for (job, height) in zip(jobs, heights) {
      let total = tree.modifyElement(at: job.row) { entry in
        keptHeights.keepLatestOtherHeight(of: entry)
        return keptHeights.recordMeasured(height, for: &entry)
      }
      tree.setHeightUnits(RowHeight.units(total), ofRow: job.row)
    }
  }

}
