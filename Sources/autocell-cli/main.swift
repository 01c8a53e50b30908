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
  case .layout(let options):
    return runLayout(options, console: console)
  case .solve(let path, let options, let picturePath):
    do throws(UsageError) {
      let input = try readInput(path)
      let picture = try picturePath.map { path throws(UsageError) in
        try PictureFile(creatingAt: path)
      }
      let outcome = solve(input, options: options, sink: console)
      // The process exits right after: keep the program and solver rather than free them
      // object by object (the system reclaims the memory at exit at once).
      if let state = outcome.state { _ = Unmanaged.passRetained(state) }
      try picture?.write(pictureOf: outcome)
      return outcome.succeeded ? .success : .inputError
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
exit(console.finish(with: status).rawValue)
