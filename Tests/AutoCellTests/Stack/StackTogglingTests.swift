import AutoCell
import Foundation
import Testing

/// A ``TableStack`` with room for all four nodes (15 after b: with 99 the equal centering cannot
/// hold once b shows, and which node shrinks is then a tie), b hidden or shown from the start.
private func table(
  _ distribution: StackNode.Distribution, _ alignment: StackNode.Alignment, bHidden: Bool
) -> TableStack {
  TableStack(distribution, alignment, bHidden: bHidden, spacingAfterB: 15)
}

extension TableStack {
  /// The frames of the visible nodes and the stack.
  fileprivate var frames: [CGRect] {
    [a, b, c, d].filter { !$0.isHidden }.map(\.frame) + [stack.frame]
  }

  /// The constraints the solver added and removed so far.
  fileprivate var work: Int {
    let statistics = root.engineStatistics!
    return statistics.constraintsAdded + statistics.constraintsRemoved
  }
}

@Suite("Toggling arranged nodes of every arrangement")
struct StackTogglingTests {
  /// Hiding b in a laid-out stack, then showing it again, gives the frames of stacks built with
  /// b hidden and shown; and each toggle changes only the constraints that differ between the
  /// two arrangements (those around b), not the whole arrangement: fewer solver changes than the
  /// arrangement has constraints, where rebuilding removed and added all of them (31 to 46
  /// changes for 16 to 25 constraints outside `.fill` stacks aligned by edges or centres).
  @Test(arguments: distributions, alignments)
  func togglingMatchesABuiltStack(
    distribution: StackNode.Distribution, alignment: StackNode.Alignment
  ) {
    let shown = table(distribution, alignment, bHidden: false)
    let hidden = table(distribution, alignment, bHidden: true)
    let toggled = table(distribution, alignment, bHidden: false)
    let arrangement = toggled.stack.constraints.count
    let before = toggled.work
    toggled.b.isHidden = true
    toggled.root.layoutIfNeeded()
    #expect(toggled.frames == hidden.frames, "\(distribution) \(alignment) hidden")
    #expect(toggled.b.frame.width == 0)
    let hiding = toggled.work - before
    #expect(hiding < arrangement, "\(distribution) \(alignment): \(hiding) changes")
    toggled.b.isHidden = false
    toggled.root.layoutIfNeeded()
    #expect(toggled.frames == shown.frames, "\(distribution) \(alignment) shown")
    let showing = toggled.work - before - hiding
    #expect(showing < arrangement, "\(distribution) \(alignment): \(showing) changes")
  }
}
