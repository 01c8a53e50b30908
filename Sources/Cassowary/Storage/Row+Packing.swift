// A lossless byte encoding of a row's cells, for the failure journal.
//
// A journal keeps the rows a failing operation might change until it is committed or rolled
// back. Saved as they are, long rows take 12 bytes a cell (a phase 1 over a long chain saves
// hundreds of megabytes); packed, a cell whose symbol follows closely on the previous one and
// whose coefficient is ±1 or 0 (the common case in chains and grids) takes one byte.
// Unpacking gives back the exact cells: same symbols, same order, same coefficient bits
// (tombstones and -0 included).
//
// A cell whose symbol is 1 to 32 past the previous one (the first: past -1) and whose
// coefficient is exactly 1, -1 or +0 takes one byte below 0x80: the difference less one in
// its low five bits, the coefficient in the two above (0: 1, 1: -1, 2: +0). Any other cell
// starts with the byte 0x80 or 0x81, then gives the difference as a 32-bit pattern in 7-bit
// groups, low first, the high bit marking that another group follows, and then the
// coefficient: after 0x80, one byte `k + 64` for a coefficient that is exactly the integer `k`
// in -64...63 (and not -0); after 0x81, its eight bytes of bit pattern, low first.

extension Row {
  /// The most bytes one cell can take packed: a tag, five of symbol difference, eight of
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
          let c = cell.coefficient
          let code: UInt8 =
            c == 1 ? 0 : c == -1 ? 1 : c.bitPattern == Double(0).bitPattern ? 2 : 3
          if code < 3 && delta &- 1 < 32 {
            out[k] = UInt8(truncatingIfNeeded: delta &- 1) | code &<< 5
            k &+= 1
            continue
          }
          let small = c >= -64 && c <= 63 && Double(Int(c)).bitPattern == c.bitPattern
          out[k] = small ? 0x80 : 0x81
          k &+= 1
          while delta >= 0x80 {
            out[k] = UInt8(truncatingIfNeeded: delta) | 0x80
            delta &>>= 7
            k &+= 1
          }
          out[k] = UInt8(truncatingIfNeeded: delta)
          k &+= 1
          if small {
            out[k] = UInt8(truncatingIfNeeded: Int(c) &+ 64)
            k &+= 1
          } else {
            var bits = c.bitPattern
            for j in 0..<8 {
              out[k &+ j] = UInt8(truncatingIfNeeded: bits)
              bits &>>= 8
            }
            k &+= 8
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
          let first = bytes[k]
          k &+= 1
          let coefficient: Double
          if first < 0x80 {
            symbol &+= UInt32(first & 0x1F) &+ 1
            let code = first &>> 5
            coefficient = code == 0 ? 1 : code == 1 ? -1 : 0
          } else {
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
            if first == 0x80 {
              coefficient = Double(Int(bytes[k]) &- 64)
              k &+= 1
            } else {
              var bits: UInt64 = 0
              for j in 0..<8 { bits |= UInt64(bytes[k &+ j]) &<< UInt64(8 &* j) }
              k &+= 8
              coefficient = Double(bitPattern: bits)
            }
          }
          (cells.baseAddress! + i).initialize(
            to: Cell(symbol: Int32(bitPattern: symbol), coefficient: coefficient))
        }
      }
      initialized = count
    }
  }
}
