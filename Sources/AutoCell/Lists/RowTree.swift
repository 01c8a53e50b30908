/// A sequence of rows, each with a height and an `Element`, kept as an implicit randomized
/// binary search tree (Martínez and Roura's randomized BST, by split and merge): rows are
/// ordered by position, and every node stores the size and the exact height sum of its subtree
/// (``RowHeight`` units), so positions and offsets are found by one descent.
///
/// Expected O(log *n*) for a lookup, an offset, a row at an offset, a height change, an
/// insertion or a removal; O(*n*) to build from *n* rows; O(*k* + log *n*) to insert *k*
/// contiguous rows or visit *k* contiguous rows. Merges choose their root with probability
/// proportional to subtree size, from a seeded generator, so the tree's shape repeats exactly
/// for the same operations. Nodes live in arrays (indices, no references); freed nodes are
/// reused. At most 2³¹ − 1 rows.
///
/// A node is 32 bytes: a row's own height is not stored but read as its subtree's sum less
/// its children's (exact: the sums are integers), so a million rows keep 32 MB of nodes.
struct RowTree<Element> {
  /// One row: its children and its subtree's size and height sum.
  private struct Node {
    var sum: UInt128
    var left: Int32
    var right: Int32
    var size: Int32
  }

  /// Nodes, 1-based: `nodes[0]` is the empty tree (size and sum 0).
  private var nodes: [Node] = [Node(sum: 0, left: 0, right: 0, size: 0)]
  /// `elements[i - 1]` belongs to node `i` (nil for a freed node, so nothing removed is kept).
  private var elements: [Element?] = []
  /// Nodes freed by removals, reused by insertions.
  private var free: [Int32] = []
  private var root: Int32 = 0
  /// The SplitMix64 state choosing merge roots.
  private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

  /// An empty tree.
  init() {}

  /// The rows `heights` with `elements` (same count).
  ///
  /// O(*n*).
  init(heights: [Double], elements: [Element]) {
    precondition(
      heights.count == elements.count,
      "RowTree: \(heights.count) heights, \(elements.count) elements")
    insert(heights: heights, elements: elements, at: 0)
  }

  /// The number of rows.
  ///
  /// O(1).
  var count: Int { Int(nodes[Int(root)].size) }

  /// The exact sum of all heights, in ``RowHeight`` units.
  ///
  /// O(1).
  var totalUnits: UInt128 { nodes[Int(root)].sum }

  // MARK: - Reading

  /// The node holding `row`.
  ///
  /// O(log *n*) expected.
  private func node(at row: Int) -> Int {
    var node = Int(root)
    var row = row
    while true {
      let left = Int(nodes[node].left)
      let leftSize = Int(nodes[left].size)
      if row < leftSize {
        node = left
      } else if row == leftSize {
        return node
      } else {
        row -= leftSize + 1
        node = Int(nodes[node].right)
      }
    }
  }

  /// The height of `row` in units.
  ///
  /// Precondition: `0 <= row < count`.
  func heightUnits(ofRow row: Int) -> UInt128 { height(of: node(at: row)) }

  /// The own height of `node`: its sum less its children's.
  @inline(__always)
  private func height(of node: Int) -> UInt128 {
    nodes[node].sum &- nodes[Int(nodes[node].left)].sum &- nodes[Int(nodes[node].right)].sum
  }

  /// The element of `row`.
  ///
  /// Precondition: `0 <= row < count`.
  func element(at row: Int) -> Element { elements[node(at: row) - 1]! }

  /// Whether the element of some row satisfies `predicate` (rows visited in no particular
  /// order).
  ///
  /// O(*n*).
  func containsElement(where predicate: (Element) -> Bool) -> Bool {
    elements.contains { $0.map(predicate) ?? false }
  }

  /// Changes the element of `row` in place.
  ///
  /// Precondition: `0 <= row < count`.
  mutating func modifyElement<Result>(at row: Int, _ body: (inout Element) -> Result) -> Result {
    let index = node(at: row) - 1
    var element = elements[index].take()!
    defer { elements[index] = element }
    return body(&element)
  }

  /// The sum of the heights of the rows before `row`, in units.
  ///
  /// O(log *n*) expected. Precondition: `0 <= row <= count`.
  func offsetUnits(ofRow row: Int) -> UInt128 {
    var node = Int(root)
    var row = row
    var sum: UInt128 = 0
    while node != 0 {
      let left = Int(nodes[node].left)
      let leftSize = Int(nodes[left].size)
      if row <= leftSize {
        node = left
      } else {
        let right = Int(nodes[node].right)
        sum &+= nodes[node].sum &- nodes[right].sum  // the left subtree's and the row's
        row -= leftSize + 1
        node = right
      }
    }
    return sum
  }

  /// The largest `r` in `0...count` with `RowHeight.points(offsetUnits(ofRow: r)) <= offset`
  /// (0 when there is none, as for a negative or NaN offset): the same rounded offsets
  /// ``offsetUnits(ofRow:)`` reads, so the two always agree.
  ///
  /// O(log *n*) expected.
  func lastRow(atOrAbove offset: Double) -> Int {
    var node = Int(root)
    var base = 0
    var sum: UInt128 = 0
    while node != 0 {
      let left = Int(nodes[node].left)
      let right = Int(nodes[node].right)
      let end = sum &+ nodes[node].sum &- nodes[right].sum
      if RowHeight.points(end) <= offset {
        base += Int(nodes[left].size) + 1
        sum = end
        node = right
      } else {
        node = left
      }
    }
    return base
  }

  /// Calls `body` with each row in `rows`, in order, with its element and height units.
  ///
  /// O(*k* + log *n*) expected for *k* rows. Precondition: `rows` within `0...count`.
  func forEach(in rows: Range<Int>, _ body: (Int, Element, UInt128) -> Void) {
    guard !rows.isEmpty else { return }
    // Descend to the first row, stacking the nodes whose own row comes later.
    var stack: [Int] = []
    var node = Int(root)
    var row = rows.lowerBound
    while node != 0 {
      let left = Int(nodes[node].left)
      let leftSize = Int(nodes[left].size)
      if row <= leftSize {
        stack.append(node)
        node = left
      } else {
        row -= leftSize + 1
        node = Int(nodes[node].right)
      }
    }
    var index = rows.lowerBound
    while index < rows.upperBound, let next = stack.popLast() {
      body(index, elements[next - 1]!, height(of: next))
      index += 1
      var child = Int(nodes[next].right)
      while child != 0 {
        stack.append(child)
        child = Int(nodes[child].left)
      }
    }
  }

  // MARK: - Changing

  /// Sets the height of `row` (in units).
  ///
  /// O(log *n*) expected. Precondition: `0 <= row < count`.
  mutating func setHeightUnits(_ units: UInt128, ofRow row: Int) {
    let target = node(at: row)
    let delta = units &- height(of: target)  // two's complement: sums wrap back exactly
    guard delta != 0 else { return }
    var node = Int(root)
    var row = row
    while true {
      nodes[node].sum &+= delta
      let left = Int(nodes[node].left)
      let leftSize = Int(nodes[left].size)
      if row < leftSize {
        node = left
      } else if row == leftSize {
        return
      } else {
        row -= leftSize + 1
        node = Int(nodes[node].right)
      }
    }
  }

  /// Inserts rows of `heights` (points) with `elements` before `row`.
  ///
  /// O(*k* + log *n*) expected for *k* rows. Precondition: `0 <= row <= count`, equal counts.
  mutating func insert(heights: [Double], elements new: [Element], at row: Int) {
    precondition(
      heights.count == new.count, "RowTree: \(heights.count) heights, \(new.count) elements")
    precondition(count + heights.count < Int(Int32.max), "RowTree: more than 2^31 - 1 rows")
    guard !heights.isEmpty else { return }
    var ids = [Int32]()
    ids.reserveCapacity(heights.count)
    for (height, element) in zip(heights, new) {
      let node = Node(sum: RowHeight.units(height), left: 0, right: 0, size: 1)
      if let reused = free.popLast() {
        nodes[Int(reused)] = node
        elements[Int(reused) - 1] = element
        ids.append(reused)
      } else {
        nodes.append(node)
        elements.append(element)
        ids.append(Int32(nodes.count - 1))
      }
    }
    let middle = build(ids[...])
    let (before, after) = split(root, row)
    root = merge(merge(before, middle), after)
  }

  /// Removes `rows` and returns their elements and heights (points, as kept) in order.
  ///
  /// O(*k* + log *n*) expected for *k* rows. Precondition: `rows` within `0...count`.
  @discardableResult
  mutating func removeSubrange(_ rows: Range<Int>) -> [(element: Element, height: Double)] {
    guard !rows.isEmpty else { return [] }
    let (before, rest) = split(root, rows.lowerBound)
    let (removed, after) = split(rest, rows.count)
    root = merge(before, after)
    var result: [(element: Element, height: Double)] = []
    result.reserveCapacity(rows.count)
    var stack: [Int32] = []
    var node = removed
    while node != 0 || !stack.isEmpty {  // in order, freeing as it goes
      while node != 0 {
        stack.append(node)
        node = nodes[Int(node)].left
      }
      let next = stack.removeLast()
      result.append((elements[Int(next) - 1].take()!, RowHeight.points(height(of: Int(next)))))
      node = nodes[Int(next)].right
      free.append(next)
    }
    return result
  }

  // MARK: - Split, merge, build

  /// A balanced tree of `ids` in order (their nodes are leaves with heights set).
  ///
  /// O(*k*).
  private mutating func build(_ ids: ArraySlice<Int32>) -> Int32 {
    guard !ids.isEmpty else { return 0 }
    let middle = ids.startIndex + ids.count / 2
    let node = ids[middle]
    let own = nodes[Int(node)].sum  // a leaf's sum is its height
    let left = build(ids[ids.startIndex..<middle])
    let right = build(ids[(middle + 1)...])
    nodes[Int(node)].left = left
    nodes[Int(node)].right = right
    update(node, height: own)
    return node
  }

  /// Recomputes `node`'s size and sum from its (new) children and its own `height` (read
  /// with ``height(of:)`` before its children changed).
  @inline(__always)
  private mutating func update(_ node: Int32, height: UInt128) {
    let left = Int(nodes[Int(node)].left)
    let right = Int(nodes[Int(node)].right)
    nodes[Int(node)].size = nodes[left].size + nodes[right].size + 1
    nodes[Int(node)].sum = nodes[left].sum &+ nodes[right].sum &+ height
  }

  /// Splits `tree` into its first `count` rows and the rest.
  private mutating func split(_ tree: Int32, _ count: Int) -> (Int32, Int32) {
    guard tree != 0 else { return (0, 0) }
    let own = height(of: Int(tree))
    let left = nodes[Int(tree)].left
    let leftSize = Int(nodes[Int(left)].size)
    if count <= leftSize {
      let (first, rest) = split(left, count)
      nodes[Int(tree)].left = rest
      update(tree, height: own)
      return (first, tree)
    }
    let (first, rest) = split(nodes[Int(tree)].right, count - leftSize - 1)
    nodes[Int(tree)].right = first
    update(tree, height: own)
    return (tree, rest)
  }

  /// The rows of `first` followed by those of `second`; the root comes from either side with
  /// probability proportional to its size, which keeps the tree a random BST.
  private mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
    if first == 0 { return second }
    if second == 0 { return first }
    let firstSize = UInt64(nodes[Int(first)].size)
    let total = firstSize + UInt64(nodes[Int(second)].size)
    if nextRandom() % total < firstSize {
      let own = height(of: Int(first))
      nodes[Int(first)].right = merge(nodes[Int(first)].right, second)
      update(first, height: own)
      return first
    }
    let own = height(of: Int(second))
    nodes[Int(second)].left = merge(first, nodes[Int(second)].left)
    update(second, height: own)
    return second
  }

  /// The next SplitMix64 value.
  private mutating func nextRandom() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RowTree: Sendable where Element: Sendable {}
