/// An unknown of a constraint system: a named value that a ``Solver`` computes.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// A variable's ``value`` is written by ``Solver/updateVariables()``; until then it
/// keeps its last value (0 for a new variable). Use a variable with one solver at a
/// time: every solver that holds it writes the same ``value``.
///
/// `Variable` is deliberately not `Equatable`: `==` between variables builds a
/// ``Constraint``. Compare identities with `===` or ``id``.
///
/// Sendable so that errors and constraints can cross threads: only a solver writes ``value``,
/// and a solver (with the variables it holds) is used by one thread at a time.
public final class Variable: @unchecked Sendable {
  /// A name used in descriptions and error messages; it plays no part in solving.
  public let name: String

  /// The value the solver gave this variable at its last ``Solver/updateVariables()``.
  @inlinable public var value: Double { storedValue }

  /// The storage of ``value``, not checked for exclusive access at run time (the checks were a
  /// fifth of the instructions of a small window's resize): only the solver that holds the
  /// variable writes it, from the one thread that uses the solver.
  ///
  /// Read through the inlinable ``value``, so that other modules read it unchecked too (a direct
  /// read of a stored property from another module is checked whatever its declaration says).
  @usableFromInline @exclusivity(unchecked) var storedValue: Double = 0

  /// Creates a variable with the given name.
  public init(_ name: String = "") {
    self.name = name
  }

  /// A stable identity, usable as a dictionary key.
  @inlinable public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: CustomStringConvertible {
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: id.hashValue) % 100_000)" : name
  }
}
