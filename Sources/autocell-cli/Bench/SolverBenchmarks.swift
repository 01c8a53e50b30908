import Cassowary

/// The solver workloads of `autocell-cli bench`; the same work as `Benchmarks/generate.py`
/// writes as `.cas` files for the comparison with kiwi.
enum SolverBenchmarks {
  /// All solver workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let siblings = quick ? [50] : [1000, 10000]
    let chains = quick ? [50] : [1000, 5000]
    let grids = quick ? [5] : [20, 40]
    return siblings.map(independentSiblings) + chains.map(chain) + grids.map(grid)
      + [editLoop(boxes: quick ? 50 : 1000, suggestions: quick ? 200 : 20000)]
      + [churn(views: quick ? 50 : 1000, rounds: quick ? 100 : 3000)]
  }

  /// N views, each pinned inside a superview by its own constraints with hugging and
  /// compression resistance on both axes (8 constraints each). One operation: one constraint.
  static func independentSiblings(_ n: Int) -> Benchmark {
    Benchmark(name: "solver.siblings", size: n, unit: "constraint") { run in
      let solver = Solver()
      let width = Variable("sw")
      let height = Variable("sh")
      try solver.add(width == 1000)
      try solver.add(height == 800)
      for i in 0..<n {
        let x = Variable()
        let y = Variable()
        let w = Variable()
        let h = Variable()
        let intrinsic = Double(40 + i % 50)
        try solver.add(x >= 8)
        try solver.add(x + w <= width - 8)
        try solver.add(y >= 8)
        try solver.add(y + h <= height - 8)
        try solver.add(w <= intrinsic ~ .weak)
        try solver.add(w >= intrinsic ~ .strong)
        try solver.add(h <= 20 ~ .weak)
        try solver.add(h >= 20 ~ .strong)
      }
      solver.updateVariables()
      run.keep(solver)
      return 8 * n + 2
    }
  }

  /// N boxes, each after the previous one. One operation: one constraint.
  static func chain(_ n: Int) -> Benchmark {
    Benchmark(name: "solver.chain", size: n, unit: "constraint") { run in
      let solver = Solver()
      _ = try buildChain(n, in: solver)
      solver.updateVariables()
      run.keep(solver)
      return 3 * n
    }
  }

  /// Adds a chain of `n` boxes to `solver` and returns the first box's x.
  static func buildChain(_ n: Int, in solver: Solver) throws -> Variable {
    let first = Variable("x0")
    try solver.add(first == 0)
    var x = first
    var w = Variable("w0")
    for i in 0..<n {
      if i > 0 {
        let next = Variable()
        try solver.add(next >= x + w + 8)
        x = next
        w = Variable()
      }
      try solver.add(w == Double(40 + i % 30) ~ .strong)
      try solver.add(w >= 10)
    }
    try solver.add(x + w <= Double(n * 30) ~ .medium)
    return first
  }

  /// An N x N grid of cells aligned by rows and columns. One operation: one constraint.
  static func grid(_ n: Int) -> Benchmark {
    Benchmark(name: "solver.grid", size: n * n, unit: "constraint") { run in
      let solver = Solver()
      let columns = (0...n).map { _ in Variable() }
      let rows = (0...n).map { _ in Variable() }
      try solver.add(columns[0] == 0)
      try solver.add(rows[0] == 0)
      for i in 0..<n {
        for j in 0..<n {
          let x = Variable()
          let y = Variable()
          let w = Variable()
          let h = Variable()
          try solver.add(x == columns[j])
          try solver.add(y == rows[i])
          try solver.add(w == Double(40 + (i * j) % 7) ~ .strong)
          try solver.add(h == 20 ~ .strong)
          try solver.add(columns[j + 1] >= x + w + 8)
          try solver.add(rows[i + 1] >= y + h + 8)
        }
      }
      try solver.add(columns[n] <= Double(n * 40) ~ .medium)
      solver.updateVariables()
      run.keep(solver)
      return 6 * n * n + 3
    }
  }

  /// One edit variable dragging a chain of boxes. One operation: `suggestValue` plus
  /// `updateVariables`.
  static func editLoop(boxes: Int, suggestions: Int) -> Benchmark {
    Benchmark(name: "solver.edit-loop", size: boxes, unit: "suggest") { run in
      let solver = Solver()
      let first = try buildChain(boxes, in: solver)
      let drag = Variable("drag")
      try solver.add(drag == first + 500 ~ .weak)
      try solver.addEditVariable(drag, strength: .strong)
      for k in 0..<suggestions {
        try solver.suggestValue(Double(k % 400), for: drag)
        solver.updateVariables()
      }
      run.keep(solver)
      return suggestions
    }
  }

  /// Views removed and re-added one at a time. One operation: removing and re-adding a view's
  /// three constraints.
  static func churn(views: Int, rounds: Int) -> Benchmark {
    Benchmark(name: "solver.churn", size: views, unit: "view") { run in
      let solver = Solver()
      let width = Variable("sw")
      try solver.add(width == 1000)
      var constraints: [[Constraint]] = []
      let xs = (0..<views).map { _ in Variable() }
      let ws = (0..<views).map { _ in Variable() }
      for i in 0..<views {
        let set = [xs[i] >= 8, xs[i] + ws[i] <= width - 8, ws[i] == 50 ~ .strong]
        for c in set { try solver.add(c) }
        constraints.append(set)
      }
      for r in 0..<rounds {
        let i = (r * 7919) % views
        for c in constraints[i] { try solver.remove(c) }
        let set = [xs[i] >= 8, xs[i] + ws[i] <= width - 8, ws[i] == Double(50 + r % 9) ~ .strong]
        for c in set { try solver.add(c) }
        constraints[i] = set
      }
      solver.updateVariables()
      run.keep(solver)
      return rounds
    }
  }
}
