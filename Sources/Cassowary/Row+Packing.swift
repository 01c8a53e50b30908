// A lossless byte encoding of a row's cells, for the failure journal.
//
// A journal keeps the rows a failing operation might change until it is committed or rolled
// back. Saved as they are, long rows take 16 bytes a cell (a failed-or-not phase 1 over a long
// chain saves hundreds of megabytes); packed, a cell whose symbol follows closely on the
// previous one and whose coefficient is a small integer (the common case: ±1 in chains and
// grids) takes two bytes. Unpacking gives back the exact cells: same symbols, same order, same
// coefficient bits (tombstones and -0 included).
//
// Each cell is the difference from the previous cell's symbol (the first: from -1), as a
// 32-bit pattern in 7-bit groups, low first, the high bit marking that another group follows;
// then one byte: `k + 64` for a coefficient that is exactly the integer `k` in -64...63 (and
// not -0), else 0x80 followed by the coefficient's eight bytes of bit pattern, low first.

extension Row {
  /// The most bytes one cell can take packed: five of symbol difference, one tag, eight of
  /// coefficient.
  static let maxPackedCellBytes = 14

  /// The cells packed into bytes, using `buffer` (grown when needed, never shrunk) as room
  /// for the worst case; the result is a fresh array of its own exact size.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  func packedCells(buffer: inout [UInt8]) -> [UInt8] {
    let worst = cells.count &* Row.maxPackedCellBytes
    if buffer.count < worst {
      buffer.append(contentsOf: repeatElement(0, count: worst - buffer.count))
    }
    var k = 0
    buffer.withUnsafeMutableBufferPointer { out in
      cells.withUnsafeBufferPointer { cells in
        var previous = UInt32(bitPattern: -1)
        for cell in cells {
          let symbol = UInt32(bitPattern: cell.symbol)
          var delta = symbol &- previous
          previous = symbol
          while delta >= 0x80 {
            out[k] = UInt8(truncatingIfNeeded: delta) | 0x80
            delta &>>= 7
            k &+= 1
          }
          out[k] = UInt8(truncatingIfNeeded: delta)
          k &+= 1
          let c = cell.coefficient
          if c >= -64 && c <= 63 && Double(Int(c)).bitPattern == c.bitPattern {
            out[k] = UInt8(truncatingIfNeeded: Int(c) &+ 64)
            k &+= 1
          } else {
            out[k] = 0x80
            var bits = c.bitPattern
            for j in 1...8 {
              out[k &+ j] = UInt8(truncatingIfNeeded: bits)
              bits &>>= 8
            }
            k &+= 9
          }
        }
      }
    }
    return [UInt8](buffer[..<k])
  }

  /// The `count` cells that ``packedCells(buffer:)`` packed into `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  static func unpackCells(_ bytes: [UInt8], count: Int) -> [Cell] {
    [Cell](unsafeUninitializedCapacity: count) { cells, initialized in
      bytes.withUnsafeBufferPointer { bytes in
        var k = 0
        var symbol = UInt32(bitPattern: -1)
        for i in 0..<count {
          var delta: UInt32 = 0
          var shift: UInt32 = 0
          while true {
            let byte = bytes[k]
            k &+= 1
            delta |= UInt32(byte & 0x7F) &<< shift
            if byte < 0x80 { break }
            shift &+= 7
          }
          symbol &+= delta
          let tag = bytes[k]
          k &+= 1
          let coefficient: Double
          if tag < 0x80 {
            coefficient = Double(Int(tag) &- 64)
          } else {
            var bits: UInt64 = 0
            for j in 0..<8 { bits |= UInt64(bytes[k &+ j]) &<< UInt64(8 &* j) }
            k &+= 8
            coefficient = Double(bitPattern: bits)
          }
          (cells.baseAddress! + i).initialize(
            to: Cell(symbol: Int32(bitPattern: symbol), coefficient: coefficient))
        }
      }
      initialized = count
    }
  }
}
