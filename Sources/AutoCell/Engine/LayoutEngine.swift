import Cassowary
import Foundation

/// The solver of one hierarchy and the bookkeeping around it.
///
/// A root node owns one engine (see ``LayoutNode``), kept across layout passes. Every change to
/// the hierarchy's constraints reaches the solver incrementally: activation adds one constraint,
/// deactivation removes one, a constant change calls `setConstant`, an intrinsic size change
/// sets two constants. A *measuring* engine instead measures one non-root node's subtree alone
/// (see ``LayoutNode/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
///
/// Every solver operation goes through ``add(_:constant:origin:)``, ``update(_:constant:origin:)``
/// and ``remove(_:)``, which break a failing constraint and report it instead of crashing.
final class LayoutEngine {
  // Hot stored properties are `@exclusivity(unchecked)`: see the note at the top of LayoutNode.

  /// How many solve-measure rounds height-for-width layout runs at most per pass.
  static let maxHeightForWidthPasses = 4

  /// The solver, holding the hierarchy's constraints.
  let solver = Solver()
  /// The hierarchy's root, or the node a measuring engine measures.
  unowned let root: LayoutNode
  /// For a measuring engine: the root's engine it was built from.
  weak var source: LayoutEngine?
  /// Whether this engine measures a non-root subtree (it never writes node state).
  var isMeasuring: Bool { source != nil }

  /// Whether something changed since the last layout pass.
  @exclusivity(unchecked) var needsLayout = true

  /// What each solver constraint stands for, for diagnostics (read it through
  /// ``origin(of:)``: an adopted load's are listed in ``adoptedOrigins`` until needed).
  @exclusivity(unchecked) private var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
  /// The constraints of an adopted structure template and their origins, in the load's order,
  /// not yet entered in ``origins`` (most cells never report a conflict or remove a
  /// constraint, so the table is built only when one does).
  @exclusivity(unchecked) private var adoptedOrigins: ([Constraint], [ConstraintOrigin])?
  /// The item of each node variable, to map changed variables to nodes.
  @exclusivity(unchecked) var itemsByVariable = VariableItems()
  /// Nodes whose intrinsic size must be read again (some may have left: see
  /// ``EngineSlots/intrinsicPendingIn``).
  @exclusivity(unchecked) var pendingIntrinsic = PendingIntrinsicSizes()
  /// The engine's number for ``EngineSlots/intrinsicPendingIn`` (see ``nextSerial()``).
  let serial = LayoutEngine.nextSerial()
  /// The height-for-width nodes and the widths they were last measured at.
  var heightForWidth: [HeightForWidthEntry] = []
  /// Nodes whose frames must be written at the next pass, each listed once (see
  /// ``EngineSlots/staleFrameIndex``).
  ///
  /// Never the root, whose frame is an input (so the list holds no cycle); a node that leaves the
  /// engine leaves the list.
  @exclusivity(unchecked) var staleFrames: [LayoutNode] = []

  /// `minX == 0`, `minY == 0` of the root: the root's bounds are the coordinate space.
  @exclusivity(unchecked) var originPins: (x: Constraint, y: Constraint)?
  /// The root's size pinned to its frame (while laying out), and the size pinned.
  @exclusivity(unchecked) var framePins: (width: Constraint, height: Constraint, size: CGSize)?
  /// The root's size pulled toward a fitting target (while measuring), with the priorities.
  @exclusivity(unchecked) var fittingPins: FittingPins?
  /// Whether a measurement capped laid-out height-for-width nodes' intrinsic widths (see
  /// ``capPreferredWidths(horizontal:)``).
  @exclusivity(unchecked) var preferredWidthsCapped = false

  /// The constraints a new table cell's engine is collecting instead of adding (see
  /// ``beginDeferredLoad()``), nil otherwise.
  @exclusivity(unchecked) var deferredLoad: DeferredLoad?

  /// Problems found by the operation under way, sent to the handler when it ends (see
  /// ``deliverIssues()``).
  @exclusivity(unchecked) var undeliveredIssues: [LayoutIssue] = []
  /// The bits of the last root frame size reported as not finite, so it is reported once.
  var reportedRootSize: (width: UInt64, height: UInt64)?

  /// Creates the engine of a root; ``attach(_:)`` the root next.
  init(root: LayoutNode) {
    self.root = root
  }

  /// Notes a change that needs a layout pass.
  func touch() {
    needsLayout = true
  }

  // MARK: Solver access with conflict breaking

  /// Adds `constraint` with its expression constant set to `constant`.
  ///
  /// A failure (conflict, invalid number) leaves the solver unchanged, is reported, and returns
  /// false.
  @discardableResult
  func add(_ constraint: Constraint, constant: Double, origin: ConstraintOrigin) -> Bool {
    if let deferredLoad {
      if constant.isFinite {
        deferredLoad.append(constraint, constant: constant, origin: origin)
        return true
      }
      flushDeferredLoad()
    }
    guard constant.isFinite else {
      rejectNonFinite(constant, of: constraint, origin: origin)
      return false
    }
    do {
      try solver.add(constraint)
    } catch {
      report(error, breaking: constraint, constant: constant, origin: origin)
      return false
    }
    if constraint.expression.constant != constant {
      do {
        try solver.setConstant(constant, of: constraint)
      } catch {
        try? solver.remove(constraint)
        report(error, breaking: constraint, constant: constant, origin: origin)
        return false
      }
    }
    origins[ObjectIdentifier(constraint)] = origin
    return true
  }

  /// Notes what the constraints of an adopted template stand for (`origins[i]` for
  /// `constraints[i]`).
  ///
  /// O(1): entered in the table when first needed.
  func noteOrigins(_ origins: [ConstraintOrigin], of constraints: [Constraint]) {
    enterAdoptedOrigins()
    adoptedOrigins = (constraints, origins)
  }

  /// What `constraint` stands for, if the solver holds it by way of this engine.
  func origin(of constraint: Constraint) -> ConstraintOrigin? {
    enterAdoptedOrigins()
    return origins[ObjectIdentifier(constraint)]
  }

  /// Enters ``adoptedOrigins`` in ``origins``.
  ///
  /// O(*k*) for *k* adopted constraints, once.
  private func enterAdoptedOrigins() {
    guard let (constraints, adopted) = adoptedOrigins else { return }
    adoptedOrigins = nil
    origins.reserveCapacity(origins.count + constraints.count)
    for index in constraints.indices {
      origins[ObjectIdentifier(constraints[index])] = adopted[index]
    }
  }

  /// Sets the constant of `constraint` in the solver, adding it if it is not there (a broken
  /// constraint is retried).
  ///
  /// On failure the constraint is taken out, reported, and false returned.
  @discardableResult
  func update(_ constraint: Constraint, constant: Double, origin: ConstraintOrigin) -> Bool {
    flushDeferredLoad()
    guard let current = solver.constant(of: constraint) else {
      return add(constraint, constant: constant, origin: origin)
    }
    if current == constant { return true }
    guard constant.isFinite else {
      remove(constraint)
      rejectNonFinite(constant, of: constraint, origin: origin)
      return false
    }
    do {
      try solver.setConstant(constant, of: constraint)
      return true
    } catch {
      remove(constraint)
      report(error, breaking: constraint, constant: constant, origin: origin)
      return false
    }
  }

  /// Removes `constraint` if the solver holds it.
  func remove(_ constraint: Constraint) {
    flushDeferredLoad()
    guard solver.contains(constraint) else { return }
    try? solver.remove(constraint)
    enterAdoptedOrigins()
    origins[ObjectIdentifier(constraint)] = nil
  }

  /// Removes `old`, which the solver holds, and adds `new` with its expression constant
  /// `constant`, in one solver change (see `Solver.replace(_:with:)`).
  ///
  /// Returns false, with nothing changed, when the engine is collecting a deferred load, the
  /// solver does not hold `old`, `new`'s constant is not its expression's, or the solver
  /// refuses `new`: the caller then removes and adds, which reports the refusal.
  func replace(_ old: Constraint, with new: Constraint, constant: Double, origin: ConstraintOrigin)
    -> Bool
  {
    guard deferredLoad == nil, new.expression.constant == constant, solver.contains(old) else {
      return false
    }
    do {
      try solver.replace(old, with: new)
    } catch {
      return false
    }
    enterAdoptedOrigins()
    origins[ObjectIdentifier(old)] = nil
    origins[ObjectIdentifier(new)] = origin
    return true
  }

  /// Reports a constraint the solver refused, naming the conflicting set.
  func report(
    _ error: SolverError, breaking constraint: Constraint, constant: Double,
    origin: ConstraintOrigin
  ) {
    let broken = origin.conflictingConstraint(constraint, constant: constant)
    let issue: LayoutIssue
    if case .unsatisfiable(_, let conflicts) = error {
      var members: [ConflictingConstraint] = []
      for other in conflicts where other !== constraint {
        let otherConstant = solver.constant(of: other) ?? other.expression.constant
        members.append(
          self.origin(of: other)?.conflictingConstraint(other, constant: otherConstant)
            ?? .solver(other))
      }
      members.append(broken)
      issue = .conflict(LayoutConflict(brokenConstraint: broken, constraints: members))
    } else {
      issue = .invalidConstraint(broken, error)
    }
    undeliveredIssues.append(issue)
  }

  // MARK: Layout constraints

  /// Adds a just activated layout constraint (or one whose priority changed) to the solver; a
  /// refused one is marked broken.
  ///
  /// Measuring engines that include it are dropped. O(depth).
  func insert(_ constraint: LayoutConstraint) {
    load(constraint)
    constraint.owner?.dropMeasuringEngines()
    touch()
    deliverIssues()
  }

  /// Adds an installed layout constraint to the solver (a root's engine marks a refused one
  /// broken).
  func load(_ constraint: LayoutConstraint) {
    let added = add(
      constraint.solverConstraint, constant: constraint.solverConstant, origin: .layout(constraint))
    if !isMeasuring { constraint.isBroken = !added }
  }

  /// Removes a layout constraint from the solver and drops the measuring engines that include
  /// it.
  ///
  /// O(depth).
  func remove(_ constraint: LayoutConstraint) {
    unload(constraint)
    constraint.owner?.dropMeasuringEngines()
    touch()
  }

  /// Removes a layout constraint from the solver.
  func unload(_ constraint: LayoutConstraint) {
    if let made = constraint.cachedSolverConstraint { remove(made) }
    constraint.isBroken = false
  }

  /// Applies a layout constraint's new constant (`setConstant`; a broken one is retried), here
  /// and in the measuring engines of the owner and its ancestors, incrementally.
  ///
  /// O(depth).
  func constantDidChange(of constraint: LayoutConstraint) {
    let made = constraint.solverConstraint
    let origin = ConstraintOrigin.layout(constraint)
    let updated = update(made, constant: constraint.solverConstant, origin: origin)
    constraint.isBroken = !updated
    touch()
    var node = constraint.owner
    while let current = node {
      if let measuring = current.engineSlots.fittingEngine {
        if updated {
          measuring.update(made, constant: constraint.solverConstant, origin: origin)
        } else {
          current.engineSlots.fittingEngine = nil
        }
      }
      node = current.superview
    }
    deliverIssues()
  }
}

/// The constraints pulling a measured node's size toward a target, and what they hold.
struct FittingPins {
  /// `width == target.width` at `horizontal`.
  let width: Constraint
  /// `height == target.height` at `vertical`.
  let height: Constraint
  /// The width's priority.
  let horizontal: LayoutPriority
  /// The height's priority.
  let vertical: LayoutPriority
  /// The target the constants hold.
  var target: CGSize
}

/// A height-for-width node in an engine and the width it was last measured at.
struct HeightForWidthEntry {
  /// The node.
  ///
  /// Unowned: a measuring engine is owned by the node it measures, whose subtree this node is in (a
  /// root's engine removes the entry when the node leaves).
  unowned let node: LayoutNode
  /// The width of the last measurement, nil before the first or after an invalidation.
  var measuredWidth: CGFloat?
  /// A measuring engine's own vertical intrinsic constraints for the node (a root's engine
  /// keeps them on the node).
  var vertical = IntrinsicAxisConstraints()
}
