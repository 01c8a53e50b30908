/// 10^0 through 10^22: the powers of ten a double holds exactly, so that one multiplication or
/// division by one of them is a single correctly rounded operation (reading decimals in the
/// lexer, rounding values to 9 digits for output).
let exactPowersOfTen: [Double] = (0...22).map { k in
  var power = 1.0
  for _ in 0..<k { power *= 10 }
  return power
}
