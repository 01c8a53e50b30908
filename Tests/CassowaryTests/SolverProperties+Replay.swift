import Foundation
import Testing

extension SolverProperties {
  /// The case named by the environment variable `CASSOWARY_REPLAY`.
  ///
  /// A generator and seed such as `system:54`, `suggestions:10007`, `twins:20041`, or a
  /// numerics profile (``ExtremeSystems/Profile``) such as `extreme:30007`, `limits:40003`,
  /// `levels:50011` or `hang:60002`.
  static var replayRequest: (kind: String, seed: UInt64)? {
    guard let text = ProcessInfo.processInfo.environment["CASSOWARY_REPLAY"] else { return nil }
    let parts = text.split(separator: ":")
    guard parts.count == 2, let seed = UInt64(parts[1]) else { return nil }
    return (String(parts[0]), seed)
  }

  /// Replays one failing case by its seed:
  /// `CASSOWARY_REPLAY=twins:20041 swift test --filter replayOneSeed`.
  @Test(.enabled(if: replayRequest != nil)) func replayOneSeed() throws {
    let request = try #require(Self.replayRequest)
    switch request.kind {
    case "system": _ = Self.checkSystem(seed: request.seed)
    case "suggestions": _ = Self.checkSuggestions(seed: request.seed)
    case "twins": _ = Self.checkTwins(seed: request.seed, steps: 150, checkEvery: 1)
    default:
      if let profile = ExtremeSystems.Profile(rawValue: request.kind) {
        let counts = Self.checkExtreme(profile, seed: request.seed, checkEvery: 1)
        print("\(request.kind):\(request.seed): \(counts)")
      } else {
        let kinds = ExtremeSystems.Profile.allCases.map(\.rawValue).joined(separator: ", ")
        Issue.record("CASSOWARY_REPLAY kinds: system, suggestions, twins, \(kinds)")
      }
    }
  }
}
