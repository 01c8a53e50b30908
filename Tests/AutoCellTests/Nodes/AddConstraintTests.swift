import AutoCell
import Foundation
import Testing

@Suite("addConstraint and removeConstraint")
struct AddConstraintTests {
  /// Code from before `isActive` adds visual-format constraints to the content view and removes
  /// them later.
  ///
  /// A one-line label between the cell's margins (11 above and below, UIKit's cell margins) is 11 +
  /// 21 + 11 = 43 points tall; with the vertical ones removed and the label's top and bottom pinned
  /// to the content view's edges it is 21.
  @Test func addConstraintsActivatesAndRemoveConstraintsDeactivates() throws {
    let cell = TableCell()
    let label = TextNode(text: "Hello")
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let views = ["label": label]
    cell.contentView.addConstraints(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-[label]-|", metrics: nil, views: views))
    let vertical = try LayoutConstraint.constraints(
      withVisualFormat: "V:|-[label]-|", metrics: nil, views: views)
    cell.contentView.addConstraints(vertical)
    #expect(vertical.allSatisfy { $0.isActive })
    #expect(cell.fittingHeight(forWidth: 375) == 43)

    cell.contentView.removeConstraints(vertical)
    #expect(!vertical.contains { $0.isActive })
    let top = label.topAnchor.constraint(equalTo: cell.contentView.topAnchor)
    cell.contentView.addConstraint(top)
    cell.contentView.addConstraint(
      label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor))
    #expect(cell.contentView.constraints.contains { $0 === top })
    #expect(cell.fittingHeight(forWidth: 375) == 21)
    cell.contentView.removeConstraint(top)
    #expect(!top.isActive)
  }
}
