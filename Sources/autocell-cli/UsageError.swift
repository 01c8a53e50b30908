/// A command line that cannot run.
///
/// Cases carry what the user wrote; ``Help/message(for:)`` makes the one-line reason.
enum UsageError: Error, Equatable {
  /// No arguments at all.
  case missingSubcommand
  /// A first argument (or `help`'s argument) that is no subcommand.
  case unknownSubcommand(String)
  /// An option the subcommand (or the tool, for nil) does not have.
  case unknownOption(String, subcommand: Subcommand?)
  /// A positional argument the subcommand does not take.
  case unexpectedArgument(String, subcommand: Subcommand)
  /// An option that takes a value given last.
  case missingValue(option: String, placeholder: String, subcommand: Subcommand)
  /// `solve` or `layout` without a file.
  case missingFile(subcommand: Subcommand)
  /// An option's value that cannot be used (why, in `reason`).
  case invalidValue(option: String, value: String, reason: String, subcommand: Subcommand)
  /// A file that cannot be read.
  case unreadableFile(path: String, reason: FileProblem)
  /// A picture that cannot be written (`--svg OUT`).
  case unwritablePicture(path: String, reason: FileProblem)

  /// Why a file cannot be read or written.
  enum FileProblem: Equatable {
    /// The file (to read) or its folder (to write) does not exist.
    case missing
    /// The path names a directory.
    case directory
    /// The system refuses (permissions, or not a regular file).
    case denied
  }

  /// The subcommand whose usage to show, if known.
  var subcommand: Subcommand? {
    switch self {
    case .missingSubcommand, .unknownSubcommand: nil
    case .unknownOption(_, let subcommand): subcommand
    case .unexpectedArgument(_, let subcommand), .missingValue(_, _, let subcommand): subcommand
    case .missingFile(let subcommand), .invalidValue(_, _, _, let subcommand): subcommand
    case .unreadableFile, .unwritablePicture: .solve
    }
  }
}
