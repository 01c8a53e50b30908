// Test hooks: an exact image of the solver's state, to check that failed calls change nothing.

extension Solver {
  /// Everything that determines the solver's future behaviour, compared exactly.
  package struct Snapshot: Equatable {
    package var rows: [[Double]]
    package var objective: [[Double]]
    package var levels: [Double]
    package var constraints: [ObjectIdentifier: Double]
    package var edits: [ObjectIdentifier: Double]
    package var variables: [ObjectIdentifier: Int]
    package var freeSymbols: [Int32]
    package var symbolCount: Int
    package var counters: Statistics
    /// The marks that decide whether the system is numerically wide: the smallest and largest
    /// coefficient magnitude, the largest constant or suggested value, and the largest ratio of
    /// two weights at one level.
    package var marks: [Double]
    /// What decides the next calls without being a value: the epochs of the rows, of the last
    /// refactoring and of the last double-double optimum (relative to the rows'), the count of
    /// deferred verifications, the flags that steer verification and recovery, and the symbols
    /// queued for verification, for `updateVariables()` and as entering candidates.
    package var epochs: [UInt64]
    package var flags: [Bool]
    package var queues: [[Int32]]
  }

  /// An exact image of the current state (rows keyed and ordered by basic symbol).
  package func snapshot() -> Snapshot {
    func image(_ row: Row, basic: Symbol) -> [Double] {
      [Double(basic), row.constant]
        + row.cells.filter { $0.coefficient != 0 }.flatMap { [Double($0.symbol), $0.coefficient] }
    }
    tableau.applyPendingRemovals()
    let t = tableau
    var images: [[Double]] = []
    for (i, row) in t.rows.enumerated() where t.basicOfSlot[i] >= 0 {
      images.append(image(row, basic: t.basicOfSlot[i]))
    }
    images.sort { $0[0] < $1[0] }
    return Snapshot(
      rows: images,
      objective: t.objective.nonZeroCells.map { image(Row(cells: $0), basic: -1) },
      levels: t.objective.levels,
      constraints: t.records.constraints.mapValues(\.constant),
      edits: t.records.edits.mapValues(\.value),
      variables: t.records.variables.mapValues(\.uses),
      freeSymbols: t.symbols.free,
      symbolCount: t.symbols.kinds.count,
      counters: t.counters,
      marks: [
        t.scale.smallestCoefficient, t.scale.largestCoefficient, t.scale.largestConstant,
        t.objective.weightSpread,
      ],
      epochs: [
        t.basisEpoch, t.basisEpoch &- t.refactoring.epoch,
        t.basisEpoch &- t.refactoring.preciseOptimumEpoch,
        UInt64(t.verification.deferredCalls),
      ],
      flags: [
        t.verification.shiftNeedsVerification, t.verification.needsFreshSolve, t.stalled,
        t.markerless.removalsPending, t.verification.constantNotFinite,
      ],
      queues: [
        t.verification.touched.symbols.sorted(), t.verification.newChecks.sorted(),
        t.dirty.symbols.sorted(), t.objectiveChanged.symbols.sorted(),
      ])
  }
}

extension Solver {
  /// Adds `delta` to the constant of the row of `variable`, as rounding drift would, without
  /// telling the verification: for tests of when drift is caught.
  ///
  /// Returns false (and changes nothing) if the variable is not basic.
  @discardableResult
  package func shiftRowConstantForTesting(of variable: Variable, by delta: Double) -> Bool {
    tableau.applyPendingRemovals()
    guard let record = tableau.records.variables[variable.id] else { return false }
    let slot = tableau.slotOfBasic[Int(record.symbol)]
    guard slot >= 0 else { return false }
    tableau.rows[Int(slot)].constant += delta
    return true
  }

  /// How many calls in a row may defer their verification (see
  /// `Verification.mustVerify(since:counters:stalled:isNumericallyWide:)`).
  package static var deferredVerificationLimitForTesting: Int {
    Verification.deferredLimit
  }
}

extension Solver {
  /// Keeps a required equality without its dummy marker once its new row holds more than
  /// `threshold` dummies (0: every equality solved for a variable), so that small test systems
  /// reach the marker-less paths (removal and constant changes by a fresh solve).
  package func setMarkerlessThresholdForTesting(_ threshold: Int) {
    tableau.settings.markerlessThreshold = threshold
  }
}

extension Solver {
  /// One slot of the tableau exactly as stored: its basic symbol (-1 for a free slot), the
  /// bits of its constant, its tombstone count and every cell, tombstones included, as
  /// (symbol, coefficient bits).
  package struct StoredRow: Equatable {
    package var basic: Int32
    package var constant: UInt64
    package var zeros: Int
    package var cells: [[UInt64]]
  }

  /// Every slot's row exactly as stored, in slot order: what a rolled-back journal must give
  /// back bit for bit (``snapshot()`` compares values only, and skips tombstones).
  ///
  /// O(*n*) for *n* cells.
  package func storedRowsForTesting() -> [StoredRow] {
    tableau.applyPendingRemovals()
    return tableau.rows.indices.map { i in
      let row = tableau.rows[i]
      return StoredRow(
        basic: tableau.basicOfSlot[i], constant: row.constant.bitPattern, zeros: row.zeros,
        cells: row.cells.map { [UInt64(bitPattern: Int64($0.symbol)), $0.coefficient.bitPattern] }
      )
    }
  }
}
