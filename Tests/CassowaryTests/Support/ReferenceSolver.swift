/// An independent, exact reference for small constraint systems (it does not use the
/// Cassowary module).
///
/// It computes the lexicographic optimum the way the specification defines it: the required
/// constraints must hold; then, level by level from the highest, it minimises the sum of
/// `weight * error` of that level's constraints while every higher level keeps its optimal
/// error. The error of a constraint `E relation 0` is `|E|` for `==`, `max(0, E)` for `<=` and
/// `max(0, -E)` for `>=`.
///
/// Method: a dense textbook simplex over exact ``Rational``s. Each free variable is split as
/// `x = x⁺ - x⁻`; phase 1 (one artificial per row) decides feasibility; then for each level a
/// phase 2 with Bland's rule (lowest column enters, ties in the ratio test go to the lowest
/// basic column), so it terminates. After a level is optimal with reduced costs `d ≥ 0`, every
/// feasible point has `objective = optimum + Σ d_j y_j`, so the optimal face is exactly where
/// each non-basic column with `d_j > 0` stays zero: those columns are frozen and later levels
/// optimise over that face. Complexity: exponential in the worst case, fine for 2-8 variables
/// and a dozen constraints.
///
/// The arithmetic is exact and unbounded (``Rational`` over ``BigInteger``), so it never
/// overflows; the outcome is ``Outcome/gaveUp`` only when the simplex exceeds its pivot budget,
/// a safety net that Bland's rule makes unreachable.
enum ReferenceSolver {
  /// Thrown when the simplex exceeds its pivot budget (a safety net: Bland's rule terminates).
  struct PivotBudgetExceeded: Error {}

  /// How the constraint's expression relates to zero.
  enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// `Σ coefficient * x[variable] + constant  relation  0`, at a level with a weight.
  struct Constraint: Sendable, CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Rational)]
    var constant: Rational
    var relation: Relation
    /// 1000 or more is required.
    var level: Double
    var weight: Rational

    var isRequired: Bool { level >= 1000 }

    /// `weight * error` at the point `values` (for a required constraint, its violation).
    func weightedError(at values: [Rational]) -> Rational {
      var e = constant
      for t in terms { e = e.adding(t.coefficient.multiplied(by: values[t.variable])) }
      let violation: Rational
      switch relation {
      case .equal: violation = e.isNegative ? e.negated() : e
      case .lessThanOrEqual: violation = e.isPositive ? e : .zero
      case .greaterThanOrEqual: violation = e.isNegative ? e.negated() : .zero
      }
      return isRequired ? violation : violation.multiplied(by: weight)
    }

    var description: String {
      let lhs = terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
      let op: String
      switch relation {
      case .lessThanOrEqual: op = "<="
      case .equal: op = "=="
      case .greaterThanOrEqual: op = ">="
      }
      return "\(lhs) + \(constant) \(op) 0 @ \(level) w \(weight)"
    }
  }

  /// The lowest and highest value of a variable over the optimal face; nil is unbounded.
  struct Range: Sendable, Equatable {
    var lower: Rational?
    var upper: Rational?
    /// Whether the variable can take more than one value at the optimum.
    var isAmbiguous: Bool { lower == nil || upper == nil || lower! < upper! }
  }

  /// The lexicographic optimum of a feasible system.
  struct Optimum: Sendable {
    /// The distinct non-required levels, highest first.
    var levels: [Double]
    /// The optimal `Σ weight * error` of each level, in the order of ``levels``.
    var errors: [Rational]
    /// One optimal point (optima need not be unique).
    var values: [Rational]
    /// The ranges asked for, in the order asked.
    var ranges: [Range]

    /// The optimal error at `level` (zero for a level no constraint uses).
    func error(atLevel level: Double) -> Rational {
      levels.firstIndex(of: level).map { errors[$0] } ?? .zero
    }
  }

  enum Outcome: Sendable {
    /// The required constraints cannot all hold.
    case infeasible
    case optimal(Optimum)
    /// The simplex exceeded its pivot budget (a safety net, unreachable with Bland's rule); no
    /// answer.
    case gaveUp
  }

  /// Solves the system over `variableCount` free variables; `rangesOf` lists variables whose
  /// range over the optimal face is wanted.
  ///
  /// With `caps`, a level whose cap is above its optimum does not keep its optimum for the
  /// levels below: they are optimised over the points where its error is at most the cap (a
  /// cap at or below the optimum keeps the optimum, as without caps). With a floating-point
  /// solver's errors as caps, each level's optimum is then the best that level can do given
  /// what the solver's point spends on the levels above it.
  static func solve(
    variableCount: Int, constraints: [Constraint], rangesOf: [Int] = [],
    caps: [Double: Rational] = [:]
  ) -> Outcome {
    do {
      return try solveExactly(
        variableCount: variableCount, constraints: constraints, rangesOf: rangesOf, caps: caps)
    } catch {
      return .gaveUp
    }
  }

  /// Whether every required constraint holds at `values`, and `Σ weight * error` per
  /// non-required level there: an exact check of a claimed optimum's bookkeeping.
  static func evaluate(_ constraints: [Constraint], at values: [Rational]) -> (
    requiredHold: Bool, errors: [Double: Rational]
  ) {
    var hold = true
    var errors: [Double: Rational] = [:]
    for c in constraints {
      let error = c.weightedError(at: values)
      if c.isRequired {
        hold = hold && error.isZero
      } else {
        errors[c.level] = (errors[c.level] ?? .zero).adding(error)
      }
    }
    return (hold, errors)
  }

  /// Whether the required constraints among `constraints` can all hold (nil: gave up).
  static func isFeasible(variableCount: Int, constraints: [Constraint]) -> Bool? {
    switch solve(variableCount: variableCount, constraints: constraints.filter(\.isRequired)) {
    case .infeasible: false
    case .optimal: true
    case .gaveUp: nil
    }
  }

  private static func solveExactly(
    variableCount n: Int, constraints: [Constraint], rangesOf: [Int], caps: [Double: Rational]
  ) throws(PivotBudgetExceeded) -> Outcome {
    // Columns: x⁺/x⁻ pairs, then per constraint its slack and error columns, then one slack per
    // capped level, then artificials.
    var columnCount = 2 * n
    var layout: [(slack: Int?, errors: [Int])] = []
    for c in constraints {
      var slack: Int? = nil
      var errors: [Int] = []
      if c.relation != .equal {
        slack = columnCount
        columnCount += 1
      }
      if !c.isRequired {
        errors.append(columnCount)
        columnCount += 1
        if c.relation == .equal {
          errors.append(columnCount)
          columnCount += 1
        }
      }
      layout.append((slack, errors))
    }
    var capSlack: [Double: Int] = [:]
    for level in caps.keys.sorted(by: >) {
      capSlack[level] = columnCount
      columnCount += 1
    }
    let firstArtificial = columnCount
    columnCount += constraints.count
    var t = Tableau(columnCount: columnCount)
    for j in capSlack.values { t.allowed[j] = false }  // until their rows exist
    for (k, c) in constraints.enumerated() {
      var row = [Rational](repeating: .zero, count: columnCount + 1)
      for term in c.terms {
        row[2 * term.variable] = row[2 * term.variable].adding(term.coefficient)
        row[2 * term.variable + 1] = row[2 * term.variable + 1].subtracting(term.coefficient)
      }
      // E + slack·(±1) + error·(∓1) = 0, i.e. the row reads Σ a x + … = -constant.
      let (slack, errors) = layout[k]
      switch c.relation {
      case .lessThanOrEqual:
        row[slack!] = .one  // E + s (- e) = 0: E = e - s, so e >= max(0, E)
        if let e = errors.first { row[e] = Rational(-1) }
      case .greaterThanOrEqual:
        row[slack!] = Rational(-1)  // E - s (+ e) = 0: E = s - e, so e >= max(0, -E)
        if let e = errors.first { row[e] = .one }
      case .equal:
        if errors.count == 2 {  // E - e⁺ + e⁻ = 0
          row[errors[0]] = Rational(-1)
          row[errors[1]] = .one
        }
      }
      row[columnCount] = c.constant.negated()
      if row[columnCount].isNegative {
        for j in row.indices where !row[j].isZero { row[j] = row[j].negated() }
      }
      row[firstArtificial + k] = .one
      t.rows.append(row)
      t.basis.append(firstArtificial + k)
    }

    // Phase 1: minimise the sum of the artificials.
    var cost = [Rational](repeating: .zero, count: columnCount)
    for j in firstArtificial..<columnCount { cost[j] = .one }
    t.setObjective(cost)
    guard try t.minimise() else { return .gaveUp }  // bounded below by 0: cannot be unbounded
    if t.objectiveValue.isPositive { return .infeasible }
    try t.driveOutArtificials(from: firstArtificial)
    for j in firstArtificial..<columnCount { t.allowed[j] = false }

    // Phase 2, level by level.
    var levels: [Double] = []
    for c in constraints where !c.isRequired && !levels.contains(c.level) { levels.append(c.level) }
    levels.sort(by: >)
    var errors: [Rational] = []
    for level in levels {
      cost = [Rational](repeating: .zero, count: columnCount)
      for (k, c) in constraints.enumerated() where c.level == level && !c.isRequired {
        for e in layout[k].errors { cost[e] = c.weight }
      }
      t.setObjective(cost)
      guard try t.minimise() else { return .gaveUp }
      errors.append(t.objectiveValue)
      if let cap = caps[level], cap > t.objectiveValue {
        t.cap(atMost: cap, slack: capSlack[level]!)
      } else {
        t.freezeNonbasicColumnsWithPositiveReducedCost()
      }
    }

    var values: [Rational] = []
    for i in 0..<n { values.append(t.value(of: 2 * i).subtracting(t.value(of: 2 * i + 1))) }

    var ranges: [Range] = []
    for i in rangesOf {
      var range = Range()
      for direction in [Rational.one, Rational(-1)] {
        var copy = t
        cost = [Rational](repeating: .zero, count: columnCount)
        cost[2 * i] = direction
        cost[2 * i + 1] = direction.negated()
        copy.setObjective(cost)
        if try copy.minimise() {
          if direction.isPositive {
            range.lower = copy.objectiveValue
          } else {
            range.upper = copy.objectiveValue.negated()
          }
        }
      }
      ranges.append(range)
    }
    return .optimal(Optimum(levels: levels, errors: errors, values: values, ranges: ranges))
  }
}

/// A dense simplex tableau in canonical form: each row's basic column is a unit column.
private struct Tableau {
  let columnCount: Int
  /// Each row has `columnCount + 1` entries; the last is the right-hand side.
  var rows: [[Rational]] = []
  var basis: [Int] = []
  /// Reduced costs; the last entry is minus the objective value.
  var objective: [Rational]
  /// Columns that may enter the basis.
  var allowed: [Bool]
  /// A safety net only: Bland's rule terminates on its own.
  private var pivotBudget = 100_000

  init(columnCount: Int) {
    self.columnCount = columnCount
    objective = [Rational](repeating: .zero, count: columnCount + 1)
    allowed = [Bool](repeating: true, count: columnCount)
  }

  var objectiveValue: Rational { objective[columnCount].negated() }

  func value(of column: Int) -> Rational {
    basis.firstIndex(of: column).map { rows[$0][columnCount] } ?? .zero
  }

  /// Sets the objective `Σ cost_j y_j`, expressed in the non-basic columns.
  mutating func setObjective(_ cost: [Rational]) {
    objective = cost + [.zero]
    for (r, b) in basis.enumerated() where !cost[b].isZero {
      subtract(row: rows[r], times: cost[b], from: &objective)
    }
  }

  /// Minimises the objective with Bland's rule; false when it is unbounded below.
  mutating func minimise() throws(ReferenceSolver.PivotBudgetExceeded) -> Bool {
    while true {
      guard
        let entering = (0..<columnCount).first(where: { allowed[$0] && objective[$0].isNegative })
      else {
        return true
      }
      var leaving: Int? = nil
      var best = Rational.zero
      for r in rows.indices where rows[r][entering].isPositive {
        let ratio = rows[r][columnCount].divided(by: rows[r][entering])
        if let l = leaving {
          if ratio < best || (ratio == best && basis[r] < basis[l]) {
            leaving = r
            best = ratio
          }
        } else {
          leaving = r
          best = ratio
        }
      }
      guard let leaving else { return false }
      try pivot(row: leaving, column: entering)
    }
  }

  /// Pivots every artificial still basic (at zero) out of the basis, dropping redundant rows.
  mutating func driveOutArtificials(from firstArtificial: Int) throws(ReferenceSolver
    .PivotBudgetExceeded)
  {
    var r = 0
    while r < rows.count {
      if basis[r] >= firstArtificial {
        if let j = (0..<firstArtificial).first(where: { allowed[$0] && !rows[r][$0].isZero }) {
          try pivot(row: r, column: j)
        } else {
          rows.remove(at: r)
          basis.remove(at: r)
          continue
        }
      }
      r += 1
    }
  }

  /// Keeps the current objective at most `cap` from now on (it is optimal, below `cap`): adds
  /// the row `Σ d_j y_j + slack = cap - value`, the objective in its reduced costs `d_j`, with
  /// `slack` basic (feasible, since `cap` is above the value).
  mutating func cap(atMost cap: Rational, slack: Int) {
    var row = Array(objective[0..<columnCount]) + [cap.subtracting(objectiveValue)]
    row[slack] = .one
    rows.append(row)
    basis.append(slack)
    allowed[slack] = true
  }

  /// Keeps every non-basic column with a positive reduced cost at zero from now on.
  mutating func freezeNonbasicColumnsWithPositiveReducedCost() {
    for j in 0..<columnCount where allowed[j] && objective[j].isPositive && !basis.contains(j) {
      allowed[j] = false
    }
  }

  mutating func pivot(row p: Int, column j: Int) throws(ReferenceSolver.PivotBudgetExceeded) {
    pivotBudget -= 1
    if pivotBudget < 0 { throw ReferenceSolver.PivotBudgetExceeded() }
    let divisor = rows[p][j]
    for c in rows[p].indices where !rows[p][c].isZero {
      rows[p][c] = rows[p][c].divided(by: divisor)
    }
    let pivotRow = rows[p]
    for r in rows.indices where r != p && !rows[r][j].isZero {
      let factor = rows[r][j]
      subtract(row: pivotRow, times: factor, from: &rows[r])
    }
    if !objective[j].isZero {
      subtract(row: pivotRow, times: objective[j], from: &objective)
    }
    basis[p] = j
  }

  private func subtract(row: [Rational], times factor: Rational, from target: inout [Rational]) {
    for c in row.indices where !row[c].isZero {
      target[c] = target[c].subtracting(row[c].multiplied(by: factor))
    }
  }
}
