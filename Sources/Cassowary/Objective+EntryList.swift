extension Objective {
  /// One symbol's objective entries, highest level first: the first one inline, the rest in an
  /// array. Most symbols have no entry or one (an error symbol's own cost), so most lists never
  /// allocate.
  struct EntryList: RandomAccessCollection {
    /// The first entry; level -1 when the list is empty.
    private var head = Entry(level: -1, coefficient: 0)
    private var tail: [Entry] = []

    var startIndex: Int { 0 }
    var endIndex: Int { head.level < 0 ? 0 : 1 + tail.count }

    subscript(position: Int) -> Entry {
      get { position == 0 ? head : tail[position - 1] }
      set {
        if position == 0 { head = newValue } else { tail[position - 1] = newValue }
      }
    }

    /// Inserts `entry` at `position` (0 through `count`). O(*e*).
    mutating func insert(_ entry: Entry, at position: Int) {
      if position == 0 {
        if head.level >= 0 { tail.insert(head, at: 0) }
        head = entry
      } else if position - 1 == tail.count {
        tail.append(entry)
      } else {
        tail.insert(entry, at: position - 1)
      }
    }

    /// Removes the entry at `position`. O(*e*).
    mutating func remove(at position: Int) {
      if position > 0 {
        tail.remove(at: position - 1)
      } else if tail.isEmpty {
        head.level = -1
      } else {
        head = tail.removeFirst()
      }
    }

    /// Removes every entry.
    mutating func removeAll() {
      head.level = -1
      if !tail.isEmpty { tail = [] }
    }

    /// Removes the entries at `level`. O(*e*).
    mutating func removeAll(at level: Int32) {
      var i = 0
      while i < count {
        if self[i].level == level { remove(at: i) } else { i += 1 }
      }
    }
  }
}
