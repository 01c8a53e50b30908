/// The names of a file: every identifier gets an id at its first appearance, and a record of
/// how it is used (as a variable, as a label).
///
/// Labels and variables live in separate name spaces. A name is a variable if it is declared
/// with `var` or used in an expression, or if it is named by `edit`, `suggest`, `unedit` or
/// `print` and is not a label. A label named where a variable is expected (and never used as
/// one) is reported when that statement runs.
struct NameTable: Sendable {
  private var ids: [String: Int32] = [:]
  /// The names, by id.
  private(set) var names: [String] = []
  /// Whether `LABEL:` defines the name somewhere in the file.
  private(set) var isLabel: [Bool] = []
  /// Whether `var` or an expression uses the name.
  private var isDeclaredVariable: [Bool] = []
  /// The order of the name's first use in a variable position, or `Int.max`.
  private var firstVariableUse: [Int] = []
  private var variableUses = 0

  /// The id of a name, creating it at its first appearance. Amortized O(length).
  mutating func id(of name: String) -> Int32 {
    if let id = ids[name] { return id }
    let id = Int32(names.count)
    ids[name] = id
    names.append(name)
    isLabel.append(false)
    isDeclaredVariable.append(false)
    firstVariableUse.append(Int.max)
    return id
  }

  /// Notes a use of the name as a variable; `declares` for `var` and expressions.
  mutating func noteVariableUse(_ id: Int32, declares: Bool) {
    let index = Int(id)
    if declares { isDeclaredVariable[index] = true }
    if firstVariableUse[index] == Int.max {
      firstVariableUse[index] = variableUses
      variableUses += 1
    }
  }

  /// Notes that `LABEL:` defines the name.
  mutating func noteLabel(_ id: Int32) {
    isLabel[Int(id)] = true
  }

  /// Whether the name is a variable (see the type's description).
  func isVariable(_ id: Int32) -> Bool {
    let index = Int(id)
    return isDeclaredVariable[index] || (firstVariableUse[index] != Int.max && !isLabel[index])
  }

  /// The variables' name ids in order of first appearance in the file.
  ///
  /// - Complexity: O(*n* log *n*) in the number of names.
  func variablesInFileOrder() -> [Int32] {
    names.indices.map { Int32($0) }.filter { isVariable($0) }.sorted {
      firstVariableUse[Int($0)] < firstVariableUse[Int($1)]
    }
  }

  /// The id of a name if the file has it.
  func existingID(of name: String) -> Int32? { ids[name] }
}
