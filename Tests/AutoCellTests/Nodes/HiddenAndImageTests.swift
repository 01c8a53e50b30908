import AutoCell
import Foundation
import Testing

@Suite("isHidden and ImageNode")
struct HiddenAndImageTests {
  /// UIKit: "A hidden view ...
  ///
  /// still participates in Auto Layout" (isHidden documentation); only UIStackView removes hidden
  /// arranged views from its arrangement.
  @Test func aHiddenNodeStillTakesPartInConstraints() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let hidden = SizedNode(40, 20)
    let after = SizedNode(30, 20)
    root.addSubview(hidden)
    root.addSubview(after)
    hidden.isHidden = true
    LayoutConstraint.activate([
      hidden.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      hidden.topAnchor.constraint(equalTo: root.topAnchor),
      after.leadingAnchor.constraint(equalTo: hidden.trailingAnchor, constant: 5),
      after.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(hidden.isHidden)
    #expect(hidden.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(after.frame.minX == 45)
  }

  /// UIImageView's intrinsic size is its image's size in points: pixels / scale.
  @Test func anImageNodesIntrinsicSizeIsTheImageInPoints() {
    let image = ImageNode(image: Image(pixelSize: CGSize(width: 120, height: 90), scale: 3))
    #expect(image.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(image.contentMode == .scaleToFill)
    image.contentMode = .scaleAspectFit
    let cell = LayoutNode()
    cell.addSubview(image)
    pin(image, to: cell)
    #expect(
      cell.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 40, height: 30))
    image.image = Image(pixelSize: CGSize(width: 64, height: 64), scale: 2)
    #expect(
      cell.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 32, height: 32))
    image.image = nil
    #expect(image.intrinsicContentSize.width == LayoutNode.noIntrinsicMetric)
    #expect(Image(pixelSize: CGSize(width: 10, height: 10), scale: 0).size.width == 10)
  }
}
