import AutoCell
import Testing

@Suite("A UIKit-style cell of stacks and visual formats")
struct VisualFormatCellTests {
  /// A cell built as UIKit code builds one measures as UIKit measures it.
  @Test func aStackedCellWithVisualFormatsMeasuresAsUIKit() throws {
    let cell = TableCell()
    let avatar = ImageNode(image: Image(pixelSize: CGSize(width: 120, height: 120), scale: 3))
    let name = TextNode(text: "Ada Lovelace", font: .boldSystem(size: 17))
    let bio = TextNode(text: "Wrote the first program, for an engine not yet built.")
    bio.numberOfLines = 0  // UILabel's default is one line
    let text = StackNode(arrangedSubviews: [name, bio])
    text.axis = .vertical
    text.spacing = 4
    for node in [avatar, text] {
      node.translatesAutoresizingMaskIntoConstraints = false  // the UIKit habit; optional here
      cell.contentView.addSubview(node)
    }
    let views = ["avatar": avatar, "text": text]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-[avatar]-[text]-|", options: .alignAllTop, views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-[text]-(>=20)-|", views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:[avatar]-(>=20)-|", views: views))
    let height = cell.fittingHeight(forWidth: 375)
    // One Helvetica-Bold 17 line and two Helvetica 17 lines (1.2 em, the family's: the bio
    // wraps in the 295 points left of 375 by the content view's 16-point margins, the 40-point
    // avatar and the 8-point gap), each text rounded up to whole pixels, 4 apart, the top
    // margin (11, UIKit's cell margin: `|-` is the margin) above, 20 below.
    let lines: CGFloat = (17 * 1.2).rounded(.up) + (2 * 17 * 1.2).rounded(.up)
    let expected: CGFloat = 11 + lines + 4 + 20
    #expect(abs(height - expected) < 1e-6)
    #expect(cell.fittingHeight(forWidth: 200) > height)  // the bio wraps
    #expect(avatar.intrinsicContentSize.width == 40)
  }
}
