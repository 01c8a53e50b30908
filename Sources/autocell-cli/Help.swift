/// The help, usage and version texts (in the style of swift-argument-parser).
enum Help {
  static let version = "0.1.0"

  /// The one-line usage of a subcommand, or of the tool.
  static func usage(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil: "autocell-cli <subcommand>"
    case .solve: "autocell-cli solve [--json] [--keep-going] [--stats] <file>"
    case .bench: "autocell-cli bench [--quick] [--filter <text>]"
    }
  }

  /// The full help text.
  static func text(for subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil:
      """
      OVERVIEW: Solve constraint files with AutoCell's Cassowary solver.

      USAGE: \(usage(nil))

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:
        solve                   Solve a .cas constraint file and print the values.
        bench                   Run the solver and cell benchmarks and print a table.

        See 'autocell-cli help <subcommand>' for detailed help.
      """
    case .solve:
      """
      OVERVIEW: Solve a .cas constraint file and print the values.

      Runs the file's statements in order against one solver. Errors go to standard
      error as FILE:LINE:COL: error: MESSAGE. Exit status: 0 when every statement
      succeeded, 1 when the input had an error, 2 for a usage error.

      USAGE: \(usage(.solve))

      ARGUMENTS:
        <file>                  The .cas file to read, or '-' for standard input.

      OPTIONS:
        --json                  Print each result as one JSON object on one line.
        --keep-going            Skip a statement the solver rejects and go on.
        --stats                 End standard error with a line of solver statistics.
        --version               Show the version.
        -h, --help              Show help information.
      """
    case .bench:
      """
      OVERVIEW: Run the solver and cell benchmarks and print a table.

      Runs each workload in-process three times and prints the fastest run: workload,
      size, operations, time per operation, operations per second and total time.
      Benchmarks/compare.py compares the solver with kiwisolver on the same work.

      USAGE: \(usage(.bench))

      OPTIONS:
        --quick                 Tiny sizes, one run each (a smoke test).
        --filter <text>         Only the workloads whose name contains <text>.
        -h, --help              Show help information.
      """
    }
  }

  /// The lines for a usage error.
  static func usageError(_ error: UsageError) -> String {
    let helpCommand =
      error.subcommand.map { "autocell-cli \($0.rawValue) --help" } ?? "autocell-cli --help"
    return """
      error: \(error.message)
      Usage: \(usage(error.subcommand))
        See '\(helpCommand)' for more information.
      """
  }
}
