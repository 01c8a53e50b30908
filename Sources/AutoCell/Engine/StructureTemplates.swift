import Cassowary
import Synchronization

/// Solved structures of table cells, shared by every cell of the same class and structure in
/// the process: the first cell of a structure solves its constraints and leaves a copy of its
/// solved state here; later ones adopt a copy and change only the constants that differ (see
/// ``LayoutEngine/finishDeferredLoad()``).
///
/// Locked, so cells measured on many threads share it.
enum StructureTemplates {
  /// A cell class and a structure's hash.
  struct Key: Hashable {
    let cellClass: ObjectIdentifier
    let hash: UInt64
  }

  /// A solved structure and the constants it was solved with.
  final class Entry: Sendable {
    let template: SolverTemplate
    let signature: [UInt64]
    let constants: [Double]

    init(template: SolverTemplate, signature: [UInt64], constants: [Double]) {
      self.template = template
      self.signature = signature
      self.constants = constants
    }
  }

  /// How many structures are kept; past that the oldest go (they are rebuilt on demand).
  static let capacity = 64

  private static let entries = Mutex<[Key: Entry]>([:])

  /// Whether new cells adopt templates (tests turn it off to compare with fresh solves).
  package static var isEnabled: Bool {
    get { enabled.load(ordering: .relaxed) }
    set { enabled.store(newValue, ordering: .relaxed) }
  }
  private static let enabled = Atomic<Bool>(true)

  /// The entry for `key`, if one was kept.
  static func entry(for key: Key) -> Entry? {
    entries.withLock { $0[key] }
  }

  /// Keeps `entry` for `key` (dropping every entry first when ``capacity`` is reached).
  static func insert(_ entry: Entry, for key: Key) {
    entries.withLock { table in
      if table.count >= capacity { table.removeAll() }
      table[key] = entry
    }
  }
}

extension LayoutEngine {
  /// Starts collecting the constraints a new engine loads (see ``DeferredLoad``), for a root
  /// that is a table cell.
  func beginDeferredLoad() {
    guard StructureTemplates.isEnabled, root is TableCell else { return }
    var nodeCount = 0
    var constraintCount = 6  // the root's origin and size pins
    root.forEachInSubtree { node in
      nodeCount += 1
      constraintCount += node.installed.count + 4  // and its intrinsic size's
    }
    deferredLoad = DeferredLoad(constraintCount: constraintCount, itemCount: nodeCount)
  }

  /// Adds what the load collected: from a copy of a template's solved state when one of the
  /// same cell class and structure exists and its constants can be changed to this cell's
  /// (incrementally, as a reused cell's are); otherwise one by one, leaving a template when
  /// everything was added without a problem.
  ///
  /// - Complexity: O(*s* + *k*) for the copy and the structure, plus the solver's incremental
  ///   work for the constants that differ; a cell without a template pays the adds.
  func finishDeferredLoad() {
    guard let load = deferredLoad else { return }
    deferredLoad = nil
    let key = StructureTemplates.Key(cellClass: ObjectIdentifier(type(of: root)), hash: load.hash)
    if load.isDescribable, let entry = StructureTemplates.entry(for: key),
      load.hasSignature(entry.signature), adopt(entry, load)
    {
      return
    }
    var allAdded = true
    for index in load.constraints.indices {
      let origin = load.origins[index]
      guard add(load.constraints[index], constant: load.constants[index], origin: origin) else {
        allAdded = false
        if case .layout(let constraint) = origin, !isMeasuring { constraint.isBroken = true }
        continue
      }
    }
    guard allAdded, undeliveredIssues.isEmpty, load.isDescribable else { return }
    let template = SolverTemplate(
      copying: solver, variables: load.variables, constraints: load.constraints)
    StructureTemplates.insert(
      StructureTemplates.Entry(
        template: template, signature: load.signature, constants: load.constants), for: key)
  }

  /// Adds everything already collected, one by one, and stops collecting (an operation the
  /// load does not describe is about to run).
  func flushDeferredLoad() {
    guard let load = deferredLoad else { return }
    deferredLoad = nil
    for index in load.constraints.indices {
      let origin = load.origins[index]
      if !add(load.constraints[index], constant: load.constants[index], origin: origin),
        case .layout(let constraint) = origin, !isMeasuring
      {
        constraint.isBroken = true
      }
    }
  }

  /// Copies `entry`'s solved state into the (empty) solver and sets the constants that differ:
  /// loosened bounds first, then tightened ones and equalities, so that two required bounds
  /// never cross on the way.
  ///
  /// Returns false, with the solver empty again, if a constant cannot be set (a required conflict:
  /// the caller then adds one by one and reports it).
  private func adopt(_ entry: StructureTemplates.Entry, _ load: DeferredLoad) -> Bool {
    solver.adopt(entry.template, variables: load.variables, constraints: load.constraints)
    for loosening in [true, false] {
      for index in load.constants.indices where load.constants[index] != entry.constants[index] {
        let constraint = load.constraints[index]
        let new = load.constants[index]
        let old = entry.constants[index]
        let loosens =
          switch constraint.relation {
          case .lessThanOrEqual: new < old
          case .greaterThanOrEqual: new > old
          case .equal: false
          }
        guard loosens == loosening else { continue }
        do {
          try solver.setConstant(new, of: constraint)
        } catch {
          solver.reset()
          return false
        }
      }
    }
    noteOrigins(load.origins, of: load.constraints)
    return true
  }
}
