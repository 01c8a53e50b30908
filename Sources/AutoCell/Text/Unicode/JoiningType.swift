/// How a scalar joins its neighbours in the cursive scripts (Arabic, Syriac, N'Ko, Mongolian,
/// Mandaic, Adlam, ...): Unicode's Joining_Type, from `ArabicShaping.txt`, with Syriac's two
/// joining groups that change the form of a following Alaph.
///
/// Raw values are those of the generated table (Tools/generate-unicode-tables.py).
///
/// "Right" and "left" are the sides of a right-to-left script: a right-joining letter joins
/// the letter before it in logical order, a left-joining one the letter after it.
enum JoiningType: UInt8, Sendable {
  /// Joins neither neighbour (spaces, digits, Latin, ZWNJ, ...).
  case nonJoining
  /// Skipped when looking for a neighbour: marks and format characters (not ZWJ, ZWNJ).
  case transparent
  /// Makes both neighbours join it, but has no forms of its own (ZWJ, tatweel).
  case joinCausing
  /// Joins both neighbours: initial, medial, final and isolated forms.
  case dual
  /// Joins only the letter before it: final and isolated forms.
  case right
  /// Joins only the letter after it: initial and isolated forms.
  case left
  /// Syriac Alaph, right-joining: without a joining letter before it, its form depends on
  /// whether the letter before is Dalath or Rish (`fin3`) or another (`fin2`).
  case alaph
  /// Syriac Dalath and Rish, right-joining (they choose Alaph's `fin3` form).
  case dalathRish

  /// Whether a letter after this one joins it: dual- and left-joining letters and join
  /// causers.
  var joinsFollowing: Bool { self == .dual || self == .left || self == .joinCausing }

  /// Whether this joins the letter before it (when that letter joins its follower).
  var joinsPreceding: Bool {
    switch self {
    case .dual, .right, .joinCausing, .alaph, .dalathRish: true
    case .nonJoining, .transparent, .left: false
    }
  }

  /// Whether the scalar has positional forms of its own.
  var hasForms: Bool { rawValue >= JoiningType.dual.rawValue }
}
