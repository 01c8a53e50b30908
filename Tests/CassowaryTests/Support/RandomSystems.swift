import Cassowary
import TestSupport

/// Random constraint systems for the property tests.
///
/// Every number is a small dyadic fraction, so the exact reference sees exactly what the solver
/// sees.
enum RandomSystems {
  /// A system: its variables and its constraints, in the order to add them.
  struct System {
    var variables: [Variable]
    var constraints: [Constraint]
  }

  /// Non-required levels used, adjacent ones included.
  static let levels: [Double] = [751, 750, 749, 500, 250]
  static let weights: [Double] = [1, 1, 1, 2, 3, 0.5]

  static func relation(using g: inout SeededGenerator) -> Relation {
    [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
  }

  /// Required with probability `required`, else a random level and weight.
  static func strength(required: Double = 0.35, using g: inout SeededGenerator) -> Strength {
    if Double.random(in: 0..<1, using: &g) < required { return .required }
    return Strength(levels.randomElement(using: &g)!, weight: weights.randomElement(using: &g)!)
  }

  /// A random non-required strength (for edit variables).
  static func editStrength(using g: inout SeededGenerator) -> Strength {
    Strength(levels.randomElement(using: &g)!, weight: weights.randomElement(using: &g)!)
  }

  /// `Σ a_i x_i + c relation 0` over 1-3 distinct variables, small integer or half coefficients.
  static func constraint(
    over variables: [Variable], required: Double = 0.35, using g: inout SeededGenerator
  )
    -> Constraint
  {
    let count = Int.random(in: 1...min(3, variables.count), using: &g)
    let chosen = variables.shuffled(using: &g).prefix(count)
    var expression = Expression(constant: Double(Int.random(in: -20...20, using: &g)))
    for v in chosen {
      var a = Double(Int.random(in: 1...3, using: &g))
      if Int.random(in: 0..<8, using: &g) == 0 { a = 0.5 }
      if Bool.random(using: &g) { a = -a }
      expression.terms.append(Term(v, coefficient: a))
    }
    return Constraint(
      expression, relation(using: &g), strength: strength(required: required, using: &g))
  }

  /// 2-8 variables, 1-12 constraints, all relations, several levels and weights.
  static func small(using g: inout SeededGenerator) -> System {
    let variables = (0..<Int.random(in: 2...8, using: &g)).map { Variable("x\($0)") }
    let constraints = (0..<Int.random(in: 1...12, using: &g)).map { _ in
      constraint(over: variables, using: &g)
    }
    return System(variables: variables, constraints: constraints)
  }

  /// A constraint over 1-3 distinct variables with coefficients ±1 and a constant in -1...1,
  /// non-required weights far apart: systems of these have many ties and degenerate vertices.
  static func degenerateConstraint(
    over variables: [Variable], required: Double = 0.4, using g: inout SeededGenerator
  ) -> Constraint {
    let chosen = variables.shuffled(using: &g).prefix(
      Int.random(in: 1...min(3, variables.count), using: &g))
    let terms = chosen.map { Term($0, coefficient: Bool.random(using: &g) ? 1 : -1) }
    let constant = Double(Int.random(in: -1...1, using: &g))
    var strength = strength(required: required, using: &g)
    if !strength.isRequired { strength.weight = [1.0 / 1024, 1, 1024].randomElement(using: &g)! }
    return Constraint(
      Expression(terms, constant: constant), relation(using: &g), strength: strength)
  }

  /// 2-4 variables, 8-12 degenerate constraints (see ``degenerateConstraint(over:required:using:)``),
  /// where an anti-cycling rule matters.
  static func degenerate(using g: inout SeededGenerator) -> System {
    let variables = (0..<Int.random(in: 2...4, using: &g)).map { Variable("d\($0)") }
    let constraints = (0..<Int.random(in: 8...12, using: &g)).map { _ in
      degenerateConstraint(over: variables, using: &g)
    }
    return System(variables: variables, constraints: constraints)
  }

  /// A row of 2-3 boxes in a container: minimum and maximum widths, gaps, preferred widths,
  /// centring and proportions at several levels; at most 7 variables and about 12 constraints.
  static func layout(using g: inout SeededGenerator) -> System {
    let boxes = Int.random(in: 2...3, using: &g)
    let width = Variable("W")
    let lefts = (0..<boxes).map { Variable("left\($0)") }
    let widths = (0..<boxes).map { Variable("width\($0)") }
    func pick() -> Strength { strength(required: 0.3, using: &g) }
    func length(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &g)) }
    var candidates: [Constraint] = [
      lefts[0] >= 0,
      lefts[boxes - 1] + widths[boxes - 1] <= width,
      width == length(150...400) ~ (Bool.random(using: &g) ? .required : Strength(751)),
    ]
    for i in 0..<boxes {
      candidates.append(widths[i] >= length(10...60))
      if i + 1 < boxes {
        let gap = Double(Int.random(in: 0...4, using: &g) * 4)
        candidates.append(lefts[i + 1] >= lefts[i] + widths[i] + gap ~ pick())
      }
    }
    var optional: [Constraint] = []
    for i in 0..<boxes {
      optional.append(widths[i] <= length(40...150) ~ pick())
      optional.append(widths[i] == length(20...120) ~ pick())
    }
    // The row centred: equal margins left and right.
    optional.append(lefts[0] == width - (lefts[boxes - 1] + widths[boxes - 1]) ~ pick())
    optional.append(lefts[0] + widths[0] / 2 == width / 2 ~ pick())  // first box centred
    optional.append(widths[1] == 2 * widths[0] ~ pick())  // proportion
    optional.append(widths[boxes - 1] * 0.5 == widths[0] ~ pick())
    optional.append(lefts[1] == lefts[0] + widths[0] + length(0...20) ~ pick())  // exact gap
    optional.shuffle(using: &g)
    candidates += optional.prefix(12 - candidates.count)
    candidates.shuffle(using: &g)
    return System(variables: [width] + lefts + widths, constraints: candidates)
  }
}
