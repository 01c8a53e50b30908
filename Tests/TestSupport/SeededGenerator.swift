/// A deterministic random number generator (SplitMix64) for property and fuzz tests.
///
/// The same seed always gives the same sequence, so a failing case can be replayed from the
/// seed printed in the failure message.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the generator was created with.
  public let seed: UInt64
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
