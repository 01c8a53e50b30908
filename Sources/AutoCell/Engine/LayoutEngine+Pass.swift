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
    applyPendingIntrinsicSizes()  // 1. intrinsic sizes that changed
    pinRootToFrame()  // 2. the root's frame is the input
    resolveHeightForWidth()  // 3. solve, measure text and hosted content at their widths, solve
    writeChangedFrames()  // 4. values out, into frames
    needsLayout = false
  }

  /// Measures the root (or a measuring engine's node) as UIKit's `systemLayoutSizeFitting`:
  /// its size pulled toward `target` at the given priorities, everything else as constrained.
  /// Frames are not written.
  ///
  /// - Complexity: the solver's incremental work; repeated calls with the same priorities only
  ///   change two constants (`setConstant`) and add nothing.
  func fittingSize(
    _ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    applyPendingIntrinsicSizes()  // 1. intrinsic sizes that changed
    pullRootSize(toward: target, horizontal: horizontal, vertical: vertical)  // 2. fitting targets
    resolveHeightForWidth()  // 3. height for width at the fitted width
    return CGSize(  // 4. read back, without touching frames
      width: solver.value(of: root.item.width), height: solver.value(of: root.item.height))
  }

  /// Prepares the solver for a query of the laid-out state (ambiguity) without writing frames.
  func prepareLaidOutState() {
    applyPendingIntrinsicSizes()
    pinRootToFrame()
    resolveHeightForWidth()
  }

  /// Pins the root's origin to 0 (its bounds are the coordinate space), once.
  private func pinRootOrigin() {
    guard originPins == nil else { return }
    let item = root.item
    let pins = (x: item.minX == 0, y: item.minY == 0)
    originPins = pins
    add(pins.x, constant: 0, origin: .rootFrame(item, .left))
    add(pins.y, constant: 0, origin: .rootFrame(item, .top))
  }

  /// Pins the root's size to its frame with required constraints, replacing fitting targets.
  private func pinRootToFrame() {
    pinRootOrigin()
    if let pins = fittingPins {
      remove(pins.width)
      remove(pins.height)
      fittingPins = nil
    }
    let item = root.item
    let size = root.frame.size
    let pins = framePins ?? (item.width == Double(size.width), item.height == Double(size.height))
    if framePins == nil { framePins = pins }
    update(pins.width, constant: -Double(size.width), origin: .rootFrame(item, .width))
    update(pins.height, constant: -Double(size.height), origin: .rootFrame(item, .height))
  }

  /// Pulls the root's size toward `target` at the given priorities, replacing the frame pins.
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
    if let pins = fittingPins, pins.horizontal != horizontal || pins.vertical != vertical {
      remove(pins.width)
      remove(pins.height)
      fittingPins = nil
    }
    let item = root.item
    let pins =
      fittingPins
      ?? (
        item.width == Double(target.width) ~ horizontal.strength,
        item.height == Double(target.height) ~ vertical.strength, horizontal, vertical
      )
    fittingPins = pins
    update(pins.width, constant: -Double(target.width), origin: .fittingTarget(item, .width))
    update(pins.height, constant: -Double(target.height), origin: .fittingTarget(item, .height))
  }

  /// The root's frame changed: its pins follow at the next pass.
  func rootFrameDidChange() {
    needsLayout = true
  }

  /// Writes the frames of nodes whose variables changed (and of their subviews, whose frames
  /// are relative to them), plus nodes that joined the hierarchy. The root's frame is an input
  /// and is not written; nodes no constraint refers to keep their frames.
  private func writeChangedFrames() {
    for variable in solver.updateVariables() {
      guard let item = itemsByVariable[variable.id], let node = item.node else { continue }
      markFrameStale(node)
      for child in node.subviews { markFrameStale(child) }
    }
    for node in staleFrames where node.frameIsStale {
      node.frameIsStale = false
      guard let parent = node.superview, node.isConstrained else { continue }
      node.frame = node.item.solvedRect.offsetBy(dx: -parent.item.minX.value, dy: -parent.item.minY.value)
    }
    staleFrames.removeAll(keepingCapacity: true)
  }
}

extension LayoutNode {
  /// Whether any active constraint or intrinsic size places the node.
  var isConstrained: Bool {
    !item.referencing.isEmpty || intrinsic.horizontal.isActive || intrinsic.vertical.isActive
  }

  /// The root's engine, created (with the whole hierarchy attached) on first use.
  ///
  /// - Complexity: O(depth), plus O(*n* + *k*) the first time.
  var rootEngine: LayoutEngine {
    let root = self.root
    if let engine = root.engine { return engine }
    let engine = LayoutEngine(root: root)
    root.engine = engine
    engine.attach(root)
    return engine
  }
}
