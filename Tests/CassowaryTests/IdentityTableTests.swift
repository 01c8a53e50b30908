import TestSupport
import Testing

@testable import Cassowary

/// The solver's identity-keyed table against `Dictionary` as the reference, under random
/// insertions, updates and removals (removal shifts entries back, the delicate part).
@Suite struct IdentityTableTests {
  final class Key {}

  @Test(arguments: 0..<8 as Range<UInt64>)
  func behavesLikeADictionary(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    var table = IdentityTable<Int>()
    var reference: [ObjectIdentifier: Int] = [:]
    // A pool of live objects, so that addresses are real heap addresses, some of them
    // neighbours; some keys are looked up while absent.
    let keys = (0..<300).map { _ in Key() }
    for step in 0..<20_000 {
      let key = ObjectIdentifier(keys[Int.random(in: 0..<keys.count, using: &g)])
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<5:
        table[key] = step
        reference[key] = step
      case 5..<8:
        let removed = table.removeValue(forKey: key)
        #expect(removed == reference.removeValue(forKey: key), "seed \(seed), step \(step)")
      default:
        if let position = table.position(of: key) {
          table[at: position] += 1
          reference[key]! += 1
        } else {
          #expect(reference[key] == nil, "seed \(seed), step \(step): a present key not found")
        }
      }
      if table.count != reference.count || table[key] != reference[key] {
        Issue.record("seed \(seed), step \(step): table and dictionary differ")
        return
      }
    }
    #expect(table.mapValues { $0 } == reference, "seed \(seed)")
  }
}
