/// A number as descriptions write it: whole values without a trailing `.0` (`750`, `-8`),
/// others as the type writes them (`0.5`, `1e+20`).
///
/// The one place the package's descriptions (expressions, strengths, layout constraints and
/// priorities, conflicts) format numbers.
///
/// - Complexity: O(1).
package func formatNumber<Number: BinaryFloatingPoint & CustomStringConvertible>(
  _ value: Number
) -> String {
  if abs(value) < 1e15, value == value.rounded(.towardZero) { return String(Int64(value)) }
  return value.description
}
