import AutoCell
import Foundation

/// The texts of one feed item, as LayoutKit's feed benchmark generates them (the cell shows
/// them in 8 of its 12 labels; the other 4 keep fixed texts).
struct FeedItem: Identifiable, Sendable {
  let id: Int
  let actionText: String
  let posterName: String
  let posterHeadline: String
  let posterTimestamp: String
  let posterComment: String
  let contentTitle: String
  let contentDomain: String
  let actorComment: String

  /// Item `id`; `generation` changes every string (a reused cell gets new text).
  init(id: Int, generation: Int = 0) {
    self.id = id
    let tag = generation == 0 ? "\(id)" : "\(id)-\(generation)"
    actionText = "action text \(tag)"
    posterName = "poster name \(tag)"
    posterHeadline = "poster title \(tag) with some longer stuff"
    posterTimestamp = "poster timestamp \(tag)"
    posterComment = "poster comment \(tag)"
    contentTitle = "content title \(tag)"
    contentDomain = "content domain \(tag)"
    actorComment = "actor comment \(tag)"
  }

  /// Items `0..<count` of one generation.
  static func items(_ count: Int, generation: Int = 0) -> [FeedItem] {
    (0..<count).map { FeedItem(id: $0, generation: generation) }
  }
}

/// Text sizes from a fixed rule instead of a font, so that the feed cell can be laid out by
/// another engine with exactly the same label sizes (`Benchmarks/yoga_feed.cpp` applies the
/// same rule): every UTF-8 byte is ``characterWidth`` wide, every line ``lineHeight`` tall;
/// text wider than the width wraps into as many lines as it needs (at most `numberOfLines`,
/// 0 for no limit) and is then as wide as the width.
struct ReplayedTextMeasurer: TextMeasurer {
  static let characterWidth: CGFloat = 10
  static let lineHeight: CGFloat = 20

  func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    let natural = CGFloat(text.utf8.count) * Self.characterWidth
    guard natural > 0 else { return .zero }
    guard width < natural else { return CGSize(width: natural, height: Self.lineHeight) }
    var lines = (natural / max(width, Self.characterWidth)).rounded(.up)
    if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
    return CGSize(width: width, height: lines * Self.lineHeight)
  }

  func lineHeight(of font: Font) -> CGFloat { Self.lineHeight }
}

/// How the feed cells measure their text.
enum FeedText: Sendable {
  /// ``ReplayedTextMeasurer``: the same sizes as the Yoga driver's.
  case replayed
  /// The library's own measurer on its real fonts.
  case real

  /// A measurer of this kind.
  var measurer: any TextMeasurer {
    switch self {
    case .replayed: ReplayedTextMeasurer()
    case .real: StandardTextMeasurer()
    }
  }

  /// A label as UIKit makes one: one line unless told otherwise.
  func label(_ text: String = "", lines: Int = 1) -> TextNode {
    TextNode(text: text, numberOfLines: lines, measurer: measurer)
  }
}

extension Image {
  /// LayoutKit's `50x50.png` and `350x200.png`.
  static let square50 = Image(pixelSize: CGSize(width: 50, height: 50))
  static let banner350x200 = Image(pixelSize: CGSize(width: 350, height: 200))
}
