import Foundation

/// A colour, like SwiftUI's `Color`: as content, it fills whatever it is offered (10 points on
/// an axis offered nil), as a shape does.
public struct Color: Shape, Hashable, Sendable {
  /// The red, green, blue and opacity components, 0 to 1.
  public var red, green, blue, opacity: Double

  /// Creates a colour from its components (0 to 1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A shade of grey: 0 black, 1 white.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The colour with `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// Fully transparent.
  public static let clear = Color(white: 0, opacity: 0)
  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Grey.
  public static let gray = Color(white: 0.56)
  /// Red.
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  /// Green.
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  /// Blue.
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  /// Purple.
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  /// Pink.
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  /// The primary text colour.
  public static let primary = Color.black
  /// The secondary text colour.
  public static let secondary = Color(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.6)
  /// The accent colour.
  public static let accentColor = Color.blue
}
