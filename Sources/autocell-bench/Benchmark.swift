import Foundation

/// One benchmark workload: a name, a size, and a body that does the work and returns how many
/// operations it performed (the unit of "time per operation").
struct Benchmark {
  let name: String
  let size: Int
  /// What one operation is, for the table: "constraint", "suggest" and so on.
  let unit: String
  let run: (BenchmarkRun) throws -> Int
}

/// What a benchmark's body may hand back to be released after the clock stops, so that tearing
/// down a large solver is not counted as part of building it (the `.cas` comparison does not
/// count it either: both processes exit after their timers stop), and the setup it runs
/// untimed.
final class BenchmarkRun {
  private(set) var retained: [Any] = []
  /// The nanoseconds spent in ``untimed(_:)``, subtracted from the run's time.
  private(set) var untimedNanoseconds: UInt64 = 0

  /// Keeps `object` alive until the run has been timed.
  func keep(_ object: Any) {
    retained.append(object)
  }

  /// Runs `setup` off the clock and returns its result: its time is subtracted from the run's.
  ///
  /// For inputs that are not part of the work measured, such as the model values a list
  /// configures its cells with: the user builds those whether or not a cell is reused, so
  /// counting them would hide the difference between the workloads compared. Setup runs anew in
  /// every run, so nothing it builds is warm from an earlier one. Keep what it returns with
  /// ``keep(_:)`` when releasing it should not be timed either.
  func untimed<Result>(_ setup: () throws -> Result) rethrows -> Result {
    let start = DispatchTime.now().uptimeNanoseconds
    defer { untimedNanoseconds += DispatchTime.now().uptimeNanoseconds - start }
    return try setup()
  }
}

/// The measured result of a benchmark: the best of several runs, per operation.
struct BenchmarkResult {
  let benchmark: Benchmark
  let operations: Int
  let seconds: Double

  var secondsPerOperation: Double { seconds / Double(max(operations, 1)) }
}

/// Runs benchmarks and prints them as a table.
enum BenchmarkRunner {
  /// Runs a benchmark at least `repetitions` times, and more (up to 20) while the runs so far
  /// add up to under three seconds, and keeps the fastest run: machines are noisy, and the
  /// minimum of many short runs is the least disturbed.
  ///
  /// (A minimum over more runs is lower, so sizes that are compared, like the siblings at 1000 and
  /// 10000, should both reach 20 runs.) `exactly` runs it `repetitions` times and no more (for
  /// instruction counts).
  static func measure(
    _ benchmark: Benchmark, repetitions: Int, exactly: Bool = false
  ) throws -> BenchmarkResult {
    var best = Double.infinity
    var operations = 0
    var spent = 0.0
    var runs = 0
    while runs < repetitions || (!exactly && repetitions > 1 && spent < 3 && runs < 20) {
      runs += 1
      let run = BenchmarkRun()
      let start = DispatchTime.now().uptimeNanoseconds
      operations = try benchmark.run(run)
      let end = DispatchTime.now().uptimeNanoseconds
      let elapsed = Double(end - start - min(run.untimedNanoseconds, end - start)) / 1e9
      withExtendedLifetime(run) {}
      best = min(best, elapsed)
      spent += elapsed
    }
    return BenchmarkResult(benchmark: benchmark, operations: operations, seconds: best)
  }

  /// The table header, one line.
  static let header =
    "workload".padding(toLength: 28, withPad: " ", startingAt: 0)
    + "size".leftPadded(10) + "ops".leftPadded(10) + "time/op".leftPadded(14)
    + "ops/s".leftPadded(14)
    + "total".leftPadded(12)

  /// One table row.
  static func row(_ result: BenchmarkResult) -> String {
    let b = result.benchmark
    return b.name.padding(toLength: 28, withPad: " ", startingAt: 0)
      + String(b.size).leftPadded(10) + String(result.operations).leftPadded(10)
      + formatDuration(result.secondsPerOperation).leftPadded(14)
      + String(format: "%.0f", 1 / result.secondsPerOperation).leftPadded(14)
      + formatDuration(result.seconds).leftPadded(12)
  }

  /// One row for scripts: name, size and nanoseconds per operation, separated by spaces.
  static func rawRow(_ result: BenchmarkResult) -> String {
    let nanoseconds = result.secondsPerOperation * 1e9
    return
      "\(result.benchmark.name) \(result.benchmark.size) \(String(format: "%.1f", nanoseconds))"
  }

  /// A duration with a unit that keeps 3 significant digits readable (ns, µs, ms, s).
  static func formatDuration(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.2f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
  }
}

extension String {
  /// The string right-aligned in a field of `width` characters.
  func leftPadded(_ width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}
