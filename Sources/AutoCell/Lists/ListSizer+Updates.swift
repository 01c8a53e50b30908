import Foundation

extension ListSizer {
  /// Applies the insertions, deletions, moves and reloads of rows and sections that `updates`
  /// gathers, as UIKit's `performBatchUpdates` does (see ``ListBatchUpdate`` for which
  /// positions are before and which after the update).
  ///
  /// Applied in this order: row reloads, section reloads, row deletions (and move sources, last row
  /// first), section deletions (and move sources), section insertions (and move destinations, first
  /// first), row insertions (and move destinations). Untouched and moved elements keep their
  /// heights; new and reloaded ones get their estimate, or are measured now with the exact
  /// strategy. Items that leave take their heights and state with them.
  ///
  /// - Throws: ``ListSizerError/sectionOutOfRange(_:count:)``,
  ///   ``ListSizerError/pathOutOfRange(_:count:)``, ``ListSizerError/conflictingUpdate(_:)``,
  ///   ``ListSizerError/conflictingSectionUpdate(_:)``, ``ListSizerError/countMismatch(items:paths:)``,
  ///   ``ListSizerError/unregisteredType(_:at:)`` or ``ListSizerError/duplicateID(_:at:)``;
  ///   nothing changes then.
  /// - Complexity: O(*k* log *n*) expected for *k* changed rows among *n* elements, plus
  ///   O(*s*) per changed section for *s* sections and O(*m*) for the *m* elements of
  ///   changed sections, plus the measurements.
  public func performBatchUpdates(_ updates: (inout ListBatchUpdate) -> Void) throws(ListSizerError)
  {
    var batch = ListBatchUpdate()
    updates(&batch)
    if let mismatch = batch.mismatch { throw mismatch }
    let plan = try BatchPlan(batch, in: self)
    apply(batch, plan)
  }

  /// What validating a batch found, for applying it.
  struct BatchPlan {
    /// New entries: for reloaded rows, inserted rows, and reloaded and inserted sections.
    var reloadedRowEntries: [NewRowEntry] = []
    var insertedRowEntries: [NewRowEntry] = []
    var reloadedSectionEntries: [(shape: SectionShape, entries: [NewRowEntry])] = []
    var insertedSectionEntries: [(shape: SectionShape, entries: [NewRowEntry])] = []
    var removedIdentities = Set<ItemIdentity>()
    var addedIdentities = Set<ItemIdentity>()

    init(_ batch: ListBatchUpdate, in list: ListSizer) throws(ListSizerError) {
      let oldCount = list.sections.count
      // Sections: removed (deleted or moved away) and reloaded are old indices; added
      // (inserted or moved here) new ones.
      var removedSections = Set<Int>()
      for section in batch.deletedSections + batch.movedSections.map(\.from) {
        try list.checkSection(section)
        guard removedSections.insert(section).inserted else {
          throw .conflictingSectionUpdate(section)
        }
      }
      var reloadedSections = Set<Int>()
      for (section, _) in batch.reloadedSections {
        try list.checkSection(section)
        guard !removedSections.contains(section), reloadedSections.insert(section).inserted
        else { throw .conflictingSectionUpdate(section) }
      }
      let newCount =
        oldCount - removedSections.count + batch.insertedSections.count
        + batch.movedSections.count
      var addedSections = Set<Int>()
      for section in batch.insertedSections.map(\.index) + batch.movedSections.map(\.to) {
        guard section >= 0 && section < newCount else {
          throw .sectionOutOfRange(section, count: newCount)
        }
        guard addedSections.insert(section).inserted else {
          throw .conflictingSectionUpdate(section)
        }
      }
      // Where each new section that was there before comes from.
      var oldIndexOfNew = [Int](repeating: -1, count: newCount)
      var next = 0
      for old in 0..<oldCount where !removedSections.contains(old) {
        while addedSections.contains(next) { next += 1 }
        oldIndexOfNew[next] = old
        next += 1
      }

      // Rows: removed (deleted or moved away) and reloaded are old paths, in sections that
      // stay whole; added (inserted or moved here) are new paths, in sections that were there.
      func checkOld(_ path: RowPath) throws(ListSizerError) {
        try list.checkSection(path.section)
        guard !removedSections.contains(path.section), !reloadedSections.contains(path.section)
        else { throw .conflictingUpdate(.row(path)) }
        try list.checkPath(path)
      }
      var removedRows = Set<RowPath>()
      var removedPerSection = [Int](repeating: 0, count: oldCount)
      for path in batch.deletedRows + batch.movedRows.map(\.from) {
        try checkOld(path)
        guard removedRows.insert(path).inserted else { throw .conflictingUpdate(.row(path)) }
        removedPerSection[path.section] += 1
      }
      var reloadedRows = Set<RowPath>()
      for (path, _) in batch.reloadedRows {
        try checkOld(path)
        guard !removedRows.contains(path), reloadedRows.insert(path).inserted else {
          throw .conflictingUpdate(.row(path))
        }
      }
      var addedRows = Set<RowPath>()
      var addedPerSection = [Int](repeating: 0, count: newCount)
      for path in batch.insertedRows.map(\.path) + batch.movedRows.map(\.to) {
        guard path.section >= 0 && path.section < newCount else {
          throw .sectionOutOfRange(path.section, count: newCount)
        }
        guard oldIndexOfNew[path.section] >= 0, addedRows.insert(path).inserted else {
          throw .conflictingUpdate(.row(path))
        }
        addedPerSection[path.section] += 1
      }
      for path in addedRows {
        let old = oldIndexOfNew[path.section]
        let final =
          list.sections[old].rowCount - removedPerSection[old] + addedPerSection[path.section]
        guard path.row >= 0 && path.row < final else {
          throw .pathOutOfRange(path, count: final)
        }
      }

      // Identities: the items that leave, then every new item against those that stay.
      for path in batch.deletedRows + batch.reloadedRows.map(\.path) {
        let row = try list.index(of: .row(path))
        removedIdentities.insert(list.registry.identity(of: list.tree.element(at: row)))
      }
      var leaving = removedIdentities
      for section in batch.deletedSections + batch.reloadedSections.map(\.index) {
        let rows = list.sectionStarts[section]..<list.sectionStarts[section + 1]
        list.tree.forEach(in: rows) { _, entry, _ in
          leaving.insert(list.registry.identity(of: entry))
        }
      }
      removedIdentities = leaving
      func entry(_ item: any ListItem, isRow: Bool, at element: ListElement) throws(ListSizerError)
        -> NewRowEntry
      {
        let made = try list.registry.makeEntry(item, isRow: isRow, at: element)
        let identity = ItemIdentity(of: item)
        guard addedIdentities.insert(identity).inserted,
          removedIdentities.contains(identity) || !list.registry.containsItem(with: identity)
        else { throw .duplicateID(String(describing: identity.id.base), at: element) }
        return made
      }
      func entries(_ section: ListSection, at index: Int) throws(ListSizerError) -> (
        shape: SectionShape, entries: [NewRowEntry]
      ) {
        var made: [NewRowEntry] = []
        if let header = section.header {
          made.append(try entry(header, isRow: false, at: .header(section: index)))
        }
        for (row, item) in section.items.enumerated() {
          made.append(try entry(item, isRow: true, at: .row(RowPath(section: index, row: row))))
        }
        if let footer = section.footer {
          made.append(try entry(footer, isRow: false, at: .footer(section: index)))
        }
        let shape = SectionShape(
          hasHeader: section.header != nil, rowCount: section.items.count,
          hasFooter: section.footer != nil)
        return (shape, made)
      }
      for (path, item) in batch.reloadedRows {
        reloadedRowEntries.append(try entry(item, isRow: true, at: .row(path)))
      }
      for (path, item) in batch.insertedRows {
        insertedRowEntries.append(try entry(item, isRow: true, at: .row(path)))
      }
      for (index, section) in batch.reloadedSections {
        reloadedSectionEntries.append(try entries(section, at: index))
      }
      for (index, section) in batch.insertedSections {
        insertedSectionEntries.append(try entries(section, at: index))
      }
    }
  }

  /// Applies a validated batch (see ``performBatchUpdates(_:)`` for the order).
  private func apply(_ batch: ListBatchUpdate, _ plan: BatchPlan) {
    // 1. Row reloads, at old positions; the same identity keeps the list's state.
    var reloaded: [Int] = []
    for ((path, _), new) in zip(batch.reloadedRows, plan.reloadedRowEntries) {
      let row =
        sectionStarts[path.section] + (sections[path.section].hasHeader ? 1 : 0)
        + path.row
      let height = tree.modifyElement(at: row) { old in
        if registry.identity(of: old) == ItemIdentity(of: new.item) {
          registry.replaceItem(of: old, with: new.item)
          keptHeights.forgetOtherHeights(of: old)
          return markEstimated(&old)
        }
        release(old)
        old = registry.store(new)
        return markEstimated(&old)
      }
      tree.setHeightUnits(RowHeight.units(height), ofRow: row)
      reloaded.append(row)
    }
    measureIfExact(reloaded.sorted())

    // 2. Section reloads, at old positions.
    for ((index, _), new) in zip(batch.reloadedSections, plan.reloadedSectionEntries) {
      let start = sectionStarts[index]
      for (entry, _) in tree.removeSubrange(start..<sectionStarts[index + 1]) { release(entry) }
      insertNewEntries(new.entries, at: start)
      sections[index] = new.shape
      updateSectionStarts()
      measureIfExact(Array(start..<(start + new.entries.count)))
    }

    // 3. Row deletions and move sources, last first, so earlier positions stay valid.
    var movedRows: [RowPath: (element: RowEntry, height: Double)] = [:]
    let removals = batch.deletedRows + batch.movedRows.map(\.from)
    let removalRows = removals.map {
      sectionStarts[$0.section] + (sections[$0.section].hasHeader ? 1 : 0) + $0.row
    }
    for index in removals.indices.sorted(by: { removalRows[$0] > removalRows[$1] }) {
      let row = removalRows[index]
      let removed = tree.removeSubrange(row..<(row + 1))[0]
      if index >= batch.deletedRows.count {
        movedRows[removals[index]] = removed
      } else {
        release(removed.element)
      }
      sections[removals[index].section].rowCount -= 1
    }
    updateSectionStarts()

    // 4. Section deletions and move sources, last first.
    var movedSections: [Int: (shape: SectionShape, rows: [(element: RowEntry, height: Double)])] =
      [:]
    let moveSources = Set(batch.movedSections.map(\.from))
    for index in (batch.deletedSections + batch.movedSections.map(\.from)).sorted(by: >) {
      let removed = tree.removeSubrange(sectionStarts[index]..<sectionStarts[index + 1])
      if moveSources.contains(index) {
        movedSections[index] = (sections[index], removed)
      } else {
        for (entry, _) in removed { release(entry) }
      }
      sections.remove(at: index)
    }
    updateSectionStarts()

    // 5. Section insertions and move destinations, first first.
    var sectionInsertions:
      [(index: Int, shape: SectionShape, rows: [(element: RowEntry, height: Double)], isNew: Bool)] =
        zip(batch.insertedSections, plan.insertedSectionEntries).map {
          ($0.index, $1.shape, $1.entries.map(storeEstimated), true)
        }
    for (from, to) in batch.movedSections {
      let moved = movedSections[from]!
      sectionInsertions.append((to, moved.shape, moved.rows, false))
    }
    for insertion in sectionInsertions.sorted(by: { $0.index < $1.index }) {
      let start = sectionStarts[insertion.index]
      sections.insert(insertion.shape, at: insertion.index)
      tree.insert(
        heights: insertion.rows.map(\.height), elements: insertion.rows.map(\.element), at: start)
      updateSectionStarts()
      if insertion.isNew { measureIfExact(Array(start..<(start + insertion.rows.count))) }
    }

    // 6. Row insertions and move destinations, first first: each lands at its final place.
    var rowInsertions: [(path: RowPath, row: (element: RowEntry, height: Double), isNew: Bool)] =
      zip(batch.insertedRows, plan.insertedRowEntries).map { ($0.path, storeEstimated($1), true) }
    for (from, to) in batch.movedRows { rowInsertions.append((to, movedRows[from]!, false)) }
    rowInsertions.sort { $0.path < $1.path }
    var inserted: [Int] = []
    var insertedBefore = 0  // rows inserted in earlier sections
    var insertedHere = 0  // rows inserted in the current section
    var currentSection = -1
    for insertion in rowInsertions {
      let section = insertion.path.section
      if section != currentSection {
        insertedBefore += insertedHere
        insertedHere = 0
        currentSection = section
      }
      let row =
        sectionStarts[section] + insertedBefore + (sections[section].hasHeader ? 1 : 0)
        + insertion.path.row
      tree.insert(heights: [insertion.row.height], elements: [insertion.row.element], at: row)
      insertedHere += 1
      if insertion.isNew { inserted.append(row) }
    }
    for insertion in rowInsertions { sections[insertion.path.section].rowCount += 1 }
    updateSectionStarts()
    measureIfExact(inserted)

    for identity in plan.removedIdentities { registry.identities.remove(identity) }
    for identity in plan.addedIdentities { registry.identities.insert(identity) }
  }

  /// Stores `new` and returns its entry with its estimated height.
  private func storeEstimated(_ new: NewRowEntry) -> (element: RowEntry, height: Double) {
    var entry = registry.store(new)
    return (entry, markEstimated(&entry))
  }

  /// Stores `entries` and inserts them before `row` with their estimated heights.
  ///
  /// O(*k* + log *n*) expected.
  private func insertNewEntries(_ entries: [NewRowEntry], at row: Int) {
    let rows = entries.map(storeEstimated)
    tree.insert(heights: rows.map(\.height), elements: rows.map(\.element), at: row)
  }
}
