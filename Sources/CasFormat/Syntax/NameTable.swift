/// The names of a file: every identifier gets an id at its first appearance, and a record of
/// how it is used (as a variable, as a label).
///
/// Labels and variables live in separate name spaces. A name is a variable if it is declared
/// with `var` or used in an expression, or if it is named by `edit`, `suggest`, `unedit` or
/// `print` and is not a label. A label named where a variable is expected (and never used as
/// one) is reported when that statement runs.
///
/// Names are kept as offsets into the file (``NameLookup``); ``name(_:)`` makes the `String`
/// when one is needed. A name costs about 20 bytes here.
struct NameTable: Sendable {
  /// What is known about a name, as bits.
  private struct Uses: OptionSet, Sendable {
    let rawValue: UInt8
    /// `LABEL:` defines the name somewhere in the file.
    static let label = Uses(rawValue: 1)
    /// `var` or an expression uses the name.
    static let declaredVariable = Uses(rawValue: 2)
    /// The name is used somewhere a variable is expected.
    static let variablePosition = Uses(rawValue: 4)
  }

  private let bytes: [UInt8]
  private var lookup: NameLookup
  private var uses: [Uses] = []
  /// The names used in a variable position, in order of first such use.
  private var variableOrder: [Int32] = []

  /// An empty table for the names of a file with these bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    lookup = NameLookup(bytes: bytes)
  }

  /// The number of names.
  var count: Int { lookup.count }

  /// The id of the name `bytes[start..<end]`, creating it at its first appearance.
  ///
  /// - Complexity: O(*w*) expected for a name of *w* bytes.
  mutating func id(from start: Int, to end: Int) -> Int32 {
    let id = lookup.id(from: start, to: end)
    if Int(id) == uses.count { uses.append([]) }
    return id
  }

  /// Frees what only finding names by their bytes needs, once the file is read.
  mutating func finishReading() {
    lookup.finishLookups()
  }

  /// The text of a name.
  ///
  /// - Complexity: O(*w*) in its length.
  func name(_ id: Int32) -> String {
    let start = lookup.starts[Int(id)]
    return String(decoding: bytes[start..<start + lookup.length(of: id)], as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of a name (without making a `String`).
  ///
  /// - Complexity: O(*w*) in its length.
  func appendName(_ id: Int32, to output: inout [UInt8]) {
    let start = lookup.starts[Int(id)]
    output.append(contentsOf: bytes[start..<start + lookup.length(of: id)])
  }

  /// Notes a use of the name as a variable; `declares` for `var` and expressions.
  mutating func noteVariableUse(_ id: Int32, declares: Bool) {
    let index = Int(id)
    if !uses[index].contains(.variablePosition) {
      uses[index].insert(.variablePosition)
      variableOrder.append(id)
    }
    if declares { uses[index].insert(.declaredVariable) }
  }

  /// Notes that `LABEL:` defines the name.
  mutating func noteLabel(_ id: Int32) {
    uses[Int(id)].insert(.label)
  }

  /// Whether `LABEL:` defines the name somewhere in the file.
  func isLabel(_ id: Int32) -> Bool { uses[Int(id)].contains(.label) }

  /// Whether the name is a variable (see the type's description).
  func isVariable(_ id: Int32) -> Bool {
    let uses = uses[Int(id)]
    return uses.contains(.declaredVariable)
      || (uses.contains(.variablePosition) && !uses.contains(.label))
  }

  /// The variables' name ids in order of first appearance in the file.
  ///
  /// - Complexity: O(*n*) in the number of names.
  func variablesInFileOrder() -> [Int32] {
    variableOrder.filter { isVariable($0) }
  }
}
