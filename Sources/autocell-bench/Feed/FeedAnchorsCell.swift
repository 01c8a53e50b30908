import AutoCell
import Foundation

/// LayoutKit's `FeedItemAutoLayoutView` as a table cell built with anchors: five containers
/// stacked in the content view (top bar, mini profile, mini content, social actions,
/// comment), fifteen leaves (twelve labels, images of 50×50, 350×200 and 50×50).
final class FeedAnchorsCell: TableCell {
  let text: FeedText

  let topBar = LayoutNode()
  let actionLabel: TextNode
  let optionsLabel: TextNode

  let miniProfile = LayoutNode()
  let posterImage = ImageNode(image: .square50)
  let posterName: TextNode
  let posterHeadline: TextNode
  let posterTime: TextNode
  let posterComment: TextNode

  let miniContent = LayoutNode()
  let contentImage = ImageNode(image: .banner350x200)
  let contentTitle: TextNode
  let contentDomain: TextNode

  let socialActions = LayoutNode()
  let likeLabel: TextNode
  let commentLabel: TextNode
  let shareLabel: TextNode

  let commentView = LayoutNode()
  let actorImage = ImageNode(image: .square50)
  let actorComment: TextNode

  required convenience init(reuseIdentifier: String?) {
    self.init(text: .replayed, reuseIdentifier: reuseIdentifier)
  }

  init(text: FeedText, reuseIdentifier: String? = nil) {
    self.text = text
    actionLabel = text.label()
    optionsLabel = text.label("...")
    posterName = text.label()
    posterHeadline = text.label(lines: 3)
    posterTime = text.label()
    posterComment = text.label()
    contentTitle = text.label()
    contentDomain = text.label()
    likeLabel = text.label("Like")
    commentLabel = text.label("Comment")
    shareLabel = text.label("Share")
    actorComment = text.label()
    super.init(reuseIdentifier: reuseIdentifier)
    var constraints: [LayoutConstraint] = []
    stackContainers(&constraints)
    buildTopBar(&constraints)
    buildMiniProfile(&constraints)
    buildMiniContent(&constraints)
    buildSocialActions(&constraints)
    buildComment(&constraints)
    LayoutConstraint.activate(constraints)
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

  /// The leaves, in the order the frame report and the Yoga driver list them.
  var leaves: [LayoutNode] {
    [
      actionLabel, optionsLabel, posterImage, posterName, posterHeadline, posterTime,
      posterComment, contentImage, contentTitle, contentDomain, likeLabel, commentLabel,
      shareLabel, actorImage, actorComment,
    ]
  }

  /// Adds `subviews` to `parent`, placed by constraints.
  private func add(_ subviews: [LayoutNode], to parent: LayoutNode) {
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(subview)
    }
  }

  /// `|-0-[a]-0-|` horizontally, with the given insets.
  private func spanWidth(
    _ node: LayoutNode, of parent: LayoutNode, _ constraints: inout [LayoutConstraint]
  ) {
    constraints.append(node.leadingAnchor.constraint(equalTo: parent.leadingAnchor))
    constraints.append(node.trailingAnchor.constraint(equalTo: parent.trailingAnchor))
  }

  /// `V:|-0-[topBar]-0-[miniProfile]-0-[miniContent]-0-[socialActions]-0-[comment]-0-|`, each
  /// as wide as the content view.
  private func stackContainers(_ constraints: inout [LayoutConstraint]) {
    let containers = [topBar, miniProfile, miniContent, socialActions, commentView]
    add(containers, to: contentView)
    var above = contentView.topAnchor
    for container in containers {
      constraints.append(container.topAnchor.constraint(equalTo: above))
      spanWidth(container, of: contentView, &constraints)
      above = container.bottomAnchor
    }
    constraints.append(above.constraint(equalTo: contentView.bottomAnchor))
  }

  /// `H:|-0-[action]-0-[options]-0-|`, both top-aligned with `>=0` below.
  private func buildTopBar(_ constraints: inout [LayoutConstraint]) {
    optionsLabel.setContentHuggingPriority(.required, for: .horizontal)
    optionsLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    add([actionLabel, optionsLabel], to: topBar)
    constraints += [
      actionLabel.leadingAnchor.constraint(equalTo: topBar.leadingAnchor),
      optionsLabel.leadingAnchor.constraint(equalTo: actionLabel.trailingAnchor),
      optionsLabel.trailingAnchor.constraint(equalTo: topBar.trailingAnchor),
    ]
    for label in [actionLabel, optionsLabel] {
      constraints.append(label.topAnchor.constraint(equalTo: topBar.topAnchor))
      constraints.append(topBar.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor))
    }
  }

  /// The poster's image beside name, headline (3 lines at most) and time, the comment below.
  private func buildMiniProfile(_ constraints: inout [LayoutConstraint]) {
    posterImage.setContentHuggingPriority(.required, for: .horizontal)
    posterImage.setContentCompressionResistancePriority(.required, for: .horizontal)
    add([posterImage, posterName, posterHeadline, posterTime, posterComment], to: miniProfile)
    let imageToComment = posterComment.topAnchor.constraint(equalTo: posterImage.bottomAnchor)
    imageToComment.priority = LayoutPriority(749)
    constraints += [
      // V:|-0-[image]-(>=0)-[comment]-0-|, V:[image]-(0@749)-[comment]
      posterImage.topAnchor.constraint(equalTo: miniProfile.topAnchor),
      posterComment.topAnchor.constraint(greaterThanOrEqualTo: posterImage.bottomAnchor),
      imageToComment,
      posterComment.bottomAnchor.constraint(equalTo: miniProfile.bottomAnchor),
      // V:|-1-[name]-1-[headline]-1-[time]-(>=3)-[comment]
      posterName.topAnchor.constraint(equalTo: miniProfile.topAnchor, constant: 1),
      posterHeadline.topAnchor.constraint(equalTo: posterName.bottomAnchor, constant: 1),
      posterTime.topAnchor.constraint(equalTo: posterHeadline.bottomAnchor, constant: 1),
      posterComment.topAnchor.constraint(
        greaterThanOrEqualTo: posterTime.bottomAnchor, constant: 3),
      // H:|-0-[image]-2-[label]-4-| for the three labels, H:|-0-[comment]-0-|
      posterImage.leadingAnchor.constraint(equalTo: miniProfile.leadingAnchor),
    ]
    for label in [posterName, posterHeadline, posterTime] {
      constraints.append(
        label.leadingAnchor.constraint(equalTo: posterImage.trailingAnchor, constant: 2))
      constraints.append(
        miniProfile.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4))
    }
    spanWidth(posterComment, of: miniProfile, &constraints)
  }

  /// `V:|-0-[image]-0-[title]-0-[domain]-0-|`, each as wide as the container.
  private func buildMiniContent(_ constraints: inout [LayoutConstraint]) {
    let column = [contentImage, contentTitle, contentDomain]
    add(column, to: miniContent)
    var above = miniContent.topAnchor
    for node in column {
      constraints.append(node.topAnchor.constraint(equalTo: above))
      spanWidth(node, of: miniContent, &constraints)
      above = node.bottomAnchor
    }
    constraints.append(above.constraint(equalTo: miniContent.bottomAnchor))
  }

  /// Like at the leading margin, Comment centred, Share at the trailing margin; each as tall as
  /// the container.
  private func buildSocialActions(_ constraints: inout [LayoutConstraint]) {
    let labels = [likeLabel, commentLabel, shareLabel]
    add(labels, to: socialActions)
    for label in labels {
      constraints.append(label.topAnchor.constraint(equalTo: socialActions.topAnchor))
      constraints.append(label.bottomAnchor.constraint(equalTo: socialActions.bottomAnchor))
    }
    let margins = socialActions.layoutMarginsGuide
    constraints += [
      likeLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      commentLabel.centerXAnchor.constraint(equalTo: socialActions.centerXAnchor),
      shareLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ]
  }

  /// `H:|-0-[image]-0-[comment]-0-|`, both top-aligned with `>=0` below, the image's bottom
  /// pulled to the container's at 749.
  private func buildComment(_ constraints: inout [LayoutConstraint]) {
    actorImage.setContentHuggingPriority(.required, for: .horizontal)
    actorImage.setContentCompressionResistancePriority(.required, for: .horizontal)
    add([actorImage, actorComment], to: commentView)
    let imageToBottom = commentView.bottomAnchor.constraint(equalTo: actorImage.bottomAnchor)
    imageToBottom.priority = LayoutPriority(749)
    constraints += [
      actorImage.leadingAnchor.constraint(equalTo: commentView.leadingAnchor),
      actorComment.leadingAnchor.constraint(equalTo: actorImage.trailingAnchor),
      actorComment.trailingAnchor.constraint(equalTo: commentView.trailingAnchor),
      imageToBottom,
    ]
    for node in [actorImage, actorComment] as [LayoutNode] {
      constraints.append(node.topAnchor.constraint(equalTo: commentView.topAnchor))
      constraints.append(
        commentView.bottomAnchor.constraint(greaterThanOrEqualTo: node.bottomAnchor))
    }
  }
}
