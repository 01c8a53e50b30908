import AutoCell
import Foundation

/// The feed cell as hosted content (what a SwiftUI developer writes for LayoutKit's feed
/// item): the same twelve texts and three images in stacks, shown by a `HostingCell`.
struct FeedHostedContent: ContentNode {
  let item: FeedItem
  let measurer: any TextMeasurer

  init(item: FeedItem, text: FeedText = .replayed) {
    self.item = item
    self.measurer = text.measurer
  }

  /// A label: one line unless told otherwise.
  private func label(_ text: String, lines: Int = 1) -> Text {
    Text(text, numberOfLines: lines, measurer: measurer)
  }

  var body: some ContentNode {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 0) {
        label(item.actionText)
        Spacer()
        label("...")
      }
      HStack(alignment: .top, spacing: 2) {
        ImageContent("50x50", size: CGSize(width: 50, height: 50))
        VStack(alignment: .leading, spacing: 1) {
          label(item.posterName)
          label(item.posterHeadline, lines: 3)
          label(item.posterTimestamp)
        }
        .padding(EdgeInsets(top: 1, left: 0, bottom: 3, right: 4))
      }
      label(item.posterComment)
      ImageContent("350x200", size: CGSize(width: 350, height: 200))
      label(item.contentTitle)
      label(item.contentDomain)
      HStack(spacing: 0) {
        label("Like")
        Spacer()
        label("Comment")
        Spacer()
        label("Share")
      }
      .padding(EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
      HStack(alignment: .top, spacing: 0) {
        ImageContent("50x50", size: CGSize(width: 50, height: 50))
        label(item.actorComment)
      }
    }
  }
}

/// LayoutKit's known bad case for Auto Layout: a two-line label beside a badge label, both
/// with required hugging and compression resistance horizontally, in a cell with 8-point
/// margins.
final class BadgeCell: TableCell {
  let title: TextNode
  let badge: TextNode

  required convenience init(reuseIdentifier: String?) {
    self.init(text: .replayed, reuseIdentifier: reuseIdentifier)
  }

  init(text: FeedText, reuseIdentifier: String? = nil) {
    title = text.label(lines: 2)
    badge = text.label()
    super.init(reuseIdentifier: reuseIdentifier)
    diagnosticsHandler = { _ in }  // the required priorities conflict by design
    for node in [title, badge] {
      node.setContentHuggingPriority(.required, for: .horizontal)
      node.setContentCompressionResistancePriority(.required, for: .horizontal)
      node.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(node)
    }
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      badge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      badge.topAnchor.constraint(equalTo: margins.topAnchor),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor),
    ])
  }

  /// Shows `item`'s headline beside its timestamp as the badge.
  func configure(_ item: FeedItem) {
    title.text = item.posterHeadline + " and " + item.contentTitle
    badge.text = item.posterTimestamp
  }
}
