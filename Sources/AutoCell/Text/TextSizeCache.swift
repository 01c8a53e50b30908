import Foundation

/// The last few measurements of one text, shared by the copies of a ``Text`` value and
/// owned by a ``TextNode``, so one layout asks the ``TextMeasurer`` once per distinct question.
///
/// Keeps the unconstrained (single-line-per-paragraph) size and the two most recent
/// constrained ones (a stack asks for a minimum and an actual size). A width at least the unconstrained width gives the unconstrained size without asking
/// again (greedy wrapping cannot break a paragraph that fits). Lock-protected, so a value
/// shared between threads stays safe.
final class TextSizeCache: @unchecked Sendable {
  /// One answer: the size of the text at a width with a line limit.
  private struct Entry {
    var width: CGFloat
    var numberOfLines: Int
    var size: CGSize
  }

  private let lock = NSLock()
  private var unconstrained: Entry?
  private var recent: Entry?
  private var older: Entry?

  /// Creates an empty cache.
  init() {}

  /// The size at `width` with `numberOfLines`, from the cache or from `measure` (then kept).
  ///
  /// `reusesUnconstrained` allows answering a wide enough width with the unconstrained size (not
  /// for truncating text, whose cut last line takes the whole width).
  func size(
    width: CGFloat, numberOfLines: Int, reusesUnconstrained: Bool,
    measure: (CGFloat, Int) -> CGSize
  ) -> CGSize {
    lock.lock()
    let ideal = unconstrained
    let last = recent
    let previous = older
    lock.unlock()
    if reusesUnconstrained, let ideal, ideal.numberOfLines == numberOfLines,
      ideal.size.width <= width
    {
      return ideal.size
    }
    if let last, last.width == width, last.numberOfLines == numberOfLines { return last.size }
    if let previous, previous.width == width, previous.numberOfLines == numberOfLines {
      return previous.size
    }
    let size = measure(width, numberOfLines)
    let entry = Entry(width: width, numberOfLines: numberOfLines, size: size)
    lock.lock()
    if width == .infinity {
      unconstrained = entry
    } else {
      older = recent
      recent = entry
    }
    lock.unlock()
    return size
  }

  /// Forgets every answer.
  func removeAll() {
    lock.lock()
    unconstrained = nil
    recent = nil
    older = nil
    lock.unlock()
  }
}
