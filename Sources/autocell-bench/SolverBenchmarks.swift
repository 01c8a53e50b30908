import Cassowary

/// The solver workloads of `autocell-bench`; the same work as `Benchmarks/generate.py`
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
      + conflicting(quick: quick)
  }

  /// The workloads where soft constraints conflict (issue #10).
  ///
  /// The capped chain at 5000 boxes and the drag at 1000 are left out: they take minutes on the
  /// solver before the steady-state work (`Benchmarks/compare.py --all` runs them).
  static func conflicting(quick: Bool) -> [Benchmark] {
    (quick ? [20] : [100, 1000]).map(cappedChain)
      + [cappedDrag(boxes: quick ? 20 : 100, suggestions: quick ? 200 : 20000)]
      + [squeezedRow(views: quick ? 5 : 40, suggestions: quick ? 200 : 20000)]
      + [conflictingGrid(quick ? 5 : 30)]
      + [enamlWindow(suggestions: quick ? 200 : 24000)]
  }

  /// N views, each pinned inside a superview by its own constraints with hugging and
  /// compression resistance on both axes (8 constraints each).
  ///
  /// One operation: one constraint.
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

  /// N boxes, each after the previous one.
  ///
  /// One operation: one constraint.
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

  /// An N x N grid of cells aligned by rows and columns.
  ///
  /// One operation: one constraint.
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

  /// One edit variable dragging a chain of boxes.
  ///
  /// One operation: `suggestValue` plus `updateVariables`.
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

  /// Views removed and re-added one at a time.
  ///
  /// One operation: removing and re-adding a view's three constraints.
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

  /// N boxes in a row, each at least 10 wide and preferring a width spread over 20..100 (weak),
  /// under a required cap on the last right edge that leaves room for 60% of the preferred
  /// total, so that many weak constraints stay violated.
  ///
  /// One operation: one constraint.
  static func cappedChain(_ n: Int) -> Benchmark {
    Benchmark(name: "solver.capped-chain", size: n, unit: "constraint") { run in
      let solver = Solver()
      _ = try buildCappedChain(n, in: solver)
      solver.updateVariables()
      run.keep(solver)
      return 3 * n
    }
  }

  /// Adds the capped chain of `n` boxes to `solver` and returns the boxes' widths.
  static func buildCappedChain(_ n: Int, in solver: Solver) throws -> [Variable] {
    let preferred = (0..<n).map { 20 + ($0 * 37) % 81 }
    let lefts = (0..<n).map { _ in Variable() }
    let widths = (0..<n).map { _ in Variable() }
    try solver.add(lefts[0] == 0)
    for i in 0..<n {
      if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
      try solver.add(widths[i] >= 10)
      try solver.add(widths[i] == Double(preferred[i]) ~ .weak)
    }
    let cap = Int(0.6 * Double(preferred.reduce(0, +))) + 8 * (n - 1)
    try solver.add(lefts[n - 1] + widths[n - 1] <= Double(cap))
    return widths
  }

  /// The capped chain with its middle box's width a strong edit variable, dragged through
  /// 10...250 in steps of 7, cycling.
  ///
  /// One operation: one `suggestValue`.
  static func cappedDrag(boxes: Int, suggestions: Int) -> Benchmark {
    Benchmark(name: "solver.capped-drag", size: boxes, unit: "suggest") { run in
      let solver = Solver()
      let drag = try buildCappedChain(boxes, in: solver)[boxes / 2]
      try solver.addEditVariable(drag, strength: .strong)
      let values = Array(stride(from: 10, through: 250, by: 7))
      for k in 0..<suggestions {
        try solver.suggestValue(Double(values[k % values.count]), for: drag)
      }
      solver.updateVariables()
      run.keep(solver)
      return suggestions
    }
  }

  /// A cell-like row of text-like views with 8-point gaps, each holding its intrinsic width by
  /// hugging (250 for the first view, 251 for the others) and compression resistance (750);
  /// the row's width is an edit variable at 999 dragged in a sawtooth from wider than the
  /// content to narrower than the gaps.
  ///
  /// One operation: one `suggestValue`.
  static func squeezedRow(views: Int, suggestions: Int) -> Benchmark {
    Benchmark(name: "solver.squeezed-row", size: views, unit: "suggest") { run in
      let solver = Solver()
      let left = Variable("left")
      let right = Variable("right")
      let rowWidth = Variable("rw")
      try solver.add(left == 0)
      try solver.add(right == left + rowWidth)
      var trailing = Expression(left)
      var total = 0
      for i in 0..<views {
        let x = Variable()
        let width = Variable()
        let intrinsic = 30 + (i * 53) % 170
        total += intrinsic
        try solver.add(x == trailing + 8)
        try solver.add(width >= 0)
        try solver.add(width <= Double(intrinsic) ~ (i == 0 ? 250 : 251))
        try solver.add(width >= Double(intrinsic) ~ 750)
        trailing = x + width
      }
      try solver.add(right == trailing + 8)
      try solver.addEditVariable(rowWidth, strength: Strength(999))
      let top = total + 8 * (views + 1) + 100
      for s in 0..<suggestions {
        try solver.suggestValue(Double(top - (s * 13) % top), for: rowWidth)
      }
      solver.updateVariables()
      run.keep(solver)
      return suggestions
    }
  }

  /// An N x N grid in a fixed overall size that cannot give its cells their preferred sizes:
  /// each cell asks its column for a minimum width (medium) and its row for a minimum height
  /// (one of 50 levels, 400..<450), equal column widths are a tie-breaker (300).
  ///
  /// One operation: one constraint.
  static func conflictingGrid(_ n: Int) -> Benchmark {
    Benchmark(name: "solver.conflicting-grid", size: n * n, unit: "constraint") { run in
      let solver = Solver()
      let columns = (0...n).map { _ in Variable() }
      let rows = (0...n).map { _ in Variable() }
      try solver.add(columns[0] == 0)
      try solver.add(rows[0] == 0)
      try solver.add(columns[n] == Double(n * 30))
      try solver.add(rows[n] == Double(n * 18))
      var count = 4
      for j in 0..<n {
        try solver.add(columns[j + 1] >= columns[j] + 4)
        try solver.add(rows[j + 1] >= rows[j] + 4)
        count += 2
        if j > 0 {
          try solver.add(columns[j + 1] - columns[j] == columns[j] - columns[j - 1] ~ 300)
          count += 1
        }
      }
      for i in 0..<n {
        for j in 0..<n {
          let width = 30 + (i * 7 + j * 11) % 40
          let height = 20 + (i * 5 + j * 3) % 15
          try solver.add(columns[j + 1] - columns[j] >= Double(width) ~ .medium)
          try solver.add(rows[i + 1] - rows[i] >= Double(height) ~ Double(400 + (i + j) % 50))
          count += 2
        }
      }
      solver.updateVariables()
      run.keep(solver)
      return count
    }
  }

  /// A small form window in the shape of kiwi's enaml-style benchmark (111 constraints): three
  /// label/field rows and a custom widget, the window's width and height strong edit variables
  /// resized through six sizes, each resize two suggests and an update.
  ///
  /// The same constraints as `enaml_window` in `Benchmarks/generate.py`. One operation: one
  /// `suggestValue`.
  static func enamlWindow(suggestions: Int) -> Benchmark {
    Benchmark(name: "solver.enaml-window", size: 111, unit: "suggest") { run in
      let solver = Solver()
      let (width, height) = try buildEnamlWindow(in: solver)
      let sizes: [(Double, Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
      ]
      for k in 0..<suggestions / 2 {
        let (w, h) = sizes[k % sizes.count]
        try solver.suggestValue(w, for: width)
        try solver.suggestValue(h, for: height)
        solver.updateVariables()
      }
      run.keep(solver)
      return suggestions / 2 * 2
    }
  }

  /// Adds the enaml-style form window to `solver` and returns its width and height, both
  /// strong edit variables.
  static func buildEnamlWindow(in solver: Solver) throws -> (Variable, Variable) {
    let (left, top, width, height) = (Variable("left"), Variable("top"), Variable(), Variable())
    try solver.addEditVariable(width, strength: .strong)
    try solver.addEditVariable(height, strength: .strong)
    for v in [left, top, width, height] { try solver.add(v >= 0) }
    try solver.add(width == 0 ~ .medium)
    try solver.add(height == 0 ~ .medium)
    let (contentLeft, contentTop) = (Variable(), Variable())
    let (contentRight, contentBottom) = (Variable(), Variable())
    try solver.add(contentLeft == left + 10)
    try solver.add(contentTop == top + 10)
    try solver.add(contentRight == left + width - 10)
    try solver.add(contentBottom == top + height - 10)
    let midline = Variable("midline")

    /// A spacing: at least (required), and exactly if possible (medium, weight 1.25).
    func spaced(_ lhs: Expression, _ rhs: Expression) throws {
      try solver.add(lhs >= rhs)
      try solver.add(lhs == rhs ~ Strength.medium.weighted(1.25))
    }
    /// A view's left, top, width and height, all non-negative.
    func view() throws -> (Variable, Variable, Variable, Variable) {
      let parts = (Variable(), Variable(), Variable(), Variable())
      for v in [parts.0, parts.1, parts.2, parts.3] { try solver.add(v >= 0) }
      return parts
    }

    var above = Expression(contentTop)
    for (row, labelWidth) in [67.0, 66, 24].enumerated() {
      let (lbLeft, lbTop, lbWidth, lbHeight) = try view()
      let (flLeft, flTop, flWidth, flHeight) = try view()
      try solver.add(lbWidth == labelWidth ~ .weak)
      try solver.add(lbWidth >= labelWidth ~ .strong)
      try solver.add(lbHeight == 16 ~ .strong)
      try solver.add(lbHeight >= 16 ~ .strong)
      try solver.add(flWidth >= 125 ~ .strong)
      try solver.add(flHeight == 21 ~ .strong)
      try solver.add(flHeight >= 21 ~ .strong)
      try solver.add(flLeft == midline ~ .strong)
      try solver.add(lbTop + 0.5 * lbHeight == flTop + 0.5 * flHeight ~ .strong)
      try spaced(Expression(lbLeft), Expression(contentLeft))
      try spaced(Expression(flLeft), lbLeft + lbWidth + 10)
      try spaced(Expression(contentRight), flLeft + flWidth)
      try spaced(Expression(flTop), row == 0 ? above : above + 10)
      try solver.add(lbTop >= contentTop)
      try solver.add(flTop >= contentTop)
      try solver.add(lbLeft + lbWidth <= contentRight)
      above = flTop + flHeight
    }
    let (ctLeft, ctTop, ctWidth, ctHeight) = try view()
    try solver.add(ctLeft == midline ~ .strong)
    try solver.add(ctHeight >= 24 ~ 660)
    try solver.add(ctHeight <= 24 ~ 660)
    try solver.add(ctWidth >= 119 ~ 660)
    try solver.add(ctWidth <= 16_777_200 ~ 660)
    try solver.add(midline >= contentLeft)
    try solver.add(midline <= contentRight)
    try spaced(Expression(ctTop), above + 10)
    try spaced(Expression(contentRight), ctLeft + ctWidth)
    try spaced(Expression(contentBottom), ctTop + ctHeight)
    return (width, height)
  }
}
