import Foundation

/// A row of segments, like UIKit's `UISegmentedControl`: 32 points tall, each segment as wide
/// as the widest title plus 16 points (or its own title's with
/// ``apportionsSegmentWidthsByContent``, or the width set with
/// ``setWidth(_:forSegmentAt:)``), with a 1-point divider between segments
/// (``UIKitMetrics``).
///
/// Titles are set in the 13-point system font.
open class SegmentedControlNode: LayoutNode {
  /// The segments' titles, in order.
  private var titles: [String]
  /// Widths set with ``setWidth(_:forSegmentAt:)`` (0: automatic), by segment.
  private var widths: [CGFloat]

  /// The index of the selected segment, or -1 for none (the default).
  ///
  /// Layout does not depend on it.
  open var selectedSegmentIndex = -1
  /// Whether each segment is as wide as its own title (default false: all as wide as the
  /// widest).
  open var apportionsSegmentWidthsByContent = false {
    didSet {
      if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// The titles' font (default the 13-point system font).
  open var font = Font.system(size: UIKitMetrics.segmentFontSize) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How titles are measured (default ``StandardTextMeasurer``).
  open var measurer: any TextMeasurer = StandardTextMeasurer() {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a control with a segment for each title.
  public init(items: [String] = []) {
    titles = items
    widths = Array(repeating: 0, count: items.count)
    super.init(frame: .zero)
  }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment` (clamped to `0...numberOfSegments`).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    widths.insert(0, at: index)
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `segment`, if there is one.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    widths.remove(at: segment)
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    widths = []
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `segment`, if there is one.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `segment`, nil if there is none.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the width of the segment at `segment` (0: automatic), as UIKit's.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard widths.indices.contains(segment) else { return }
    widths[segment] = max(0, width)
    invalidateIntrinsicContentSize()
  }

  /// The width set for the segment at `segment` (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    widths.indices.contains(segment) ? widths[segment] : 0
  }

  /// The segments side by side with their dividers, 32 points tall, in whole pixels.
  ///
  /// O(*n*) measurements for *n* segments.
  open override var intrinsicContentSize: CGSize {
    let titleWidths = titles.map {
      measurer.size(
        of: $0, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byTruncatingTail
      ).width
    }
    let widest = titleWidths.max() ?? 0
    var width = UIKitMetrics.segmentDividerWidth * CGFloat(max(0, titles.count - 1))
    for (index, title) in titleWidths.enumerated() {
      if widths[index] > 0 {
        width += widths[index]
      } else {
        width +=
          (apportionsSegmentWidthsByContent ? title : widest) + UIKitMetrics.segmentPadding
      }
    }
    return roundedUpToPixels(CGSize(width: width, height: UIKitMetrics.segmentedControlHeight))
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
