import Foundation

/// A row of a list, like UIKit's `UITableViewCell`: a node whose ``contentView`` is pinned to
/// its four edges, so the cell is as tall as what is constrained inside the content view.
///
/// Subclass it, add nodes to ``contentView`` and constrain them to its edges; the cell's
/// height at a width is then ``LayoutNode/fittingHeight(forWidth:)``. A reuse pool calls
/// ``prepareForReuse()`` before handing a cell out again.
open class TableCell: LayoutNode {
  /// The node that holds the cell's content. As in UIKit, its
  /// ``LayoutNode/translatesAutoresizingMaskIntoConstraints`` is on with a flexible width
  /// and height, so it fills the cell, and UIKit code that sets its frame, lays out and
  /// measures it works as written.
  public let contentView = LayoutNode()
  /// The identifier of the pool the cell is reused from, if any.
  public let reuseIdentifier: String?

  /// Creates a cell for the pool named `reuseIdentifier`. Required, so that a list can make
  /// cells of a registered subclass (``ListSizer/register(_:forCellReuseIdentifier:items:estimatedHeight:configure:)``).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    installContentView()
  }

  /// Creates a cell without a reuse identifier.
  public init() {
    self.reuseIdentifier = nil
    super.init(frame: .zero)
    installContentView()
  }

  /// Called before the cell is handed out again by a reuse pool: reset what the previous row
  /// left. The default does nothing.
  open func prepareForReuse() {}

  /// Adds ``contentView``, filling the cell through its autoresizing mask.
  private func installContentView() {
    contentView.identifier = "contentView"
    contentView.translatesAutoresizingMaskIntoConstraints = true
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
