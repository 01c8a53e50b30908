/// `text` with the five XML special characters escaped, for element content and attributes.
///
/// - Complexity: O(*n*) in the text's length.
package func escapedXML(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for character in text.unicodeScalars {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    default:
      // XML 1.0 allows no control characters other than tab, newline and carriage return.
      if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" {
        result += " "
      } else {
        result.unicodeScalars.append(character)
      }
    }
  }
  return result
}

/// A coordinate as SVG text: rounded to thousandths of a point, without trailing zeros or a
/// sign on zero (`12`, `-3.5`, `0.333`). Values that are not finite are written `0`.
///
/// - Complexity: O(1).
package func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let thousandths = (value * 1000).rounded()
  guard abs(thousandths) < 9e15 else { return String(Int64(value.rounded())) }
  let scaled = Int64(thousandths)
  let whole = scaled.magnitude / 1000
  let fraction = scaled.magnitude % 1000
  var text = scaled < 0 ? "-" : ""
  text += String(whole)
  if fraction != 0 {
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    text += "." + digits
  }
  return text
}
