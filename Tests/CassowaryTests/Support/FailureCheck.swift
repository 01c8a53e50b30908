import Cassowary
import Testing

/// Checks the guarantee that a failed call leaves a solver exactly as it was.
///
/// Two solvers are built by the same `setup`. On one, `failing` must throw `expected` (nil:
/// any error that is not a misuse of the API, see ``Numerics/isMisuse(_:)``); its
/// observable state (``State``) must be the same as before the call and as the twin's, which
/// never saw the call; then `next` runs on both and must give the same outcome and state.
struct FailureCheck {
  /// What a user can observe of a solver, for the given constraints and variables.
  struct State: Equatable, CustomStringConvertible {
    var contains: [Bool]
    var edits: [Bool]
    var values: [Double]
    var constraints: Int
    var rows: Int
    var constraintsAdded: Int
    var constraintsRemoved: Int

    init(_ solver: Solver, constraints: [Constraint], variables: [Variable]) {
      contains = constraints.map { solver.contains($0) }
      edits = variables.map { solver.hasEditVariable($0) }
      values = variables.map { solver.value(of: $0) }
      let s = solver.statistics
      self.constraints = s.constraints
      rows = s.rows
      constraintsAdded = s.constraintsAdded
      constraintsRemoved = s.constraintsRemoved
    }

    var description: String {
      "contains \(contains), edits \(edits), values \(values), constraints \(constraints), rows \(rows), "
        + "added \(constraintsAdded), removed \(constraintsRemoved)"
    }
  }

  /// Every constraint and variable whose state is compared.
  var constraints: [Constraint]
  var variables: [Variable]

  /// Runs the check; `next` defaults to re-solving after a new weak constraint.
  func run(
    setup: (Solver) throws(SolverError) -> Void,
    failing: (Solver) throws(SolverError) -> Void,
    expected: SolverError?,
    next: ((Solver) throws(SolverError) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let solver = Solver()
    let twin = Solver()
    do throws(SolverError) {
      try setup(solver)
      try setup(twin)
    } catch {
      Issue.record("setup threw \(error)", sourceLocation: sourceLocation)
      return
    }
    let before = State(solver, constraints: constraints, variables: variables)
    let snapshot = solver.snapshot()
    do throws(SolverError) {
      try failing(solver)
      Issue.record(
        "expected \(expected.map(String.init(describing:)) ?? "an error"), nothing was thrown",
        sourceLocation: sourceLocation)
    } catch {
      if let expected {
        #expect(error == expected, sourceLocation: sourceLocation)
      } else {
        #expect(!Numerics.isMisuse(error), "\(error)", sourceLocation: sourceLocation)
      }
    }
    let after = State(solver, constraints: constraints, variables: variables)
    #expect(after == before, "the failed call changed the solver", sourceLocation: sourceLocation)
    #expect(
      solver.snapshot() == snapshot, "the failed call changed the tableau",
      sourceLocation: sourceLocation)
    #expect(
      after == State(twin, constraints: constraints, variables: variables),
      sourceLocation: sourceLocation)

    let probe = Constraint(
      Expression(variables.first.map { [Term($0)] } ?? [], constant: -3), .equal, strength: .weak)
    func following(_ s: Solver) throws(SolverError) {
      if let next { try next(s) } else { try s.add(probe) }
    }
    let outcome = FailureCheck.error(of: following, on: solver)
    let twinOutcome = FailureCheck.error(of: following, on: twin)
    #expect(
      outcome == twinOutcome, "the next call differs from the twin's",
      sourceLocation: sourceLocation)
    let all = constraints + [probe]
    #expect(
      State(solver, constraints: all, variables: variables)
        == State(twin, constraints: all, variables: variables),
      "after the next call the solver differs from the twin", sourceLocation: sourceLocation)
  }

  /// The error `call` throws on `solver`, or nil.
  static func error(of call: (Solver) throws(SolverError) -> Void, on solver: Solver)
    -> SolverError?
  {
    do throws(SolverError) {
      try call(solver)
      return nil
    } catch {
      return error
    }
  }
}
