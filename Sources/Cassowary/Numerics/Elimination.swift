/// The Gauss–Jordan elimination of a refactoring (see ``Tableau/refactor(refreshingObjective:)``):
/// the constraints' equations solved one by one for the symbols that are basic, in double-double
/// arithmetic.
///
/// Invariant: `solved[k]` is the row of `subjects[k]`, free of every other subject;
/// `solvedIndex[s]` is the index in `solved` of the row whose subject is `s`, or -1; the pending
/// equations hold no subject solved so far.
struct Elimination {
  /// The equations not solved yet (where `isPending`), each kept free of the subjects.
  var pending: [PreciseRow]
  var isPending: [Bool]
  var solved: [PreciseRow] = []
  var subjects: [Symbol] = []
  var solvedIndex: [Int]

  /// An elimination of `equations` over `symbolCount` symbol ids.
  init(equations: [PreciseRow], symbolCount: Int) {
    pending = equations
    isPending = [Bool](repeating: true, count: equations.count)
    solvedIndex = [Int](repeating: -1, count: symbolCount)
    solved.reserveCapacity(equations.count)
  }

  /// Solves every equation, each for the subject ``nextPivot(slotOfBasic:kinds:)`` picks
  /// (`slotOfBasic` says which symbols are basic), and returns whether every step found one and
  /// every solved row is finite.
  ///
  /// - Complexity: O(*m*² · *k*) for *m* equations of *k* cells each, in double-double
  ///   operations.
  mutating func run(slotOfBasic: [Slot], kinds: [SymbolKind]) -> Bool {
    var scratch = PreciseRow.Scratch()
    for _ in 0..<pending.count {
      guard let (next, subject) = nextPivot(slotOfBasic: slotOfBasic, kinds: kinds) else {
        return false
      }
      var row = pending[next]
      isPending[next] = false
      row.solve(for: subject)
      for k in solved.indices { solved[k].substitute(subject, with: row, scratch: &scratch) }
      for k in pending.indices where isPending[k] {
        pending[k].substitute(subject, with: row, scratch: &scratch)
      }
      solvedIndex[Int(subject)] = solved.count
      subjects.append(subject)
      solved.append(row)
    }
    return solved.allSatisfy(\.isFinite)
  }

  /// The pivot of the next elimination step of ``Tableau/refactor(refreshingObjective:)``: the
  /// pending equation with the fewest basic symbols not yet solved for, solved for its largest
  /// coefficient among those symbols; among equations with as many, the one whose largest
  /// coefficient is the most times its next largest (the first such in the records' order).
  ///
  /// A pending equation that holds none (the basis is singular to the arithmetic's precision) is
  /// taken as soon as the scan meets it, solved for a symbol that is not basic
  /// (``repairingPivot(_:kinds:)``); nil if it holds none but dummies.
  ///
  /// Why the fewest: a layout's basis is nearly triangular (an edge pinned to a constant, the
  /// next edge to it), and solving the equations that pin one symbol first follows that
  /// triangle, so no step divides by a coefficient that earlier steps made by cancellation. In
  /// order of addition, one system solved `20 * x1 == 201326592` last, for a slack whose
  /// coefficient was 2e-18 by then; the rows it left gave `x2` a coefficient of 3.7e-34 that is
  /// 0 exactly, and the simplex moved `x0` to -3e39 along it.
  ///
  /// Why the most dominant: a step adds to every other equation's cells the pivot row's cells
  /// times the ratio of their coefficients, and the smaller the other cells of the pivot row
  /// against its subject's, the less those additions swamp. Of `4 * x0 - 6.9e-18 * x3 - s == -14`
  /// and `1.07e10 * x0 - 6.8e-49 * x3 + d == 6.6e209`, solving the first for `x0` leaves the
  /// second `1.86e-8 * x3`, whose `6.8e-49` no double-double holds, and `x0`'s coefficient of
  /// `s`, 9.2e-42, cancels to zero: the objective no longer sees that `s` moves `x0`. Solving the
  /// second for `x0` first keeps both.
  ///
  /// - Complexity: O(cells of the pending equations).
  func nextPivot(slotOfBasic: [Slot], kinds: [SymbolKind]) -> (row: Int, subject: Symbol)? {
    var best: (row: Int, subject: Symbol)? = nil
    var bestCount = Int.max
    var bestDominance = 0.0
    for k in pending.indices where isPending[k] {
      var count = 0
      var subject: Symbol = -1
      var size = 0.0
      var second = 0.0
      for (symbol, a) in pending[k].cells {
        let s = Int(symbol)
        guard slotOfBasic[s] >= 0 && solvedIndex[s] < 0 else { continue }
        count += 1
        if abs(a.high) > size {
          subject = symbol
          second = size
          size = abs(a.high)
        } else {
          second = max(second, abs(a.high))
        }
      }
      // Only non-basic symbols are left: the basis is singular (see the function's comment).
      guard count > 0 else { return repairingPivot(pending[k], kinds: kinds).map { (k, $0) } }
      guard subject >= 0 else { return nil }  // no coefficient to divide by is finite
      let dominance = size / second
      if count < bestCount || (count == bestCount && dominance > bestDominance) {
        best = (k, subject)
        bestCount = count
        bestDominance = dominance
        if count == 1 { break }
      }
    }
    return best
  }

  /// The symbol a pending equation that holds no unsolved basic symbol is solved for: its
  /// largest coefficient among the symbols other than dummies (a dummy is basic only at zero,
  /// for a redundant equality); nil if it has none.
  ///
  /// - Complexity: O(cells of the equation).
  func repairingPivot(_ equation: PreciseRow, kinds: [SymbolKind]) -> Symbol? {
    var subject: Symbol? = nil
    var size = 0.0
    for (symbol, a) in equation.cells
    where kinds[Int(symbol)] != .dummy && abs(a.high) > size {
      subject = symbol
      size = abs(a.high)
    }
    return subject
  }
}
