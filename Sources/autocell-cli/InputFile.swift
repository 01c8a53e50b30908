import CasFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the file named on the command line, or standard input for `-`: anything `open` and
/// `read` accept (a regular file, a pipe, `/dev/null`, a process substitution's `/dev/fd/N`),
/// read to its end.
///
/// - Throws: ``UsageError`` naming the file and the reason it cannot be read (a missing file,
///   a directory, a closed standard input, a read error).
/// - Complexity: O(*n*) in the bytes read.
func readInput(_ path: String) throws(UsageError) -> SourceFile {
  if path == "-" {
    return SourceFile(name: "<stdin>", bytes: try readToEnd(0, naming: path))
  }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else {
    throw unreadable(path, errno: errno)
  }
  defer { close(descriptor) }
  return SourceFile(name: path, bytes: try readToEnd(descriptor, naming: path))
}

/// Reads an open descriptor to its end.
private func readToEnd(_ descriptor: Int32, naming name: String) throws(UsageError) -> [UInt8] {
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw unreadable(name, errno: errno) }
  guard status.st_mode & S_IFMT != S_IFDIR else { throw unreadable(name, errno: EISDIR) }
  var bytes: [UInt8] = []
  if status.st_mode & S_IFMT == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
  let chunk = 1 << 16
  while true {
    let count = bytes.count
    var failure: Int32 = 0
    bytes.append(contentsOf: repeatElement(0, count: chunk))
    let got = bytes.withUnsafeMutableBytes { buffer in
      let result = read(descriptor, buffer.baseAddress! + count, chunk)
      if result < 0 { failure = errno }
      return result
    }
    bytes.removeLast(chunk - max(got, 0))
    if got == 0 { return bytes }
    if got < 0 {
      if failure == EINTR { continue }
      throw unreadable(name, errno: failure)
    }
  }
}

/// The usage error for a file (`-` for standard input) that cannot be read.
private func unreadable(_ path: String, errno code: Int32) -> UsageError {
  let reason: UsageError.FileProblem =
    switch code {
    case ENOENT: .missing
    case EISDIR: .directory
    default: .denied  // EACCES, a closed descriptor (EBADF), a failed read
    }
  return .unreadableFile(path: path, reason: reason)
}
