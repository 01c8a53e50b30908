import AutoCell
import Foundation
import Testing

@Suite("Threads")
struct ConcurrencyTests {
  /// Builds a small hierarchy and returns its content's fitted height at `width`.
  private static func cellHeight(width: CGFloat, textLength: CGFloat) -> CGFloat {
    let cell = LayoutNode()
    let text = WrappingNode(length: textLength)
    cell.addSubview(text)
    pin(text, to: cell, insets: EdgeInsets(all: 10))
    return cell.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  @Test func layoutWorksOffTheMainThread() async {
    let (fitted, laidOut) = await Task.detached {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 120, height: 500))
      let text = WrappingNode(length: 500)
      root.addSubview(text)
      pin(text, to: root, insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
      root.layoutIfNeeded()
      return (ConcurrencyTests.cellHeight(width: 220, textLength: 500), text.frame)
    }.value
    #expect(fitted == 80)
    #expect(laidOut == CGRect(x: 10, y: 0, width: 100, height: 500))
  }

  @Test func separateHierarchiesLayOutConcurrently() {
    let results = Locked(Array(repeating: CGFloat(0), count: 64))
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let width = CGFloat(120 + index * 10)
      let height = ConcurrencyTests.cellHeight(width: width, textLength: 1000)
      results.set(index, height)
    }
    let heights = results.value
    for index in 0..<64 {
      let lines = (1000 / CGFloat(100 + index * 10)).rounded(.up)
      #expect(heights[index] == lines * 20 + 20, "index \(index)")
    }
  }
}

/// An array behind a lock, for collecting results from concurrent work.
final class Locked<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element]

  init(_ elements: [Element]) { self.elements = elements }

  func set(_ index: Int, _ element: Element) {
    lock.lock()
    elements[index] = element
    lock.unlock()
  }

  var value: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return elements
  }
}
