/// The candidate closest to `name` by edit distance, if it is close (at most 2 edits, and
/// fewer than half of `name`'s characters).
///
/// - Complexity: O(*c* · *w*²) for *c* candidates of about *w* characters.
package func closestName(to name: String, among candidates: some Sequence<String>) -> String? {
  let target = Array(name.utf8)
  let limit = min(2, (target.count - 1) / 2)
  guard limit > 0 else { return nil }
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let other = Array(candidate.utf8)
    guard abs(other.count - target.count) <= limit else { continue }
    let distance = editDistance(target, other)
    if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
  }
  return best?.name
}

/// The Levenshtein distance between two byte strings.
///
/// O(*m* · *n*).
private func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...max(a.count, 1) where !a.isEmpty {
    current[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
    }
    swap(&previous, &current)
  }
  return a.isEmpty ? b.count : previous[b.count]
}
