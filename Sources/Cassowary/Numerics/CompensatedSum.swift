/// A sum of doubles exact up to one rounding: each addition's rounding error is kept apart
/// (Fast2Sum, ordered by magnitude) and added back at the end, and a product can be added with
/// its own rounding (`fma`).
///
/// Used where a result is far smaller than its terms: a row constant recomputed from constraints'
/// constants, a residual of terms of 1e24 that is 1,528.
struct CompensatedSum {
  private var sum = 0.0
  private var compensation = 0.0

  /// Starts at `value`.
  init(_ value: Double = 0) {
    sum = value
  }

  /// The sum, rounded once.
  var value: Double { sum + compensation }

  /// Adds `x`, keeping the rounding of the addition.
  ///
  /// O(1).
  @inline(__always) mutating func add(_ x: Double) {
    let t = sum + x
    compensation += abs(sum) >= abs(x) ? (sum - t) + x : (x - t) + sum
    sum = t
  }

  /// Adds `a · b`, keeping the rounding of both the product and the addition.
  ///
  /// O(1).
  @inline(__always) mutating func add(_ a: Double, times b: Double) {
    let product = a * b
    add(product)
    compensation += (-product).addingProduct(a, b)
  }
}
