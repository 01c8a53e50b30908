/// A Unicode line break class (UAX #14), after rule LB1 resolved the classes that need context
/// or a dictionary: AI, SG and XX are ``AL``; SA (Thai, Lao, Khmer, Myanmar) is ``CM`` for its
/// marks and ``AL`` otherwise (no dictionary: such text breaks only at spaces); CJ (small kana)
/// is ``NS``, as in UAX #14's default (CSS's strict line breaking).
///
/// The cases keep UAX #14's two- and three-letter names, so the rules read as the standard
/// writes them. The raw values are those of the generated table
/// (Tools/generate-unicode-tables.py).
enum LineBreakClass: UInt8, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case BK, CR, LF, CM, NL, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case NU, PO, PR, SY, AL, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI

  /// Whether the class ends a line where it occurs (BK, CR, LF, NL; rules LB4 and LB5).
  var isMandatoryBreak: Bool { rawValue <= LineBreakClass.NL.rawValue && self != .CM }
}
