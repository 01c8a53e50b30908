import AutoCell
import Foundation
import Testing

@testable import autocell_bench

/// LayoutKit's feed cell built from stacks against the same cell built from anchors: a stack
/// adds hardly more constraints than the anchors a person writes for the same arrangement
/// (issue 34).
///
/// Counted in the solver, never timed.
@Suite("Feed cell constraint counts")
struct FeedConstraintCountTests {
  /// The solver's statistics of a cell's first measurement at 375 points.
  private func statistics(of cell: FeedCell) throws -> Solver.Statistics {
    cell.configure(FeedItem.items(1)[0])
    _ = FeedBenchmarks.fitAndLayOut(cell.node, width: 375)
    return try #require(cell.node.engineStatistics)
  }

  /// The anchors form holds 139 constraints (the intrinsic sizes' included), the stacks form
  /// 154: one tie-break per `.fill` stack, `.equalSpacing` gap guides free across the axis.
  @Test func stacksStayWithinFifteenPercentOfAnchors() throws {
    let stacks = try statistics(of: FeedForm.stacks.makeCell())
    let anchors = try statistics(of: FeedForm.anchors.makeCell())
    #expect(Double(stacks.constraints) <= 1.15 * Double(anchors.constraints))
  }
}
