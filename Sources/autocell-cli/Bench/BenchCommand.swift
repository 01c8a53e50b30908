import CasFormat

/// Options of `autocell-cli bench`.
struct BenchOptions: Equatable {
  /// Tiny sizes, one run each: a smoke test that every workload runs.
  var quick = false
  /// Only workloads whose name contains this text.
  var filter: String?
}

/// Runs the benchmark workloads and prints the results table.
///
/// Each workload runs at least three times (once with `--quick`), short ones up to 20 times,
/// and the fastest run is reported, since machines are noisy and the minimum is the least
/// disturbed measurement.
func runBenchmarks(_ options: BenchOptions, console: Console) -> ExitStatus {
  let workloads =
    (SolverBenchmarks.all(quick: options.quick) + CellBenchmarks.all(quick: options.quick)
    + ListBenchmarks.all(quick: options.quick) + StackBenchmarks.all(quick: options.quick)
    + TextBenchmarks.all(quick: options.quick) + ContentBenchmarks.all(quick: options.quick)
    + DepthBenchmarks.all(quick: options.quick) + WidthBenchmarks.all(quick: options.quick)
    + InterfaceBuilderBenchmarks.all(quick: options.quick))
    .filter { options.filter.map($0.name.contains) ?? true }
  HeapSettings.keepFreedMemory()
  console.writeOutput(BenchmarkRunner.header)
  for workload in workloads {
    do {
      let result = try BenchmarkRunner.measure(workload, repetitions: options.quick ? 1 : 3)
      console.writeOutput(BenchmarkRunner.row(result))
    } catch {
      console.writeError("autocell-cli bench: \(workload.name) failed: \(error)")
      return .inputError
    }
    console.flush()
  }
  return .success
}
