import CasFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command and returns the exit status: every subcommand is dispatched here.
func run(_ command: Command, console: Console) -> ExitStatus {
  switch command {
  case .help(let subcommand):
    console.writeOutput(Help.text(for: subcommand))
    return .success
  case .version:
    console.writeOutput(Help.version)
    return .success
  case .bench(let options):
    return runBenchmarks(options, console: console)
  case .solve(let path, var options):
    options.skipsTeardown = true  // the process exits right after
    do throws(UsageError) {
      return solve(try readInput(path), options: options, sink: console)
    } catch {
      console.writeError(Help.usageError(error))
      return .usageError
    }
  }
}

let console = Console()
let status: ExitStatus
do throws(UsageError) {
  status = run(try parseCommand(Array(CommandLine.arguments.dropFirst())), console: console)
} catch {
  console.writeError(Help.usageError(error))
  status = .usageError
}
console.flush()
exit(status.rawValue)
