/// An operator waiting on the expression parser's stack, with the byte offset of its token.
struct PendingOperator: Sendable {
  enum Kind: Sendable { case add, subtract, multiply, divide, negate, plus, parenthesis }
  var kind: Kind
  var offset: Int

  /// Binding strength: prefix operators bind tightest, then `*` `/`, then `+` `-`.
  var precedence: Int {
    switch kind {
    case .add, .subtract: 1
    case .multiply, .divide: 2
    case .negate, .plus: 3
    case .parenthesis: 0
    }
  }
}

/// Linear expressions, parsed with explicit operand and operator stacks (shunting-yard), so
/// that deep nesting (`((((x))))`, `- - - x`) costs heap, never stack. Both stacks belong to
/// the parser and are reused, so a statement's expressions allocate nothing of their own.
extension Parser {
  /// Reads a linear expression onto ``forms`` (one operand), `first` being its first operand
  /// if the caller already read it.
  ///
  /// Returns false after reporting an error (the caller discards what this left on ``forms``).
  ///
  /// - Complexity: O(*t* · *v*): *t* tokens, *v* terms scaled per operator (linear in the
  ///   expression's size for the usual left-to-right sums).
  mutating func parseExpression(startingWith first: NameReference?) -> Bool {
    operators.removeAll(keepingCapacity: true)
    var expectsOperand = true
    if let first {
      pushVariable(first.id)
      expectsOperand = false
    }
    while true {
      if expectsOperand {
        switch token.kind {
        case .minus: operators.append(PendingOperator(kind: .negate, offset: token.start))
        case .plus: operators.append(PendingOperator(kind: .plus, offset: token.start))
        case .leftParenthesis:
          operators.append(PendingOperator(kind: .parenthesis, offset: token.start))
        case .number:
          forms.push(constant: token.number)
          expectsOperand = false
        case .name:
          pushVariable(names.id(from: token.start, to: token.end))
          expectsOperand = false
        case _ where token.kind.isKeyword:
          report(.keywordAsName(lexer.text(of: token)), at: token.start)
          return false
        default:
          reportUnexpected(expected: "an expression")
          return false
        }
        advance()
        continue
      }
      let kind: PendingOperator.Kind
      switch token.kind {
      case .plus: kind = .add
      case .minus: kind = .subtract
      case .star: kind = .multiply
      case .slash: kind = .divide
      case .rightParenthesis:
        while let top = operators.last, top.kind != .parenthesis {
          guard apply(operators.removeLast()) else { return false }
        }
        guard operators.popLast() != nil else {
          report(.unmatchedParenthesis, at: token.start)
          return false
        }
        advance()
        continue
      default:
        while let top = operators.popLast() {
          guard top.kind != .parenthesis else {
            report(.unterminatedParenthesis, at: top.offset)
            return false
          }
          guard apply(top) else { return false }
        }
        return true
      }
      let pending = PendingOperator(kind: kind, offset: token.start)
      while let top = operators.last, top.precedence >= pending.precedence {
        guard apply(operators.removeLast()) else { return false }
      }
      operators.append(pending)
      expectsOperand = true
      advance()
    }
  }

  /// Pushes the expression holding just the named variable (noting the use).
  private mutating func pushVariable(_ id: Int32) {
    names.noteVariableUse(id, declares: true)
    forms.push(name: id)
  }

  /// Applies an operator to the top of the operand stack; false after reporting an error.
  private mutating func apply(_ pending: PendingOperator) -> Bool {
    let isFinite: Bool
    switch pending.kind {
    case .negate:
      forms.scaleTop(by: -1)
      return true
    case .plus, .parenthesis:
      return true
    case .add, .subtract:
      isFinite = forms.combineTopTwo(sign: pending.kind == .add ? 1 : -1)
    case .multiply:
      if forms.hasVariable(depth: 1) && forms.hasVariable(depth: 0) {
        report(.nonlinearProduct, at: pending.offset)
        return false
      }
      isFinite = forms.multiplyTopTwo()
    case .divide:
      if forms.hasVariable(depth: 0) {
        report(.nonlinearDivision, at: pending.offset)
        return false
      }
      if forms.constant(depth: 0) == 0 {
        report(.divisionByZero, at: pending.offset)
        return false
      }
      isFinite = forms.divideTopTwo()
    }
    if !isFinite {
      report(.nonFiniteResult, at: pending.offset)
      return false
    }
    return true
  }
}
