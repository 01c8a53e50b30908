import AutoCell
import Foundation
import Testing

@Suite("Pinning, centring, multipliers")
struct PinningTests {
  @Test func pinningToEdgesFillsTheParent() {
    let root = LayoutNode(frame: CGRect(x: 50, y: 60, width: 320, height: 200))
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 314, height: 196))
    #expect(root.frame == CGRect(x: 50, y: 60, width: 320, height: 200))
  }

  @Test func pinningToTheMarginsGuideInsetsByTheMargins() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 84))

    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 60))
  }

  @Test func nestedFramesAreInTheSuperviewsCoordinates() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let middle = LayoutNode()
    let inner = LayoutNode()
    root.addSubview(middle)
    middle.addSubview(inner)
    pin(middle, to: root, insets: EdgeInsets(all: 10))
    pin(inner, to: middle, insets: EdgeInsets(all: 5))
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 170, height: 170))
    #expect(inner.bounds == CGRect(x: 0, y: 0, width: 170, height: 170))
  }

  @Test func centringPlacesTheChildInTheMiddle() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = LayoutNode()
    root.addSubview(child)
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
  }

  @Test func multipliersScaleTheOtherDimension() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = LayoutNode()
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 110, height: 220))
  }

  @Test func inequalitiesBoundASizeFromBothSides() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = SizedNode(500, 10)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 200, height: 30))
  }

  @Test func rootFrameChangesRelayout() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root)
    root.layoutIfNeeded()
    root.frame.size.width = 250
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 250, height: 100))
  }
}
