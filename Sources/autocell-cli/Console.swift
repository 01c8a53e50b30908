import CasFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's standard output (buffered) and standard error; standard output
/// is flushed before each error line so the two streams interleave in order on a terminal.
///
/// A failed write to standard output (a full disk, a closed descriptor) is remembered:
/// ``finish(with:)`` then reports it and turns the exit status into 1.
final class Console: OutputSink {
  private var buffer: [UInt8] = []
  /// The `errno` of the first failed write to standard output, if any.
  private(set) var outputFailure: Int32?

  init() { buffer.reserveCapacity(1 << 16) }

  func writeOutput(_ line: String) {
    bufferLine(line.utf8)
  }

  func writeOutput(utf8 line: [UInt8]) {
    bufferLine(line)
  }

  /// Appends a line of standard output to the buffer, writing the buffer once it is 64 KiB.
  private func bufferLine<Bytes: Sequence<UInt8>>(_ line: Bytes) {
    buffer.append(contentsOf: line)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  func writeError(_ line: String) {
    flush()
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    Console.write(bytes, to: 2)
  }

  /// Writes what is buffered for standard output (nothing more once a write failed).
  func flush() {
    if outputFailure == nil, let failure = Console.write(buffer, to: 1) { outputFailure = failure }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes standard output and returns `status`, or, if a write to standard output failed,
  /// reports it on standard error and returns ``ExitStatus/inputError`` (1).
  func finish(with status: ExitStatus) -> ExitStatus {
    flush()
    guard let failure = outputFailure else { return status }
    let reason = String(cString: strerror(failure))
    writeError("error: cannot write to standard output: \(reason)")
    return .inputError
  }

  /// Writes all of `bytes`; returns the `errno` of a failed write, nil on success.
  @discardableResult
  private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    return bytes.withUnsafeBytes { raw -> Int32? in
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        #elseif canImport(Musl)
          let written = Musl.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        #else
          let written = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
