/// The `GSUB` lookups that features use, as the default language of each script asks for them
/// (what a shaper applies when no language is given).
struct GSUBFeatures {
  /// The lookup indices of each feature tag asked for, ascending, across the scripts.
  private(set) var lookups: [String: [Int]] = [:]

  /// Reads the script list of `gsub` for the features tagged `tags`.
  ///
  /// - Throws: ``FontFileError`` naming `GSUB` for truncated or impossible data.
  /// - Complexity: O(*s* · *f*) in the scripts and the features of their default languages.
  init(gsub: FontDataReader, tags: Set<String>) throws(FontFileError) {
    let scripts = gsub.at(Int(try gsub.uint16(4)))
    let features = gsub.at(Int(try gsub.uint16(6)))
    let featureCount = Int(try features.uint16(0))
    try features.require(2, 6 * featureCount)
    var found: [String: Set<Int>] = [:]
    let scriptCount = Int(try scripts.uint16(0))
    try scripts.require(2, 6 * scriptCount)
    for script in 0..<scriptCount {
      let table = scripts.at(Int(try scripts.uint16(6 + 6 * script)))
      let defaultLanguage = Int(try table.uint16(0))
      guard defaultLanguage != 0 else { continue }
      let language = table.at(defaultLanguage)
      let count = Int(try language.uint16(4))
      try language.require(6, 2 * count)
      for entry in 0..<count {
        let feature = Int(try language.uint16(6 + 2 * entry))
        guard feature < featureCount else { throw language.invalid(6 + 2 * entry) }
        let tag = try features.tag(2 + 6 * feature)
        guard tags.contains(tag) else { continue }
        let record = features.at(Int(try features.uint16(6 + 6 * feature)))
        let lookupCount = Int(try record.uint16(2))
        try record.require(4, 2 * lookupCount)
        for lookup in 0..<lookupCount {
          found[tag, default: []].insert(Int(try record.uint16(4 + 2 * lookup)))
        }
      }
    }
    lookups = found.mapValues { $0.sorted() }
  }

  /// The subtables of lookup `index` that are of `type` (directly or through an extension
  /// lookup, type 7), each with the lookup's flag; none for an index past the list.
  static func subtables(
    gsub: FontDataReader, lookup index: Int, type wanted: UInt16
  ) throws(FontFileError) -> [(table: FontDataReader, flag: UInt16)] {
    let lookupList = gsub.at(Int(try gsub.uint16(8)))
    let lookupCount = Int(try lookupList.uint16(0))
    guard index < lookupCount else { return [] }
    let lookup = lookupList.at(Int(try lookupList.uint16(2 + 2 * index)))
    let type = try lookup.uint16(0)
    let flag = try lookup.uint16(2)
    guard type == wanted || type == 7 else { return [] }
    let count = Int(try lookup.uint16(4))
    try lookup.require(6, 2 * count)
    var found: [(FontDataReader, UInt16)] = []
    for subtable in 0..<count {
      var reader = lookup.at(Int(try lookup.uint16(6 + 2 * subtable)))
      if type == 7 {  // extension: the real lookup type and a 32-bit offset
        guard try reader.uint16(2) == wanted else { continue }
        reader = reader.at(Int(try reader.uint32(4)))
      }
      found.append((reader, flag))
    }
    return found
  }
}
