import AutoCell
import Foundation
import InterfaceBuilder

/// The hand-written documents under `Fixtures/`.
enum Fixtures {
  /// The document `name` (with its extension).
  static func document(_ name: String) throws -> IBDocument {
    let url = try requireURL(name)
    return try IBDocument(contentsOf: url)
  }

  /// The URL of fixture `name`.
  static func url(_ name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")
  }

  /// The document's objects on its device, with the library's fonts.
  static func objects(_ name: String, device: IBDevice? = nil) throws -> [IBObject] {
    try document(name).instantiate(device: device)
  }

  /// The object with root id `id` of document `name`, laid out.
  static func report(_ name: String, object id: String) throws -> (IBObject, IBLayoutReport) {
    guard let object = try objects(name).first(where: { $0.id == id }) else {
      throw FixtureError.missing("\(name): \(id)")
    }
    return (object, object.layout())
  }

  private static func requireURL(_ name: String) throws -> URL {
    guard let url = url(name) else { throw FixtureError.missing(name) }
    return url
  }
}

enum FixtureError: Error {
  case missing(String)
}

extension IBLayoutReport {
  /// The layout of the view with IB id `id`.
  func view(_ id: String) -> IBViewLayout? { views.first { $0.view.id == id } }
}

/// `value` rounded up to whole pixels of `scale` (as UIKit rounds a label's size).
func pixelsUp(_ value: CGFloat, scale: CGFloat = 2) -> CGFloat {
  (value * scale - 1e-9).rounded(.up) / scale
}

/// The size of `text` on one line (or wrapped at `width`) in Helvetica (the library's system
/// font), as a label of `lines` lines measures it.
func textSize(
  _ text: String, font: Font, width: CGFloat = .infinity, lines: Int = 1,
  lineBreakMode: LineBreakMode = .byTruncatingTail
) -> CGSize {
  StandardTextMeasurer().size(
    of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
}

/// Whether two numbers agree to a millionth of a point (solver results carry rounding noise).
func nearly(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= 1e-6
}

/// Whether two rectangles agree to a millionth of a point, number by number.
func nearly(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return nearly(a.minX, b.minX) && nearly(a.minY, b.minY) && nearly(a.width, b.width)
    && nearly(a.height, b.height)
}
