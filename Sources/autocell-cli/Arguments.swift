import CasFormat

/// What the command line asks for.
enum Command: Equatable {
  /// `solve [--json] [--keep-going] [--stats] FILE`.
  case solve(path: String, options: RunOptions)
  /// `bench [--quick] [--filter TEXT]`.
  case bench(BenchOptions)
  /// `--help` for the tool or for a subcommand.
  case help(Subcommand?)
  /// `--version`.
  case version
}

/// The subcommands, in the order help lists them.
enum Subcommand: String, CaseIterable {
  case solve, bench
}

/// A command line that cannot run; the message is the one-line reason.
struct UsageError: Error, Equatable {
  var message: String
  /// The subcommand whose usage to show, if known.
  var subcommand: Subcommand?
}

/// Parses the arguments after the program name.
///
/// - Complexity: O(*n*) in the number of arguments.
func parseCommand(_ arguments: [String]) throws(UsageError) -> Command {
  guard let first = arguments.first else {
    throw UsageError(message: "missing subcommand", subcommand: nil)
  }
  switch first {
  case "-h", "--help": return .help(nil)
  case "--version": return .version
  case "help":
    guard arguments.count > 1 else { return .help(nil) }
    guard let subcommand = Subcommand(rawValue: arguments[1]) else {
      throw UsageError(message: "unknown subcommand '\(arguments[1])'", subcommand: nil)
    }
    return .help(subcommand)
  default: break
  }
  guard let subcommand = Subcommand(rawValue: first) else {
    let reason =
      first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
    throw UsageError(message: reason, subcommand: nil)
  }
  let rest = arguments.dropFirst()
  if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(subcommand) }
  if rest.contains("--version") { return .version }
  switch subcommand {
  case .bench:
    var options = BenchOptions()
    var arguments = rest.makeIterator()
    while let argument = arguments.next() {
      switch argument {
      case "--quick": options.quick = true
      case "--filter":
        guard let text = arguments.next() else {
          throw UsageError(message: "missing value for '--filter <text>'", subcommand: .bench)
        }
        options.filter = text
      default:
        let reason = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
        throw UsageError(message: "\(reason) '\(argument)'", subcommand: .bench)
      }
    }
    return .bench(options)
  case .solve:
    var options = RunOptions()
    var path: String?
    var onlyArguments = false
    for argument in rest {
      if !onlyArguments, argument.hasPrefix("-"), argument != "-" {
        switch argument {
        case "--json": options.json = true
        case "--keep-going": options.keepGoing = true
        case "--stats": options.stats = true
        case "--": onlyArguments = true
        default: throw UsageError(message: "unknown option '\(argument)'", subcommand: .solve)
        }
      } else if path == nil {
        path = argument
      } else {
        throw UsageError(message: "unexpected argument '\(argument)'", subcommand: .solve)
      }
    }
    guard let path else {
      throw UsageError(message: "missing expected argument '<file>'", subcommand: .solve)
    }
    return .solve(path: path, options: options)
  }
}
