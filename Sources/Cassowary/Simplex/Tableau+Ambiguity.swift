// Whether a variable's optimum is unique (Auto Layout's `hasAmbiguousLayout`).

extension Tableau {
  /// Whether the symbol can move while every required constraint holds and no level's error
  /// grows: it is non-basic (and so free), or its row holds a symbol with a zero objective
  /// vector that can move (an external, or a restricted symbol with room to grow).
  func isAmbiguous(_ symbol: Symbol) -> Bool {
    let slot = slotOfBasic[Int(symbol)]
    guard slot >= 0 else { return true }
    for cell in rows[Int(slot)].cells where cell.coefficient != 0 {
      let s = cell.symbol
      let kind = symbols.kinds[Int(s)]
      if kind == .dummy || kind == .free { continue }
      guard objective.sign(of: s) == 0 else { continue }
      if kind == .external { return true }
      if room(toRaise: s) > epsilon { return true }
    }
    return false
  }

  /// How far a non-basic restricted symbol can rise before some restricted row reaches zero.
  func room(toRaise symbol: Symbol) -> Double {
    var room = Double.infinity
    var cursor = columns.cursor(symbol)
    while let slot = columns.advance(&cursor) {
      let basic = liveBasic(slot)
      guard basic >= 0, symbols.kinds[Int(basic)].isRestricted else { continue }
      let a = rows[Int(slot)].coefficient(of: symbol)
      if a < 0 { room = min(room, -rows[Int(slot)].constant / a) }
    }
    return room
  }
}
