import Foundation

extension ListSizer {
  /// Sets the items of a list of one section without header or footer.
  ///
  /// See ``setSections(_:)``.
  public func setItems(_ items: [any ListItem]) throws(ListSizerError) {
    try setSections([ListSection(items: items)])
  }

  /// Replaces every section.
  ///
  /// Items still present (same type and `id`) keep their measured heights and the state the list
  /// keeps for them; the others' go. With the exact strategy the new elements are measured now.
  ///
  /// - Throws: ``ListSizerError/unregisteredType(_:at:)`` or
  ///   ``ListSizerError/duplicateID(_:at:)`` (nothing changes then).
  /// - Complexity: O(*n*) expected, plus the measurements.
  public func setSections(_ newSections: [ListSection]) throws(ListSizerError) {
    var previous: [ItemIdentity: RowEntry] = [:]
    previous.reserveCapacity(count)
    tree.forEach(in: 0..<count) { _, entry, _ in previous[ItemIdentity(of: entry.item)] = entry }
    var entries: [RowEntry] = []
    var newIdentities = Set<ItemIdentity>()
    var shapes: [SectionShape] = []
    for (index, section) in newSections.enumerated() {
      let shape = SectionShape(
        hasHeader: section.header != nil, rowCount: section.items.count,
        hasFooter: section.footer != nil)
      func add(_ item: any ListItem, isRow: Bool, at element: ListElement) throws(ListSizerError) {
        let identity = ItemIdentity(of: item)
        guard newIdentities.insert(identity).inserted else {
          throw .duplicateID(String(describing: identity.id.base), at: element)
        }
        var entry = try makeEntry(item, isRow: isRow, at: element)
        if let old = previous[identity] {
          entry.heights = old.heights
          entry.state = old.state
        }
        entries.append(entry)
      }
      if let header = section.header { try add(header, isRow: false, at: .header(section: index)) }
      for (row, item) in section.items.enumerated() {
        try add(item, isRow: true, at: .row(RowPath(section: index, row: row)))
      }
      if let footer = section.footer { try add(footer, isRow: false, at: .footer(section: index)) }
      shapes.append(shape)
    }
    sections = shapes
    identities = ItemIdentityHashes(newIdentities)
    rebuild(entries)
  }

  /// Sets the width elements are measured at (NaN or negative: 0).
  ///
  /// Elements measured at that width before (one of their last two) take that height again; the
  /// others return to their estimate, or are measured now with the exact strategy.
  ///
  /// - Complexity: O(*n*) expected, plus the measurements.
  public func setWidth(_ width: CGFloat) {
    let width = ListSizer.sanitized(width)
    guard width != self.width else { return }
    self.width = width
    rebuild(allEntries())
  }

  /// Forgets every measured height, for a change that affects every element (a text-size
  /// change): elements return to their estimates, or are measured again now with the exact
  /// strategy.
  ///
  /// - Complexity: O(*n*) expected, plus the measurements.
  public func invalidateHeights() {
    var entries = allEntries()
    for index in entries.indices { entries[index].heights.removeAll() }
    rebuild(entries)
  }

  /// Forgets the measured heights of the elements at `rows` (their content changed but not
  /// their identity): they return to their estimate, or are measured again now with the
  /// exact strategy.
  ///
  /// To replace the items themselves, use a batch update's ``ListBatchUpdate/reloadRows(_:at:)``.
  ///
  /// - Throws: ``ListSizerError/rowOutOfRange(_:count:)`` (nothing changes then).
  /// - Complexity: O(*k* log *n*) expected for *k* rows, plus the measurements.
  public func reloadItems(at rows: [Int]) throws(ListSizerError) {
    for row in rows where row < 0 || row >= count {
      throw .rowOutOfRange(row, count: count)
    }
    for row in rows { forgetHeight(ofRow: row) }
    measureIfExact(rows.sorted())
  }

  // MARK: - Entries

  /// Whether an item of `identity` is in the list: its hash is looked up, and only a match is
  /// confirmed against the items.
  ///
  /// O(1) expected when absent; O(*n*) when present or when another identity has its hash.
  func containsItem(with identity: ItemIdentity) -> Bool {
    identities.mayContain(identity)
      && tree.containsElement { ItemIdentity(of: $0.item) == identity }
  }

  /// A new entry for `item` (at `element`, for errors), not measured.
  func makeEntry(_ item: any ListItem, isRow: Bool, at element: ListElement) throws(ListSizerError)
    -> RowEntry
  {
    guard let registration = registrationIndices[ObjectIdentifier(type(of: item))] else {
      throw .unregisteredType(String(describing: type(of: item)), at: element)
    }
    return RowEntry(item: item, registration: registration, isRow: isRow)
  }

  /// The height an entry takes now: its height measured at ``width`` if kept (then it counts
  /// as measured), else its estimate; plus the separator for a row.
  func currentHeight(of entry: inout RowEntry) -> Double {
    let cell: CGFloat
    if let measured = entry.heights.height(atWidth: width) {
      entry.heights.insert(measured, atWidth: width)  // now the most recent
      entry.isMeasured = true
      cell = measured
    } else {
      entry.isMeasured = false
      cell = estimate(for: entry)
    }
    return Double(cell + (entry.isRow ? separatorHeight : 0))
  }

  /// The estimated height of an entry's cell: its registration's estimate, else the list's.
  func estimate(for entry: RowEntry) -> CGFloat {
    if let estimate = registrations[Int(entry.registration)].estimate {
      return ListSizer.sanitized(estimate(entry.item))
    }
    if case .estimated(let rowHeight) = strategy { return ListSizer.sanitized(rowHeight) }
    return 0
  }

  /// Drops the measured heights of the element at `row`, which returns to its estimate.
  func forgetHeight(ofRow row: Int) {
    let height = tree.modifyElement(at: row) { entry in
      entry.heights.removeAll()
      return currentHeight(of: &entry)
    }
    tree.setHeightUnits(RowHeight.units(height), ofRow: row)
  }

  /// Every entry, in order.
  ///
  /// O(*n*).
  func allEntries() -> [RowEntry] {
    var entries: [RowEntry] = []
    entries.reserveCapacity(count)
    tree.forEach(in: 0..<count) { _, entry, _ in entries.append(entry) }
    return entries
  }

  /// Rebuilds the tree from `entries` (in order, matching ``sections``) at the current width,
  /// then measures them if the strategy is exact.
  ///
  /// O(*n*) plus the measurements.
  func rebuild(_ entries: [RowEntry]) {
    var entries = entries
    var heights = [Double](repeating: 0, count: entries.count)
    for index in entries.indices { heights[index] = currentHeight(of: &entries[index]) }
    tree = RowTree(heights: heights, elements: entries)
    updateSectionStarts()
    if case .exact = strategy { measureRows(0..<count) }
  }

  /// Recomputes ``sectionStarts`` from ``sections``.
  ///
  /// O(*s*).
  func updateSectionStarts() {
    sectionStarts = [0]
    sectionStarts.reserveCapacity(sections.count + 1)
    for shape in sections { sectionStarts.append(sectionStarts.last! + shape.elementCount) }
  }
}
