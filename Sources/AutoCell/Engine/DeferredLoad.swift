import Cassowary
import Foundation
import Synchronization

/// The constraints a new table cell's engine loads, collected instead of added one by one, with
/// the cell's *structure*: per constraint its relation, strength and terms, each variable named
/// by the position of its item in the order the load first met it.
///
/// Two cells with the same structure differ only in constants (text and image sizes, constraint
/// constants), so the second can start from a copy of the first one's solved state (see
/// ``StructureTemplates``).
final class DeferredLoad {
  // Its storage is not checked for exclusive access at run time (the checks were a third of
  // the load's instructions): a load is used by the one engine that collects it, and no access
  // spans a call that could reach it again.
  @exclusivity(unchecked) private(set) var constraints: [Constraint] = []
  @exclusivity(unchecked) private(set) var constants: [Double] = []
  @exclusivity(unchecked) private(set) var origins: [ConstraintOrigin] = []
  /// The structure, as numbers: `signatureCount` of them at `signatureStorage` (appended to
  /// without the checks and reference counting of an array's append: a cell records about a
  /// thousand).
  @exclusivity(unchecked) private var signatureStorage: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) private var signatureCount = 0
  @exclusivity(unchecked) private var signatureCapacity: Int
  /// A hash of the signature, kept as it grows.
  @exclusivity(unchecked) private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  /// The variables of the constraints, in the order the load first met them.
  @exclusivity(unchecked) private(set) var variables: [Variable] = []
  /// False when a term's variable belonged to no item the constraint names (the structure
  /// cannot be described; the load then makes no template).
  @exclusivity(unchecked) private(set) var isDescribable = true

  /// Marks the items this load has met (see ``LayoutItem/structureStamp``).
  private let stamp: UInt64
  @exclusivity(unchecked) private var itemCount: Int32 = 0

  private static let stamps = Atomic<UInt64>(0)

  /// A load with room for about `constraintCount` constraints over `itemCount` items (the
  /// arrays then grow once or not at all).
  init(constraintCount: Int, itemCount: Int) {
    stamp = Self.stamps.wrappingAdd(1, ordering: .relaxed).newValue
    constraints.reserveCapacity(constraintCount)
    constants.reserveCapacity(constraintCount)
    origins.reserveCapacity(constraintCount)
    signatureCapacity = max(8 * constraintCount, 16)
    signatureStorage = .allocate(capacity: signatureCapacity)
    variables.reserveCapacity(4 * itemCount)
  }

  deinit {
    signatureStorage.deallocate()
  }

  /// The structure, as numbers.
  var signature: [UInt64] {
    Array(UnsafeBufferPointer(start: signatureStorage, count: signatureCount))
  }

  /// Whether the structure is `signature`.
  ///
  /// O(*n*) for *n* numbers, without allocating.
  func hasSignature(_ signature: [UInt64]) -> Bool {
    guard signature.count == signatureCount else { return false }
    return signatureCount == 0
      || signature.withUnsafeBytes { memcmp($0.baseAddress!, signatureStorage, $0.count) == 0 }
  }

  /// Collects `constraint`, to be added with `constant`.
  func append(_ constraint: Constraint, constant: Double, origin: ConstraintOrigin) {
    constraints.append(constraint)
    constants.append(constant)
    origins.append(origin)
    let strength = constraint.strength
    let relation: UInt64 =
      switch constraint.relation {
      case .lessThanOrEqual: 1
      case .equal: 2
      case .greaterThanOrEqual: 3
      }
    let terms = constraint.expression.terms
    reserveSignature(3 + 2 * terms.count)
    record(relation << 32 | UInt64(terms.count))
    record(strength.level.bitPattern)
    record(strength.weight.bitPattern)
    for term in terms {
      record(position(of: term.variable, origin: origin))
      record(term.coefficient.bitPattern)
    }
  }

  /// Makes room for `count` more numbers of the signature.
  @inline(__always) private func reserveSignature(_ count: Int) {
    guard signatureCount + count > signatureCapacity else { return }
    let capacity = max(2 * signatureCapacity, signatureCount + count)
    let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
    storage.initialize(from: signatureStorage, count: signatureCount)
    signatureStorage.deallocate()
    signatureStorage = storage
    signatureCapacity = capacity
  }

  /// Appends `value` to the signature (room reserved) and to its hash.
  @inline(__always) private func record(_ value: UInt64) {
    signatureStorage[signatureCount] = value
    signatureCount &+= 1
    hash = (hash ^ value) &* 0x100_0000_01b3
  }

  /// `4 * item position + variable slot` of a variable of one of the items `origin` names.
  private func position(of variable: Variable, origin: ConstraintOrigin) -> UInt64 {
    switch origin {
    case .layout(let constraint):
      if let found = position(of: variable, in: constraint.firstAnchor.item) { return found }
      if let item = constraint.secondAnchor?.item, let found = position(of: variable, in: item) {
        return found
      }
      if let item = constraint.originTerm?.item, let found = position(of: variable, in: item) {
        return found
      }
    case .intrinsic(let item, _, _), .rootFrame(let item, _), .fittingTarget(let item, _):
      if let found = position(of: variable, in: item) { return found }
    }
    isDescribable = false
    return .max
  }

  @inline(__always) private func position(of variable: Variable, in item: LayoutItem) -> UInt64? {
    let slot: UInt8
    if variable === item.minX {
      slot = 0
    } else if variable === item.minY {
      slot = 1
    } else if variable === item.width {
      slot = 2
    } else if variable === item.height {
      slot = 3
    } else {
      return nil
    }
    if item.structureStamp != stamp {
      item.structureStamp = stamp
      item.structurePosition = itemCount
      item.structureSeen = 0
      itemCount += 1
    }
    if item.structureSeen & (1 << slot) == 0 {
      item.structureSeen |= 1 << slot
      variables.append(variable)
    }
    return UInt64(item.structurePosition) << 2 | UInt64(slot)
  }
}
