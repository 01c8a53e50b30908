import AutoCell
import Foundation
import Testing

/// A hosted row of stacks (layouts whose cache has no size) and a flow layout: what many
/// threads measure at once when a list measures on all cores.
private func row(_ index: Int) -> some ContentNode {
  VStack(alignment: .leading, spacing: 4) {
    HStack {
      Text("Row \(index)").font(.headline)
      Spacer()
      Text("\(index % 7)h").font(.caption)
    }
    Text(String(repeating: "words that wrap ", count: 1 + index % 9))
    FlowContent(spacing: 4) {
      ForEach(0..<(index % 5), id: \.self) { Text("tag \($0)").padding(2) }
    }
  }
  .padding(12)
}

/// A cache with no stored property, as a layout that needs none but writes one has.
private struct EmptyCache {}

/// Subviews on top of each other, at the top left, sized as the largest; it writes its cache
/// and notes where the cache is (the address of the `inout` it was given).
private struct Pile: Layout {
  let seen: CacheAddresses

  func makeCache(subviews: Subviews) -> EmptyCache { EmptyCache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EmptyCache)
    -> CGSize
  {
    cache = EmptyCache()
    withUnsafeMutablePointer(to: &cache) { seen.note(UnsafeRawPointer($0)) }
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout EmptyCache
  ) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
  }
}

/// The cache addresses layouts saw, behind a lock.
private final class CacheAddresses: @unchecked Sendable {
  private let lock = NSLock()
  private var addresses: Set<UnsafeRawPointer> = []
  private var kept: [Any] = []

  func note(_ address: UnsafeRawPointer) {
    lock.lock()
    addresses.insert(address)
    lock.unlock()
  }

  func keep(_ value: Any) {
    lock.lock()
    kept.append(value)
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return addresses.count
  }
}

/// The fitted height of a cell showing `row(index)` at 320 points.
private func height(_ index: Int) -> CGFloat {
  let cell = HostingCell<AnyContent>()
  cell.set(rootView: AnyContent(row(index)))
  return cell.fittingHeight(forWidth: 320)
}

@Suite("Content: threads")
struct ContentConcurrencyTests {
  /// Independent hosted hierarchies measured on many threads at once give each the height
  /// it has alone. (Scripts/sanitize.sh runs this suite under the thread sanitizer: layouts
  /// whose caches have no size once shared one address for them.)
  @Test func independentHostedCellsMeasureOnManyThreads() {
    let count = 64
    let alone = (0..<count).map(height)
    let together = Locked(Array(repeating: CGFloat(0), count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      together.set(index, height(index))
    }
    #expect(together.value == alone)
  }

  /// Each container's layout gets a cache of its own, even a cache with no size: two
  /// containers measured at once never write through one address (a shared one was a data
  /// race by Swift's rules, which the thread sanitizer reports).
  @Test func everyContainerHasACacheOfItsOwn() {
    let seen = CacheAddresses()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let pile = LayoutContent(Pile(seen: seen), children: [Text("pile \(index)")])
      _ = pile.sizeThatFits(.unspecified)
      seen.keep(pile)  // alive to the end, so no other container reuses its memory
    }
    #expect(seen.count == 8)
  }
}
