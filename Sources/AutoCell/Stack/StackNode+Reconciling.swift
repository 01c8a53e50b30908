import Foundation

// Rebuilding a stack's arrangement as a difference: the constraints that a hidden toggle or a
// property change leaves as they were stay in the solver, and only the rest are swapped.

/// What a stack constraint relates, everything but its constant: two constraints with the same
/// key are the same relation, so an active one can stand for a new one with the new one's
/// constant.
struct StackConstraintKey: Hashable {
  let first: ObjectIdentifier
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: LayoutAttribute?
  let multiplier: CGFloat
  let priority: LayoutPriority
  let identifier: String?

  init(_ constraint: LayoutConstraint) {
    first = ObjectIdentifier(constraint.firstAnchor.item)
    firstAttribute = constraint.firstAnchor.attribute
    relation = constraint.relation
    second = constraint.secondAnchor.map { ObjectIdentifier($0.item) }
    secondAttribute = constraint.secondAnchor?.attribute
    multiplier = constraint.multiplier
    priority = constraint.priority
    identifier = constraint.identifier
  }
}

extension StackNode {
  /// Makes `made` (new, inactive) the stack's arrangement in place of `current` with as few
  /// solver changes as it takes: a constraint of `current` with the key of one of `made` stays
  /// (its constant set to the new one's), the others of `current` are deactivated first, then
  /// the rest of `made` activated, so no two required constraints conflict on the way.
  ///
  /// The solver ends with the constraints it would hold after deactivating `current` and
  /// activating `made`.
  ///
  /// - Returns: The arrangement now active, in `made`'s order (kept constraints in place of
  ///   their matches).
  /// - Complexity: O(*c* + *m*) for the two lists, plus a solver change for each constraint
  ///   that left, came or changed its constant.
  func reconcile(_ current: [LayoutConstraint], with made: [LayoutConstraint])
    -> [LayoutConstraint]
  {
    guard !current.isEmpty else {  // a first build: nothing to keep
      LayoutConstraint.activate(made)
      return made
    }
    var unmatched: [StackConstraintKey: [Int]] = [:]
    unmatched.reserveCapacity(current.count)
    for index in current.indices.reversed() {
      unmatched[StackConstraintKey(current[index]), default: []].append(index)
    }
    var kept = Array(repeating: false, count: current.count)
    var result: [LayoutConstraint] = []
    result.reserveCapacity(made.count)
    var changed: [(constraint: LayoutConstraint, constant: CGFloat)] = []
    var added: [LayoutConstraint] = []
    for constraint in made {
      let key = StackConstraintKey(constraint)
      if let index = unmatched[key]?.popLast() {
        let old = current[index]
        kept[index] = true
        result.append(old)
        if !old.isActive {
          old.constant = constraint.constant
          added.append(old)
        } else if old.constant != constraint.constant {
          changed.append((old, constraint.constant))
        }
      } else {
        result.append(constraint)
        added.append(constraint)
      }
    }
    for (index, constraint) in current.enumerated() where !kept[index] {
      constraint.isActive = false
    }
    for (constraint, constant) in changed { constraint.constant = constant }
    LayoutConstraint.activate(added)
    return result
  }
}
