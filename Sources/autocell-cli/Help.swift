import CasFormat

/// The help, usage, version and usage-error texts (in the style of swift-argument-parser).
enum Help {
  static let version = "0.1.0"

  /// The one-line usage of a subcommand, or of the tool.
  static func usage(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil: "autocell-cli <subcommand>"
    case .solve: "autocell-cli solve [--json] [--keep-going] [--stats] [--svg <out>] <file>"
    case .layout:
      "autocell-cli layout [--json] [--svg <dir>] [--width <w>] [--device <name>] "
        + "[--fonts <dir>] <file>"
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
        layout                  Lay out a .xib or .storyboard and report its layout issues.

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
        --svg <out>             Also write a picture of the final values to <out> (SVG).
        --version               Show the version.
        -h, --help              Show help information.
      """
    case .layout:
      """
      OVERVIEW: Lay out a .xib or .storyboard and report its layout issues.

      Lays out each top-level object (a cell, a view, a scene's view) at the size saved
      for it, and reports as Xcode's issue navigator does: misplaced views (the saved
      frame against the one the constraints give), ambiguous views, conflicting
      constraints, the fitting height, and what was not understood. Exit status: 0 with
      nothing to report, 1 with layout issues or content not understood, 2 when the file
      cannot be read (FILE:LINE: error: MESSAGE) or for a usage error.

      USAGE: \(usage(.layout))

      ARGUMENTS:
        <file>                  The .xib or .storyboard to read.

      OPTIONS:
        --json                  Print one JSON object: the file's name, the device and,
                                per object, its size, fitting height, views (frames in
                                the object's coordinates), conflicts and unsupported
                                content.
        --svg <dir>             Also write a picture of each object to <dir>/<id>.svg,
                                misplaced and ambiguous views marked.
        --width <w>             Lay cells out at width <w> and their fitting height,
                                top-level views at width <w> and their saved height.
        --device <name>         Lay out on this device (retina4_7, retina6_1, ipad11,
                                ...; add ':landscape' to turn it) instead of the
                                document's.
        --fonts <dir>           Measure text with the font files in <dir> instead of
                                the library's Helvetica metrics.
        --version               Show the version.
        -h, --help              Show help information.
      """
    }
  }

  /// The one-line reason for a usage error: the only place its text is made.
  static func message(for error: UsageError) -> String {
    switch error {
    case .missingSubcommand: return "missing subcommand"
    case .unknownSubcommand(let name):
      return "unknown subcommand '\(name)'"
        + suggestion(for: name, among: Subcommand.allCases.map(\.rawValue))
    case .unknownOption(let option, let subcommand):
      let known = subcommand?.options ?? ["--help", "--version"]
      return "unknown option '\(option)'" + suggestion(for: option, among: known)
    case .unexpectedArgument(let argument, _): return "unexpected argument '\(argument)'"
    case .missingValue(let option, let placeholder, _):
      return "missing value for '\(option) \(placeholder)'"
    case .missingFile: return "missing expected argument '<file>'"
    case .invalidValue(let option, let value, let reason, _):
      return "invalid value '\(value)' for '\(option)': \(reason)"
    case .unreadableFile(let path, let problem):
      let reason =
        switch problem {
        case .missing: "no such file"
        case .directory: "it is a directory"
        case .denied: "permission denied or unreadable"
        }
      return "cannot read '\(path)': \(reason)"
    case .unwritablePicture(let path, let problem):
      let reason =
        switch problem {
        case .missing: "no such directory"
        case .directory: "it is a directory"
        case .denied: "permission denied"
        }
      return "cannot write picture '\(path)': \(reason)"
    }
  }

  /// `; did you mean '...'?` when a candidate is close to what was written, else nothing.
  private static func suggestion(for written: String, among candidates: [String]) -> String {
    closestName(to: written, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The lines for a usage error.
  static func usageError(_ error: UsageError) -> String {
    let helpCommand =
      error.subcommand.map { "autocell-cli \($0.rawValue) --help" } ?? "autocell-cli --help"
    return """
      error: \(message(for: error))
      Usage: \(usage(error.subcommand))
        See '\(helpCommand)' for more information.
      """
  }
}
