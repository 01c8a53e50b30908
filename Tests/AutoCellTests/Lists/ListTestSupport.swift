import AutoCell
import Foundation

/// A row whose cell is exactly `height` points tall, so sums of heights are exact.
struct Tile: Identifiable, Equatable {
  var id: Int
  var height: Int
}

/// A header or footer exactly `height` points tall.
struct Banner: Identifiable, Equatable {
  var id: String
  var height: Int
}

/// Content exactly `height` tall at any width.
struct BoxContent: ContentNode {
  let height: CGFloat
  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: height)
  }
}

/// A UIKit-style cell: a label constrained with anchors inside the content view's margins.
final class LabelCell: TableCell {
  let label = TextNode()

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  override func prepareForReuse() {
    label.text = ""
  }
}

extension ListSizer {
  /// A list of tiles and banners, each as tall as it says.
  static func tiles(
    width: CGFloat = 320, strategy: ListSizingStrategy = .exact, separatorHeight: CGFloat = 0
  ) -> ListSizer {
    let sizer = ListSizer(width: width, strategy: strategy, separatorHeight: separatorHeight)
    sizer.register(Tile.self) { tile, _ in BoxContent(height: CGFloat(tile.height)) }
    sizer.register(Banner.self) { banner, _ in BoxContent(height: CGFloat(banner.height)) }
    return sizer
  }
}
