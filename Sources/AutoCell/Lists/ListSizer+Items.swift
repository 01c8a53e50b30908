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
    // Validate everything before changing anything.
    var added: [(new: NewRowEntry, identity: ItemIdentity)] = []
    var newIdentities = Set<ItemIdentity>()
    var shapes: [SectionShape] = []
    for (index, section) in newSections.enumerated() {
      func add(_ item: any ListItem, isRow: Bool, at element: ListElement) throws(ListSizerError) {
        let identity = ItemIdentity(of: item)
        guard newIdentities.insert(identity).inserted else {
          throw .duplicateID(String(describing: identity.id.base), at: element)
        }
        added.append((try registry.makeEntry(item, isRow: isRow, at: element), identity))
      }
      if let header = section.header { try add(header, isRow: false, at: .header(section: index)) }
      for (row, item) in section.items.enumerated() {
        try add(item, isRow: true, at: .row(RowPath(section: index, row: row)))
      }
      if let footer = section.footer { try add(footer, isRow: false, at: .footer(section: index)) }
      shapes.append(
        SectionShape(
          hasHeader: section.header != nil, rowCount: section.items.count,
          hasFooter: section.footer != nil))
    }
    // The elements still present keep their slots (so their heights and state); the others go.
    var previous: [ItemIdentity: (entry: RowEntry, height: Double)] = [:]
    previous.reserveCapacity(count)
    tree.forEach(in: 0..<count) { _, entry, units in
      previous[registry.identity(of: entry)] = (entry, RowHeight.points(units))
    }
    let kept = added.map { previous.removeValue(forKey: $0.identity) }
    for (entry, _) in previous.values { release(entry) }
    previous = [:]
    var entries: [RowEntry] = []
    var heights: [Double] = []
    entries.reserveCapacity(added.count)
    heights.reserveCapacity(added.count)
    for ((new, _), old) in zip(added, kept) {
      guard var entry = old?.entry, let height = old?.height else {
        var entry = registry.store(new)
        heights.append(markEstimated(&entry))
        entries.append(entry)
        continue
      }
      registry.replaceItem(of: entry, with: new.item)
      if entry.isMeasured {
        let cell = keptHeights.measuredCellHeight(of: entry, total: height)
        entry.isRow = new.isRow
        heights.append(keptHeights.recordMeasured(cell, for: &entry))
      } else {
        entry.isRow = new.isRow
        heights.append(markEstimated(&entry))
      }
      entries.append(entry)
    }
    sections = shapes
    registry.identities = ItemIdentityHashes(newIdentities)
    rebuild(entries, heights: heights)
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
    let oldWidth = self.width
    self.width = width
    var entries: [RowEntry] = []
    var heights: [Double] = []
    entries.reserveCapacity(count)
    heights.reserveCapacity(count)
    tree.forEach(in: 0..<count) { _, entry, units in
      var entry = entry
      if entry.isMeasured {
        let cell = keptHeights.measuredCellHeight(of: entry, total: RowHeight.points(units))
        keptHeights.keep(cell, atWidth: oldWidth, for: entry)
      }
      heights.append(settle(&entry))
      entries.append(entry)
    }
    rebuild(entries, heights: heights)
  }

  /// Forgets every measured height, for a change that affects every element (a text-size
  /// change): elements return to their estimates, or are measured again now with the exact
  /// strategy.
  ///
  /// - Complexity: O(*n*) expected, plus the measurements.
  public func invalidateHeights() {
    keptHeights.removeAll()
    var entries = allEntries()
    var heights = [Double](repeating: 0, count: entries.count)
    for index in entries.indices { heights[index] = markEstimated(&entries[index]) }
    rebuild(entries, heights: heights)
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

  /// Every entry, in order.
  ///
  /// O(*n*).
  func allEntries() -> [RowEntry] {
    var entries: [RowEntry] = []
    entries.reserveCapacity(count)
    tree.forEach(in: 0..<count) { _, entry, _ in entries.append(entry) }
    return entries
  }

  /// Rebuilds the tree from `entries` (in order, matching ``sections``) with their `heights`
  /// at the current width, then measures them if the strategy is exact.
  ///
  /// O(*n*) plus the measurements.
  func rebuild(_ entries: [RowEntry], heights: [Double]) {
    tree = RowTree()  // the old tree goes before the new one is built: a lower peak
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
