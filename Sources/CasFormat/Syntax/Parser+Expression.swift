/// Linear expressions, parsed with explicit operand and operator stacks (shunting-yard), so
/// that deep nesting (`((((x))))`, `- - - x`) costs heap, never stack.
extension Parser {
  /// An operator waiting on the stack, with the byte offset of its token.
  private struct PendingOperator {
    enum Kind { case add, subtract, multiply, divide, negate, plus, parenthesis }
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

  /// Reads a linear expression, `first` being its first operand if the caller already read it.
  /// Returns nil after reporting an error.
  ///
  /// - Complexity: O(*t* · *v*): *t* tokens, *v* terms moved per operator (linear in the
  ///   expression's size for the usual left-to-right sums).
  mutating func parseExpression(startingWith first: NameReference?) -> LinearForm? {
    var operands: [LinearForm] = []
    var operators: [PendingOperator] = []
    var expectsOperand = true
    if let first {
      operands.append(variable(first.id))
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
          operands.append(LinearForm(constant: token.number))
          expectsOperand = false
        case .name:
          operands.append(variable(names.id(of: lexer.text(of: token))))
          expectsOperand = false
        case _ where token.kind.isKeyword:
          report(.keywordAsName(lexer.text(of: token)), at: token.start)
          return nil
        default:
          reportUnexpected(expected: "an expression")
          return nil
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
          guard apply(operators.removeLast(), to: &operands) else { return nil }
        }
        guard operators.popLast() != nil else {
          report(.unmatchedParenthesis, at: token.start)
          return nil
        }
        advance()
        continue
      default:
        while let top = operators.popLast() {
          guard top.kind != .parenthesis else {
            report(.unterminatedParenthesis, at: top.offset)
            return nil
          }
          guard apply(top, to: &operands) else { return nil }
        }
        return operands.removeLast()
      }
      let pending = PendingOperator(kind: kind, offset: token.start)
      while let top = operators.last, top.precedence >= pending.precedence {
        guard apply(operators.removeLast(), to: &operands) else { return nil }
      }
      operators.append(pending)
      expectsOperand = true
      advance()
    }
  }

  /// The expression holding just the named variable (noting the use).
  private mutating func variable(_ id: Int32) -> LinearForm {
    names.noteVariableUse(id, declares: true)
    return LinearForm(terms: [LinearForm.Term(name: id, coefficient: 1)])
  }

  /// Applies an operator to the top of the operand stack; false after reporting an error.
  private mutating func apply(_ pending: PendingOperator, to operands: inout [LinearForm]) -> Bool {
    var result: LinearForm
    switch pending.kind {
    case .negate:
      operands[operands.count - 1].scale(by: -1)
      return true
    case .plus, .parenthesis:
      return true
    case .add, .subtract:
      let rhs = operands.removeLast()
      result = operands.removeLast()
      result.add(rhs, sign: pending.kind == .add ? 1 : -1)
    case .multiply:
      let rhs = operands.removeLast()
      let lhs = operands.removeLast()
      if lhs.hasVariable && rhs.hasVariable {
        report(.nonlinearProduct, at: pending.offset)
        return false
      }
      result = lhs.hasVariable ? lhs : rhs
      result.scale(by: lhs.hasVariable ? rhs.constant : lhs.constant)
    case .divide:
      let rhs = operands.removeLast()
      result = operands.removeLast()
      if rhs.hasVariable {
        report(.nonlinearDivision, at: pending.offset)
        return false
      }
      if rhs.constant == 0 {
        report(.divisionByZero, at: pending.offset)
        return false
      }
      result.scale(by: 1 / rhs.constant)
      if !result.isFinite {
        report(.nonFiniteResult, at: pending.offset)
        return false
      }
      operands.append(result)
      return true
    }
    if !result.isFinite {
      report(.nonFiniteResult, at: pending.offset)
      return false
    }
    operands.append(result)
    return true
  }
}
