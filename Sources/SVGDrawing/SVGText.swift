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
/// sign on zero (`12`, `-3.5`, `0.333`).
///
/// Values that are not finite are written `0`; a magnitude of 9e12 or more is rounded to a whole
/// number, written in full below 2^63 and in exponent form above (`1e+19`, which SVG's number
/// grammar allows).
///
/// - Complexity: O(1).
package func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let thousandths = (value * 1000).rounded()
  guard abs(thousandths) < 9e15 else {
    let whole = value.rounded()
    // 2^63 is the first magnitude `Int64` cannot hold; -2^63 itself it can, but one rule reads
    // more simply than that edge.
    return abs(whole) < 0x1p63 ? String(Int64(whole)) : "\(whole)"
  }
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
