import Cassowary
import Foundation

/// A linear relation between two anchors, `first (==|<=|>=) multiplier * second + constant`,
/// or between a dimension and a constant, like UIKit's `NSLayoutConstraint`.
///
/// Make constraints with the anchors' factory methods and activate them:
/// ```swift
/// LayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
///   label.widthAnchor.constraint(equalTo: cell.widthAnchor, multiplier: 0.5),
/// ])
/// ```
///
/// ## Activation
/// Activating installs the constraint on the nearest common ancestor of its items (``owner``);
/// the items must be in one hierarchy (a guide counts as its owning node). When the hierarchy's
/// root has a layout engine, the constraint goes into its solver at once, incrementally.
/// Removing a node from its superview deactivates every constraint that relates the removed
/// subtree to nodes outside it, as UIKit does; constraints inside the subtree stay active and move
/// with it.
///
/// ## Broken constraints
/// A required constraint that cannot hold together with the required constraints already in the
/// solver is *broken*: it stays active (``isActive`` is true, as the caller asked) but is left
/// out of the solver, and the conflict is reported through ``LayoutDiagnostics``. The rule is
/// that the newcomer is broken, so the existing layout stays as it was: the constraint being
/// activated, the constraint whose constant or priority was just changed, or, when a whole
/// hierarchy is loaded into a new engine, the later one in installation order. A broken
/// constraint is tried again when its constant or priority changes, when it is reactivated, or
/// when its hierarchy moves into another engine.
///
/// Not thread-safe: use a constraint from the thread that uses its hierarchy.
public final class LayoutConstraint {
  // Hot stored properties are `@exclusivity(unchecked)`: see the note at the top of LayoutNode.

  /// The constrained anchor.
  let firstAnchor: AnyLayoutAnchor
  /// The anchor it is related to, or nil for a dimension compared with a constant.
  let secondAnchor: AnyLayoutAnchor?

  /// The relation of the first anchor to `multiplier * second + constant`.
  public let relation: LayoutRelation
  /// The factor applied to the second anchor (1 for position anchors).
  public let multiplier: CGFloat

  /// The constant added to `multiplier * second`.
  ///
  /// Changing it on an active constraint updates the solver incrementally (the solver's
  /// `setConstant`), never rebuilding the system. O(*c*) in the rows the change touches.
  /// A NaN or infinite constant breaks the constraint (reported through ``LayoutDiagnostics``)
  /// until a finite one is set; a finite one beyond ±1,000,000 points is clamped to it.
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet {
      if constant != oldValue { activeEngine?.constantDidChange(of: self) }
    }
  }

  /// The priority, ``LayoutPriority/required`` by default.
  ///
  /// Changing it on an active constraint removes it from the solver and adds it back at the
  /// new priority (also between required and optional, which UIKit forbids).
  @exclusivity(unchecked) public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      let engine = activeEngine
      engine?.remove(self)
      cachedSolverConstraint = nil
      engine?.insert(self)
    }
  }

  /// A name used in diagnostics.
  public var identifier: String?

  /// Where the constraint is installed: the nearest common ancestor of its items while active
  /// (not retained: the owner clears it as it is released).
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var owner: LayoutNode?
  /// The position in ``owner``'s installed constraints.
  @exclusivity(unchecked) var ownerIndex = -1
  /// The position in the first item's ``LayoutItem/referencing`` list.
  @exclusivity(unchecked) var firstIndex = -1
  /// The position in the second item's list (-1 when there is none or it is the first item).
  @exclusivity(unchecked) var secondIndex = -1
  /// Whether the constraint is active but left out of its engine's solver (see above).
  @exclusivity(unchecked) public internal(set) var isBroken = false

  /// The solver constraint, made on first use and again after a priority change.
  @exclusivity(unchecked) var cachedSolverConstraint: Constraint?

  /// Whether the constraint holds a frame for
  /// ``LayoutNode/translatesAutoresizingMaskIntoConstraints``.
  var isAutoresizingMaskConstraint = false
  /// Whether AutoCell made the constraint (autoresizing masks, stacks): activating it never
  /// turns ``LayoutNode/translatesAutoresizingMaskIntoConstraints`` off.
  var isMadeByAutoCell = false
  /// An anchor added to the right-hand side with factor 1 (an autoresizing-mask position that
  /// moves in proportion to the superview's size: `superview.left + k * superview.width`).
  var originTerm: AnyLayoutAnchor?
  /// Whether ``cachedSolverConstraint`` was made in right-to-left coordinates.
  @exclusivity(unchecked) var madeMirrored = false
  /// The constant the anchors' expressions bring (a baseline's offset), when the solver form
  /// was made.
  @exclusivity(unchecked) var anchorConstant = 0.0

  init(
    _ first: AnyLayoutAnchor, _ relation: LayoutRelation, _ second: AnyLayoutAnchor?,
    multiplier: CGFloat, constant: CGFloat
  ) {
    self.firstAnchor = first
    self.relation = relation
    self.secondAnchor = second
    self.multiplier = multiplier
    self.constant = constant
  }

  /// The node or guide of the first anchor.
  public var firstItem: AnyObject? { firstAnchor.item.guide ?? firstAnchor.item.node }
  /// The attribute of the first anchor.
  public var firstAttribute: LayoutAttribute { firstAnchor.attribute }
  /// The node or guide of the second anchor, if any.
  public var secondItem: AnyObject? { secondAnchor.flatMap { $0.item.guide ?? $0.item.node } }
  /// The attribute of the second anchor, if any.
  public var secondAttribute: LayoutAttribute? { secondAnchor?.attribute }

  /// The solver's form: `first - multiplier * second (relation) constant`, stored by the solver
  /// as `first - multiplier * second - constant (relation) 0`.
  ///
  /// Its constant in the solver is therefore ``solverConstant``, `-constant`, which is what a
  /// constant change sets.
  var solverConstraint: Constraint {
    if let cachedSolverConstraint { return cachedSolverConstraint }
    let mirrored = isMirrored
    madeMirrored = mirrored
    // first - multiplier * second - origin, written term by term (at most six)
    var terms: [Term] = []
    terms.reserveCapacity(6)
    var lhsConstant = firstAnchor.attribute.appendTerms(
      of: firstAnchor.item, mirrored: mirrored, times: 1, to: &terms)
    if let secondAnchor {
      let factor = -LayoutEngine.clamped(Double(multiplier))
      lhsConstant += secondAnchor.attribute.appendTerms(
        of: secondAnchor.item, mirrored: mirrored, times: factor, to: &terms)
    }
    if let originTerm {
      lhsConstant += originTerm.attribute.appendTerms(
        of: originTerm.item, mirrored: false, times: -1, to: &terms)
    }
    anchorConstant = lhsConstant  // baseline offsets
    let rhsConstant = LayoutEngine.clamped(Double(constant)).finiteOrZero
    let made = Constraint(
      LinearExpression(terms, constant: lhsConstant - rhsConstant), relation.solverRelation,
      strength: priority.strength)
    cachedSolverConstraint = made
    return made
  }

  /// The constant of the solver expression for the current ``constant`` (plus the anchors'
  /// own constant, such as a baseline's offset), clamped (see ``LayoutEngine/largestMagnitude``;
  /// NaN and infinities stay, for the engine to reject).
  var solverConstant: Double { anchorConstant - LayoutEngine.clamped(Double(constant)) }

  /// The engine whose solver should hold this constraint: its owner's root's, if it has one.
  var activeEngine: LayoutEngine? { owner?.root.engine }
}

extension LayoutConstraint: CustomStringConvertible {
  /// UIKit-like: `<LayoutConstraint 'id' LayoutNode:0x….leading == LayoutNode:0x….leading + 8 @750>`.
  public var description: String {
    var text =
      isAutoresizingMaskConstraint ? LayoutConflict.autoresizingPrefix : "<LayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " \(firstAnchor.name) \(relation)"
    var rhs = ""
    if let secondAnchor {
      rhs =
        multiplier == 1 ? secondAnchor.name : "\(formatNumber(multiplier)) * \(secondAnchor.name)"
    }
    if let originTerm { rhs = rhs.isEmpty ? originTerm.name : "\(originTerm.name) + \(rhs)" }
    if multiplier == 0, secondAnchor != nil, originTerm == nil { rhs = "" }
    if rhs.isEmpty {
      rhs = formatNumber(constant)
    } else if constant != 0 {
      rhs += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
    }
    text += " \(rhs)"
    if !priority.isRequired { text += " @\(priority)" }
    return text + ">"
  }

}
