import Foundation

/// A row of a list, like UIKit's `UITableViewCell`: a node whose ``contentView`` fills it, so
/// the cell is as tall as what is constrained inside the content view.
///
/// Subclass it, add nodes to ``contentView`` and constrain them to its edges or its
/// ``LayoutNode/layoutMarginsGuide``; the cell's height at a width is then
/// ``LayoutNode/fittingHeight(forWidth:)``. A reuse pool calls ``prepareForReuse()`` before
/// handing a cell out again.
///
/// UIKit's defaults:
/// - A new cell is 320 by 44 points, as `UITableViewCell`'s initial frame.
/// - The content view's ``LayoutNode/layoutMargins`` are UIKit's cell margins: 11 points at the
///   top and bottom and 16 at the sides, 20 in a cell at least 414 points wide (the margins of
///   the larger iPhones' and the iPads' tables; see ``UIKitMetrics``). They follow the cell's width (its ``frame``,
///   or the width it is measured at) until the caller sets other margins.
/// - A cell whose content view holds no constraints of the caller's (subviews placed by their
///   frames, in ``LayoutNode/layoutSubviews()``) is measured with ``LayoutNode/sizeThatFits(_:)``,
///   as UIKit measures a self-sizing cell laid out by hand.
open class TableCell: LayoutNode {
  /// The node that holds the cell's content.
  ///
  /// As in UIKit, its ``LayoutNode/translatesAutoresizingMaskIntoConstraints`` is on with a
  /// flexible width and height, so it fills the cell, and UIKit code that sets its frame, lays out
  /// and measures it works as written.
  public let contentView = LayoutNode()
  /// The identifier of the pool the cell is reused from, if any.
  public let reuseIdentifier: String?
  /// The margins the cell last gave its content view (see ``followSystemMargins(width:)``).
  private var systemMargins = EdgeInsets(all: 8)

  /// The frame of a new cell: 320 by 44 points, as `UITableViewCell`'s.
  static let initialFrame = CGRect(origin: .zero, size: UIKitMetrics.cellInitialSize)

  /// Creates a cell for the pool named `reuseIdentifier`.
  ///
  /// Required, so that a list can make cells of a registered subclass
  /// (``ListSizer/register(_:forCellReuseIdentifier:items:estimatedHeight:configure:)``).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: TableCell.initialFrame)
    installContentView()
  }

  /// Creates a cell without a reuse identifier.
  public init() {
    self.reuseIdentifier = nil
    super.init(frame: TableCell.initialFrame)
    installContentView()
  }

  /// The cell's rectangle; a new width gives the content view the margins of that width
  /// (unless the caller set its margins).
  open override var frame: CGRect {
    didSet { if frame.width != oldValue.width { followSystemMargins(width: frame.width) } }
  }

  /// Called before the cell is handed out again by a reuse pool: reset what the previous row
  /// left.
  ///
  /// The default does nothing.
  open func prepareForReuse() {}

  /// The cell's size for `targetSize`, as UIKit's self-sizing cells are measured: with a
  /// required width, the content view first takes the margins of that width.
  ///
  /// A cell whose content view (or the cell itself) holds a constraint of the caller's is measured
  /// by its constraints; one without (laid out by hand) answers ``LayoutNode/sizeThatFits(_:)`` of
  /// `targetSize`, with the target width when it is required.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    if horizontalFittingPriority.isRequired { followSystemMargins(width: targetSize.width) }
    guard usesConstraints else {
      let fitted = sizeThatFits(targetSize)
      return CGSize(
        width: horizontalFittingPriority.isRequired ? targetSize.width : fitted.width,
        height: fitted.height)
    }
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Whether the content view or the cell holds a constraint the caller made (not an
  /// autoresizing-mask, margins or stack constraint).
  ///
  /// O(*k*) in their installed constraints, O(1) for a cell whose first installed constraint is the
  /// caller's.
  private var usesConstraints: Bool {
    contentView.installed.contains { !$0.isMadeByAutoCell }
      || installed.contains { !$0.isMadeByAutoCell }
  }

  /// Gives the content view UIKit's cell margins for a cell `width` points wide, unless the
  /// caller changed them since the cell last set them.
  private func followSystemMargins(width: CGFloat) {
    guard contentView.layoutMargins == systemMargins else { return }
    let side =
      width >= UIKitMetrics.cellWideTableWidth
      ? UIKitMetrics.cellWideSideMargin : UIKitMetrics.cellSideMargin
    let vertical = UIKitMetrics.cellVerticalMargin
    systemMargins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    contentView.layoutMargins = systemMargins
  }

  /// Adds ``contentView``, filling the cell through its autoresizing mask.
  private func installContentView() {
    contentView.identifier = "contentView"
    contentView.frame = bounds
    contentView.translatesAutoresizingMaskIntoConstraints = true
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    followSystemMargins(width: frame.width)
  }
}
