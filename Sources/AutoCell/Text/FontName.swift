import Synchronization

/// The typeface names fonts are created with, each kept once and numbered, so that a
/// ``Font`` carries a number instead of a `String`: copying a font, and the
/// ``EnvironmentValues`` that hold one (copied at every environment modifier of every
/// measurement), copies plain bits, with no reference counting.
///
/// The system faces have fixed numbers and are looked up without the table. Other names are
/// added the first time a font is created with them and kept for the life of the process
/// (an app names a handful of faces).
enum FontName {
  /// The number of "Helvetica", the regular system face.
  static let helvetica: UInt32 = 0
  /// The number of "Helvetica-Bold", the bold system face.
  static let helveticaBold: UInt32 = 1

  /// The names, by number, and the numbers, by name.
  private struct Table {
    var names = ["Helvetica", "Helvetica-Bold"]
    var numbers: [String: UInt32] = ["Helvetica": 0, "Helvetica-Bold": 1]
  }

  private static let table = Mutex(Table())

  /// The number of `name`, added to the table if it is new.
  ///
  /// - Complexity: O(*n*) in the name's bytes (a hash or a comparison); the first use of a
  ///   name also stores it.
  static func number(of name: String) -> UInt32 {
    if name == "Helvetica" { return helvetica }
    if name == "Helvetica-Bold" { return helveticaBold }
    return table.withLock { table in
      if let number = table.numbers[name] { return number }
      let number = UInt32(table.names.count)
      table.names.append(name)
      table.numbers[name] = number
      return number
    }
  }

  /// The name numbered `number` (one ``number(of:)`` returned).
  ///
  /// O(1).
  static func name(_ number: UInt32) -> String {
    switch number {
    case helvetica: "Helvetica"
    case helveticaBold: "Helvetica-Bold"
    default: table.withLock { $0.names[Int(number)] }
    }
  }
}
