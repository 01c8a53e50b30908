import AutoCell
import Foundation
import TestSupport
import Testing

/// A random layout on directional anchors (leading, trailing, centerX, widths), built the
/// same way for a seed whatever the direction.
private struct RandomLayout {
  let root: LayoutNode
  let nodes: [LayoutNode]
  let issues = IssueLog()

  init(seed: UInt64, direction: SemanticContentAttribute) {
    var rng = SeededGenerator(seed: seed)
    let width = CGFloat(Int.random(in: 200...600, using: &rng))
    root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    root.displayScale = 1024  // compare solutions, not roundings of mirrored halves
    root.semanticContentAttribute = direction
    issues.install(on: root)
    var nodes: [LayoutNode] = []
    let count = Int.random(in: 1...8, using: &rng)
    for index in 0..<count {
      let parent =
        nodes.isEmpty || Bool.random(using: &rng) ? root : nodes.randomElement(using: &rng)!
      let node: LayoutNode
      if Int.random(in: 0..<4, using: &rng) == 0 {
        let stack = StackNode()
        stack.spacing = CGFloat(Int.random(in: 0...12, using: &rng))
        // Distributions whose solution is unique once the stack's width is set.
        stack.distribution = [.fill, .fillEqually, .equalSpacing, .equalCentering].randomElement(
          using: &rng)!
        for index in 0..<Int.random(in: 1...3, using: &rng) {
          let item = SizedNode(CGFloat(Int.random(in: 5...40, using: &rng)), 10)
          // Distinct priorities: which node gives way is then unique, as it must be for a
          // mirror image (UIKit resolves equal priorities by index).
          item.setContentCompressionResistancePriority(
            .defaultHigh - Float(index), for: .horizontal)
          item.setContentHuggingPriority(.defaultLow - Float(index), for: .horizontal)
          stack.addArrangedSubview(item)
        }
        node = stack
      } else {
        node = LayoutNode()
      }
      node.identifier = "n\(index)"
      parent.addSubview(node)
      let anchor =
        nodes.filter { $0.isDescendant(of: parent) && $0 !== parent }
        .randomElement(using: &rng) ?? parent
      let inset = CGFloat(Int.random(in: 0...30, using: &rng))
      let useMargins = anchor === parent && Bool.random(using: &rng)
      let guide = useMargins ? parent.layoutMarginsGuide : nil
      let leading = guide?.leadingAnchor ?? anchor.leadingAnchor
      let trailing = guide?.trailingAnchor ?? anchor.trailingAnchor
      var constraints: [LayoutConstraint] = [
        node.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
        node.heightAnchor.constraint(equalToConstant: 20),
      ]
      var hasWidth = false  // exactly one position and one width: no conflicts
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: constraints.append(node.leadingAnchor.constraint(equalTo: leading, constant: inset))
      case 1:
        constraints.append(node.trailingAnchor.constraint(equalTo: trailing, constant: -inset))
      case 2:  // centerX is not directional: UIKit does not mirror its constant, so none here
        constraints.append(node.centerXAnchor.constraint(equalTo: anchor.centerXAnchor))
      case 3:
        constraints.append(
          node.leadingAnchor.constraint(equalToSystemSpacingAfter: trailing, multiplier: 1))
      default:
        constraints.append(node.leadingAnchor.constraint(equalTo: leading, constant: inset))
        constraints.append(node.trailingAnchor.constraint(equalTo: trailing, constant: -inset))
        hasWidth = true
      }
      if !hasWidth {
        constraints.append(
          Bool.random(using: &rng)
            ? node.widthAnchor.constraint(
              equalToConstant: CGFloat(Int.random(in: 0...120, using: &rng)))
            : node.widthAnchor.constraint(equalTo: anchor.widthAnchor, multiplier: 0.5))
      }
      LayoutConstraint.activate(constraints)
      nodes.append(node)
    }
    self.nodes = nodes
    root.layoutIfNeeded()
  }
}

/// A node's frame in its root's coordinates.
private func rootFrame(of node: LayoutNode) -> CGRect {
  var frame = node.frame
  var parent = node.superview
  while let current = parent, current.superview != nil {
    frame.origin.x += current.frame.origin.x
    frame.origin.y += current.frame.origin.y
    parent = current.superview
  }
  return frame
}

@Suite("Layout direction")
struct DirectionTests {
  /// UIKit mirrors a right-to-left layout built on leading and trailing: every frame's x
  /// becomes `width - x - w` of the left-to-right solve (stacks included).
  @Test("a right-to-left layout is the mirror of the left-to-right one", arguments: UInt64(0)..<100)
  func rightToLeftMirrorsLeftToRight(seed: UInt64) {
    let ltr = RandomLayout(seed: seed, direction: .unspecified)
    let rtl = RandomLayout(seed: seed, direction: .forceRightToLeft)
    let width = ltr.root.frame.width
    #expect(ltr.issues.issues.isEmpty && rtl.issues.issues.isEmpty, "seed \(seed)")
    var nodes: [(LayoutNode, LayoutNode)] = Array(zip(ltr.nodes, rtl.nodes))
    for (left, right) in nodes {
      nodes += zip(left.subviews, right.subviews).filter { pair in
        !nodes.contains { $0.0 === pair.0 }
      }
    }
    for (left, right) in nodes {
      let l = rootFrame(of: left)
      let r = rootFrame(of: right)
      // Raw origins and sizes: random layouts may give negative widths, which CGRect's
      // minX and width would standardize.
      let (lx, lw, rx, rw) = (l.origin.x, l.size.width, r.origin.x, r.size.width)
      #expect(abs(rx - (width - lx - lw)) < 2e-3, "seed \(seed) \(left.identifier ?? "")")
      #expect(abs(rw - lw) < 2e-3 && abs(r.origin.y - l.origin.y) < 2e-3, "seed \(seed)")
    }
  }

  /// UIKit: effectiveUserInterfaceLayoutDirection comes from the nearest forced
  /// semanticContentAttribute up the tree; changing it re-lays out incrementally.
  @Test func directionIsInheritedAndCanChangeAfterLayout() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let group = LayoutNode()
    let child = LayoutNode()
    root.addSubview(group)
    group.addSubview(child)
    pin(group, to: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.topAnchor.constraint(equalTo: group.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 140)
    group.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// UIKit's directionalLayoutMargins: leading is the left margin left to right and the right
  /// margin right to left.
  @Test func directionalMarginsFollowTheDirection() {
    let node = LayoutNode()
    node.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(node.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    node.semanticContentAttribute = .forceRightToLeft
    #expect(
      node.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    node.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(node.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  /// A subtree moved under a right-to-left node lays out right to left.
  @Test func aSubtreeTakesTheDirectionOfItsNewSuperview() {
    let card = LayoutNode()
    let label = SizedNode(30, 10)
    card.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
      label.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    card.layoutIfNeeded()
    #expect(label.frame.minX == 5)
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    root.addSubview(card)
    pin(card, to: root)
    root.layoutIfNeeded()
    #expect(label.frame.minX == 65)
  }
}
