import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `autocell-bench`: runs the benchmark workloads in-process and prints a table.
///
/// Each workload runs at least three times (once with `--quick`), short ones up to 20 times,
/// and the fastest run is reported, since machines are noisy and the minimum is the least
/// disturbed measurement. `--raw` prints `name size nanoseconds-per-operation` per line for
/// scripts (`Benchmarks/feed_compare.py`); `--frames` prints the feed cell's frames instead
/// (see ``FeedFrames``), `--memory` a list's memory per row (see ``MemoryReport``).
struct BenchOptions: Equatable {
  /// Tiny sizes, one run each: a smoke test that every workload runs.
  var quick = false
  /// Only workloads whose name contains this text.
  var filter: String?
  /// Machine-readable rows.
  var raw = false
  /// Print the feed cell's frames and nothing else.
  var frames = false
  /// Print a list's memory per row and nothing else.
  var memory = false
  /// Exactly this many runs of each workload (for instruction counts under callgrind).
  var runs: Int?
  /// Only workloads of this size.
  var size: Int?
}

let usage = """
  USAGE: autocell-bench [--quick] [--raw] [--filter <text>] [--size <n>] [--runs <n>] | --frames | --memory
  """

let help = """
  OVERVIEW: Run AutoCell's solver, cell, list and feed-cell benchmarks and print a table.

  Runs each workload in-process at least three times and prints the fastest run: workload,
  size, operations, time per operation, operations per second and total time.
  Benchmarks/compare.py compares the solver with kiwi, Benchmarks/feed_compare.py the feed
  cell with Yoga.

  \(usage)

  OPTIONS:
    --quick                 Tiny sizes, one run each (a smoke test).
    --filter <text>         Only the workloads whose name contains <text>.
    --size <n>              Only the workloads of size <n>.
    --runs <n>              Exactly <n> runs of each workload (for callgrind's counts).
    --raw                   One line per workload: name, size, nanoseconds per operation.
    --frames                Print the feed cell's frames (for Benchmarks/feed_compare.py).
    --memory                Print a ListSizer's resident memory per row (1,000,000 rows).
    -h, --help              Show help information.
  """

/// Parses the arguments, or returns an error message.
func parseOptions(_ arguments: [String]) -> Result<BenchOptions?, BenchUsageError> {
  var options = BenchOptions()
  var iterator = arguments.makeIterator()
  while let argument = iterator.next() {
    switch argument {
    case "-h", "--help": return .success(nil)
    case "--quick": options.quick = true
    case "--raw": options.raw = true
    case "--frames": options.frames = true
    case "--memory": options.memory = true
    case "--filter":
      guard let text = iterator.next() else {
        return .failure(BenchUsageError(message: "missing value for '--filter <text>'"))
      }
      options.filter = text
    case "--size", "--runs":
      guard let text = iterator.next(), let value = Int(text), value > 0 else {
        return .failure(BenchUsageError(message: "'\(argument) <n>' needs a positive number"))
      }
      if argument == "--size" { options.size = value } else { options.runs = value }
    default:
      let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
      return .failure(BenchUsageError(message: "\(kind) '\(argument)'"))
    }
  }
  return .success(options)
}

/// A command line the benchmark does not understand.
struct BenchUsageError: Error {
  let message: String
}

/// Writes a line to standard error.
func printError(_ line: String) {
  fflush(nil)
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Runs the workloads `options` select and prints the table; returns the exit status.
func runBenchmarks(_ options: BenchOptions) -> Int32 {
  let workloads =
    (SolverBenchmarks.all(quick: options.quick) + CellBenchmarks.all(quick: options.quick)
    + ListBenchmarks.all(quick: options.quick) + StackBenchmarks.all(quick: options.quick)
    + TextBenchmarks.all(quick: options.quick) + ContentBenchmarks.all(quick: options.quick)
    + DepthBenchmarks.all(quick: options.quick) + WidthBenchmarks.all(quick: options.quick)
    + InterfaceBuilderBenchmarks.all(quick: options.quick)
    + FeedBenchmarks.all(quick: options.quick))
    .filter { options.filter.map($0.name.contains) ?? true }
    .filter { workload in options.size.map { $0 == workload.size } ?? true }
  HeapSettings.keepFreedMemory()
  if !options.raw { print(BenchmarkRunner.header) }
  for workload in workloads {
    do {
      let result = try BenchmarkRunner.measure(
        workload, repetitions: options.runs ?? (options.quick ? 1 : 3), exactly: options.runs != nil
      )
      print(options.raw ? BenchmarkRunner.rawRow(result) : BenchmarkRunner.row(result))
    } catch {
      printError("autocell-bench: \(workload.name) failed: \(error)")
      return 1
    }
    fflush(nil)
  }
  return 0
}

switch parseOptions(Array(CommandLine.arguments.dropFirst())) {
case .success(nil):
  print(help)
  exit(0)
case .success(let options?):
  if options.memory {
    print(MemoryReport.report(), terminator: "")
    exit(0)
  }
  if options.frames {
    print(FeedFrames.report(), terminator: "")
    exit(0)
  }
  exit(runBenchmarks(options))
case .failure(let error):
  printError("error: \(error.message)\n\(usage)")
  exit(2)
}
