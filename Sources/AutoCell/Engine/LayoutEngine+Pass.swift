import Cassowary
import Foundation

// Layout passes and measurements, as named steps.

extension LayoutEngine {
  /// A layout pass: solves the hierarchy for the root's frame and writes the frames of the
  /// nodes whose variables changed.
  ///
  /// - Complexity: the solver's incremental work for what changed since the last pass, plus
  ///   O(*c* · *b*) to write frames for the *c* changed nodes with *b* subviews each; nothing
  ///   walks the whole hierarchy.
  func layout() {
    restorePreferredWidths()  // 0. undo a measurement's preferred widths
    applyPendingIntrinsicSizes()  // 1. intrinsic sizes that changed
    if !fittedSizeIsFrame() { pinRootToFrame() }  // 2. the root's frame is the input
    resolveHeightForWidth()  // 3. solve, measure text and hosted content at their widths, solve
    if !fittedSizeIsFrame() {  // 3b. the fitted solution moved away from the frame
      pinRootToFrame()
      resolveHeightForWidth()
    }
    writeChangedFrames()  // 4. values out, into frames
    needsLayout = false
    deliverIssues()
  }

  /// Whether a measurement's fitting targets hold the root and its solved size is the size of
  /// the frame: then that solution is also the laid-out one, and the pass keeps the fitting
  /// targets instead of replacing them with frame pins.
  ///
  /// So the self-sizing flow (measure the height at a width, set the frame to that size, lay out)
  /// and a width change through it change only constants.
  ///
  /// The fitted solution is optimal at every priority for the frame pinned: at the fitting
  /// priorities and above it is optimal over all sizes, so over the frame's size too; at the
  /// fitting priority, every solution of that size pays the same error toward the targets, so
  /// it is also optimal for the other constraints of that priority; below it, the solutions
  /// optimal for the frame are among those it chose from. (Where the optimum is not unique, a
  /// pass with frame pins could settle on another of the optimal solutions, as two solvers
  /// with different histories could.)
  private func fittedSizeIsFrame() -> Bool {
    guard fittingPins != nil else { return false }
    let size = usableRootSize()
    return LayoutEngine.snap(solver.value(of: root.item.width)) == size.width
      && LayoutEngine.snap(solver.value(of: root.item.height)) == size.height
  }

  /// Measures the root (or a measuring engine's node) as UIKit's `systemLayoutSizeFitting`:
  /// its size pulled toward `target` at the given priorities, everything else as constrained.
  ///
  /// Frames are not written.
  ///
  /// - Complexity: the solver's incremental work; repeated calls with the same priorities only
  ///   change two constants (`setConstant`) and add nothing.
  func fittingSize(
    _ requested: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    let target = CGSize(
      width: LayoutEngine.fittingTarget(requested.width),
      height: LayoutEngine.fittingTarget(requested.height))
    applyPendingIntrinsicSizes()  // 1. intrinsic sizes that changed
    capPreferredWidths(horizontal: horizontal)  // 1b. text keeps its laid-out width (UIKit)
    pullRootSize(toward: target, horizontal: horizontal, vertical: vertical)  // 2. fitting targets
    finishDeferredLoad()  // 2b. a new engine's load, targets included
    resolveHeightForWidth()  // 3. height for width at the fitted width
    let size = CGSize(  // 4. read back, without touching frames
      width: LayoutEngine.snap(solver.value(of: root.item.width)),
      height: LayoutEngine.snap(solver.value(of: root.item.height)))
    deliverIssues()
    return size.isFinite ? size : .zero
  }

  /// Prepares the solver for a query of the laid-out state (ambiguity) without writing frames.
  func prepareLaidOutState() {
    restorePreferredWidths()
    applyPendingIntrinsicSizes()
    pinRootToFrame()
    resolveHeightForWidth()
    deliverIssues()
  }

  /// Pins the root's origin to 0 (its bounds are the coordinate space), once.
  ///
  /// A new engine does this before loading the hierarchy: with the root's position already
  /// constant, constraints chained from the root's edges substitute to short rows (a chain of n
  /// stacked nodes then loads in O(n); the other way round the solver may make the root's
  /// variable the subject of every new row and rewrite all earlier rows each time).
  func pinRootOrigin() {
    guard originPins == nil else { return }
    let item = root.item
    let pins = (x: item.minX == 0, y: item.minY == 0)
    originPins = pins
    add(pins.x, constant: 0, origin: .rootFrame(item, .left))
    add(pins.y, constant: 0, origin: .rootFrame(item, .top))
  }

  /// Pins the root's size to its frame with required constraints, replacing fitting targets.
  ///
  /// Constants change only when the frame's size did (a broken pin is not retried until then).
  private func pinRootToFrame() {
    pinRootOrigin()
    if let pins = fittingPins {
      remove(pins.width)
      remove(pins.height)
      fittingPins = nil
    }
    let item = root.item
    let size = usableRootSize()
    if let pins = framePins {
      guard pins.size != size else { return }
      framePins?.size = size
      update(pins.width, constant: -Double(size.width), origin: .rootFrame(item, .width))
      update(pins.height, constant: -Double(size.height), origin: .rootFrame(item, .height))
    } else {
      let pins = (
        width: item.width == Double(size.width), height: item.height == Double(size.height),
        size: size
      )
      framePins = pins
      add(pins.width, constant: -Double(size.width), origin: .rootFrame(item, .width))
      add(pins.height, constant: -Double(size.height), origin: .rootFrame(item, .height))
    }
  }

  /// Pulls the root's size toward `target` at the given priorities, replacing the frame pins.
  ///
  /// Targets with the same priorities as last time only change constants.
  private func pullRootSize(
    toward target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) {
    pinRootOrigin()
    if let pins = framePins {
      remove(pins.width)
      remove(pins.height)
      framePins = nil
    }
    let item = root.item
    if let pins = fittingPins, pins.horizontal == horizontal, pins.vertical == vertical {
      guard pins.target != target else { return }
      fittingPins?.target = target
      update(pins.width, constant: -Double(target.width), origin: .fittingTarget(item, .width))
      update(pins.height, constant: -Double(target.height), origin: .fittingTarget(item, .height))
      return
    }
    if let pins = fittingPins {
      remove(pins.width)
      remove(pins.height)
    }
    let pins = FittingPins(
      width: item.width == Double(target.width) ~ horizontal.strength,
      height: item.height == Double(target.height) ~ vertical.strength,
      horizontal: horizontal, vertical: vertical, target: target)
    fittingPins = pins
    add(pins.width, constant: -Double(target.width), origin: .fittingTarget(item, .width))
    add(pins.height, constant: -Double(target.height), origin: .fittingTarget(item, .height))
  }

  /// The root's frame changed: its pins follow at the next pass.
  func rootFrameDidChange() {
    needsLayout = true
  }

  /// Writes the frames of nodes whose variables changed (and of their subviews, whose frames
  /// are relative to them), plus nodes that joined the hierarchy.
  ///
  /// The root's frame is an input and is not written; nodes no constraint refers to keep their
  /// frames.
  ///
  /// - Complexity: O(*v* + *c* · *b*) for *v* changed variables and *c* changed nodes with *b*
  ///   subviews each; no allocation per node.
  private func writeChangedFrames() {
    for variable in solver.updateVariables() {
      guard let node = itemsByVariable.item(of: variable)?.node else { continue }
      markFrameStale(node)
      for child in node.children.slots {
        if let child { markFrameStale(child) }
      }
    }
    let scale = root.traits.displayScale
    var index = 0
    while index < staleFrames.count {
      let node = staleFrames[index]
      index += 1
      node.engineSlots.staleFrameIndex = -1
      guard let parent = node.superview, node.isConstrained else { continue }
      node.writeLayoutFrame(relativeTo: parent, scale: scale)
    }
    staleFrames.removeAll(keepingCapacity: true)
  }
}

extension LayoutEngine {
  /// The largest fitting target used; larger ones (`.greatestFiniteMagnitude`, infinity) are
  /// clamped to it, as are negative ones to 0 and NaN.
  static let maxFittingTarget: CGFloat = 1_000_000

  /// A fitting target component made safe for the solver: clamped to 0...``maxFittingTarget``.
  static func fittingTarget(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), maxFittingTarget)
  }

  /// A solved value with the solver's floating-point noise removed: rounded to a millionth of a
  /// point (far below any display's pixel), so that a width of 60 reads 60, not 59.99999999.
  static func snap(_ value: Double) -> CGFloat {
    guard abs(value) < 1e9 else { return CGFloat(value) }  // no noise to remove, no overflow
    let snapped = (value * 1_000_000).rounded() / 1_000_000
    return snapped == 0 ? 0 : CGFloat(snapped)
  }
}
