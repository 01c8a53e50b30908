import AutoCell
import Foundation

/// LayoutKit's `FeedItemUIStackView` as a table cell: the same fifteen leaves arranged by
/// `StackNode`s (a vertical stack of the top bar, the poster card, the poster's comment, the
/// content image, title and domain, the actions and the comment).
final class FeedStackCell: TableCell {
  let actionLabel: TextNode
  let posterName: TextNode
  let posterHeadline: TextNode
  let posterTime: TextNode
  let posterComment: TextNode
  let contentTitle: TextNode
  let contentDomain: TextNode
  let actorComment: TextNode

  required convenience init(reuseIdentifier: String?) {
    self.init(text: .replayed, reuseIdentifier: reuseIdentifier)
  }

  init(text: FeedText, reuseIdentifier: String? = nil) {
    actionLabel = text.label()
    posterName = text.label()
    posterHeadline = text.label(lines: 3)
    posterTime = text.label()
    posterComment = text.label()
    contentTitle = text.label()
    contentDomain = text.label()
    actorComment = text.label()
    super.init(reuseIdentifier: reuseIdentifier)

    let options = text.label("...")
    options.setContentHuggingPriority(.required, for: .horizontal)
    options.setContentCompressionResistancePriority(.required, for: .horizontal)
    let topBar = StackNode(arrangedSubviews: [actionLabel, options])
    topBar.alignment = .leading

    let posterImage = Self.fixedWidthImage()
    let posterLabels = StackNode(arrangedSubviews: [posterName, posterHeadline, posterTime])
    posterLabels.axis = .vertical
    posterLabels.spacing = 1
    posterLabels.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    posterLabels.isLayoutMarginsRelativeArrangement = true
    let posterCard = StackNode(arrangedSubviews: [posterImage, posterLabels])
    posterCard.alignment = .center

    let contentImage = ImageNode(image: .banner350x200)
    let actions = StackNode(arrangedSubviews: [
      text.label("Like"), text.label("Comment"), text.label("Share"),
    ])
    actions.distribution = .equalSpacing
    let comment = StackNode(arrangedSubviews: [Self.fixedWidthImage(), actorComment])

    let column = StackNode(arrangedSubviews: [
      topBar, posterCard, posterComment, contentImage, contentTitle, contentDomain, actions,
      comment,
    ])
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(column)
    LayoutConstraint.activate(column.constraints(pinningEdgesTo: contentView))
  }

  /// A 50×50 image that neither grows nor shrinks horizontally.
  private static func fixedWidthImage() -> ImageNode {
    let image = ImageNode(image: .square50)
    image.setContentHuggingPriority(.required, for: .horizontal)
    image.setContentCompressionResistancePriority(.required, for: .horizontal)
    return image
  }

  /// Shows `item`'s texts.
  func configure(_ item: FeedItem) {
    actionLabel.text = item.actionText
    posterName.text = item.posterName
    posterHeadline.text = item.posterHeadline
    posterTime.text = item.posterTimestamp
    posterComment.text = item.posterComment
    contentTitle.text = item.contentTitle
    contentDomain.text = item.contentDomain
    actorComment.text = item.actorComment
  }
}
