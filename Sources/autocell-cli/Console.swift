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
final class Console: OutputSink {
  private var buffer: [UInt8] = []

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

  /// Writes what is buffered for standard output.
  func flush() {
    Console.write(buffer, to: 1)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
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
          return
        }
        offset += written
      }
    }
  }
}
