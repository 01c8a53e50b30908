import CasFormat

/// What the command line asks for.
enum Command: Equatable {
  /// `solve [--json] [--keep-going] [--stats] [--svg OUT] FILE`.
  case solve(path: String, options: RunOptions, picture: String?)
  /// `layout [--json] [--svg DIR] [--width W] [--device NAME] [--fonts DIR] FILE`.
  case layout(LayoutOptions)
  /// `--help` for the tool or for a subcommand.
  case help(Subcommand?)
  /// `--version`.
  case version
}

/// The subcommands, in the order help lists them.
enum Subcommand: String, CaseIterable {
  case solve, layout

  /// The options the subcommand accepts (for "did you mean"), help and version included.
  var options: [String] {
    switch self {
    case .solve: ["--json", "--keep-going", "--stats", "--svg", "--help", "--version"]
    case .layout: ["--json", "--svg", "--width", "--device", "--fonts", "--help", "--version"]
    }
  }
}

/// Parses the arguments after the program name.
///
/// - Complexity: O(*n*) in the number of arguments.
func parseCommand(_ arguments: [String]) throws(UsageError) -> Command {
  guard let first = arguments.first else { throw .missingSubcommand }
  switch first {
  case "-h", "--help": return .help(nil)
  case "--version": return .version
  case "help":
    guard arguments.count > 1 else { return .help(nil) }
    guard let subcommand = Subcommand(rawValue: arguments[1]) else {
      throw .unknownSubcommand(arguments[1])
    }
    return .help(subcommand)
  default: break
  }
  guard let subcommand = Subcommand(rawValue: first) else {
    throw first.hasPrefix("-") ? .unknownOption(first, subcommand: nil) : .unknownSubcommand(first)
  }
  let rest = arguments.dropFirst()
  if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(subcommand) }
  if rest.contains("--version") { return .version }
  switch subcommand {
  case .solve: return try parseSolve(rest)
  case .layout: return .layout(try parseLayout(rest))
  }
}

/// `solve`'s options and file.
private func parseSolve(_ rest: ArraySlice<String>) throws(UsageError) -> Command {
  var options = RunOptions()
  var path: String?
  var picture: String?
  var onlyArguments = false
  var arguments = rest.makeIterator()
  while let argument = arguments.next() {
    if !onlyArguments, argument.hasPrefix("-"), argument != "-" {
      switch argument {
      case "--json": options.json = true
      case "--keep-going": options.keepGoing = true
      case "--stats": options.stats = true
      case "--svg":
        guard let out = arguments.next() else {
          throw .missingValue(option: "--svg", placeholder: "<out>", subcommand: .solve)
        }
        picture = out
      case "--": onlyArguments = true
      default: throw .unknownOption(argument, subcommand: .solve)
      }
    } else if path == nil {
      path = argument
    } else {
      throw .unexpectedArgument(argument, subcommand: .solve)
    }
  }
  guard let path else { throw .missingFile(subcommand: .solve) }
  return .solve(path: path, options: options, picture: picture)
}

/// `layout`'s options and file.
private func parseLayout(_ rest: ArraySlice<String>) throws(UsageError) -> LayoutOptions {
  var options = LayoutOptions()
  var path: String?
  var onlyArguments = false
  var arguments = rest.makeIterator()
  func value(_ option: String, _ placeholder: String) throws(UsageError) -> String {
    guard let value = arguments.next() else {
      throw .missingValue(option: option, placeholder: placeholder, subcommand: .layout)
    }
    return value
  }
  while let argument = arguments.next() {
    if !onlyArguments, argument.hasPrefix("-"), argument != "-" {
      switch argument {
      case "--json": options.json = true
      case "--svg": options.pictureFolder = try value("--svg", "<dir>")
      case "--width":
        let text = try value("--width", "<w>")
        guard let width = Double(text), width.isFinite, width > 0 else {
          throw .invalidValue(
            option: "--width", value: text, reason: "not a positive number", subcommand: .layout)
        }
        options.width = width
      case "--device": options.device = try value("--device", "<name>")
      case "--fonts": options.fontsFolder = try value("--fonts", "<dir>")
      case "--": onlyArguments = true
      default: throw .unknownOption(argument, subcommand: .layout)
      }
    } else if path == nil {
      path = argument
    } else {
      throw .unexpectedArgument(argument, subcommand: .layout)
    }
  }
  guard let path else { throw .missingFile(subcommand: .layout) }
  options.path = path
  return options
}
