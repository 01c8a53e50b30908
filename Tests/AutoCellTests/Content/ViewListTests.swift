import AutoCell
import Foundation
import Testing

/// A tag view, as in the tag-cloud post.
private struct Tag: ContentNode {
  let name: String
  init(_ name: String) { self.name = name }
  var body: some ContentNode { Text(name).padding(.horizontal, 6) }
}

/// A view whose body is a `ForEach`: one tag per name.
private struct Chips: ContentNode {
  let tags: [String]
  var body: some ContentNode {
    ForEach(tags, id: \.self) { Tag($0) }
  }
}

/// A view that hands its tags to a layout through an opaque property, as the post does.
private struct TagCloud: ContentNode {
  let tags: [String]
  var subviews: some ContentNode {
    ForEach(tags, id: \.self) { Tag($0) }
  }
  var body: some ContentNode {
    RowLayout { subviews }
  }
}

/// A view with optional content: several views, or none.
private struct Maybe: ContentNode {
  let shows: Bool
  var body: some ContentNode {
    if shows {
      rigid(10, 10)
      rigid(20, 10)
    }
  }
}

/// Subviews side by side at their ideal sizes, no spacing, written as a blog post writes a
/// custom layout: what it gets is exactly `subviews`.
private struct RowLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// SwiftUI flattens view lists (`ForEach`, `Group`, blocks of several views, `if` without
/// its view) wherever they come from, a `body` or an opaque property included, so a container
/// gets one subview per element; a modifier of a list applies to each of its views (Apple's
/// `Group` documentation: "any modifier you apply to the group affects all of that group's
/// members").
@Suite("Content: view lists are flattened wherever they come from")
struct ViewListTests {
  let tags = ["swift", "layout", "cells"]

  @Test func aForEachFromABodyGivesAStackOneSubviewPerElement() {
    // HStack { Text("Tags:"); Chips() }: four texts side by side, one line tall. SwiftUI:
    // height = one body line (20.4 pt at 17 pt); width = "Tags:" + each tag padded by 6 + 6,
    // plus three gaps of the system spacing (8). Laid out as one child (a VStack of the
    // tags), it was three lines and two gaps tall: 77.2 pt.
    let row = HStack {
      Text("Tags:")
      Chips(tags: tags)
    }
    let line = TextReference.lineHeight(.body)
    let width =
      TextReference.size("Tags:").width
      + tags.map { TextReference.size($0).width + 12 }.reduce(0, +) + 3 * 8
    let size = row.sizeThatFits(ProposedViewSize(width: 375, height: nil))
    #expect(size.height == line)
    #expect(abs(size.width - width) < 1e-9)
    let frames = row.placeChildren(in: CGRect(origin: .zero, size: size)).map(\.frame)
    #expect(frames.count == 4)
    #expect(frames.allSatisfy { $0.minY == 0 && $0.height == line })
  }

  @Test func aCustomLayoutGetsOneSubviewPerTagThroughAnOpaqueProperty() {
    // The post's tag cloud: RowLayout { subviews } where `subviews` is `some ContentNode`
    // holding a ForEach. The layout gets three subviews and puts them side by side at their
    // ideal widths (each tag: its text + 12): x = 0, w0, w0 + w1.
    let cloud = TagCloud(tags: tags)
    let widths = tags.map { TextReference.size($0).width + 12 }
    let size = cloud.sizeThatFits(.unspecified)
    #expect(abs(size.width - widths.reduce(0, +)) < 1e-9)
    #expect(size.height == TextReference.lineHeight(.body))
    let placed = cloud.layoutTree(in: CGRect(origin: .zero, size: size))
    let tagFrames = placed.filter { $0.node is PaddingContent<Text> }.map(\.frame)
    #expect(tagFrames.count == 3)
    #expect(tagFrames.map(\.minX) == [0, widths[0], widths[0] + widths[1]])
  }

  @Test func aModifierOfAGroupAppliesToEachOfItsViews() {
    // Group { 10 x 10; 20 x 10 }.padding(5) in a stack of spacing 0: two padded subviews,
    // 20 x 20 and 30 x 20, so 50 x 20. As one child (a VStack of the two, padded) it was
    // 30 x 38.
    let row = HStack(spacing: 0) {
      Group {
        rigid(10, 10)
        rigid(20, 10)
      }
      .padding(5)
    }
    #expect(row.sizeThatFits(.unspecified) == CGSize(width: 50, height: 20))
    let frames = row.placeChildren(in: CGRect(x: 0, y: 0, width: 50, height: 20)).map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: 0, width: 30, height: 20),
      ])
  }

  @Test func aFontOnAGroupReachesEachTextWhichStaySeparateSubviews() {
    // Group { Text("a"); Text("b") }.font(.headline) in an HStack: two headline texts side by
    // side, 8 apart.
    let row = HStack {
      Group {
        Text("a")
        Text("b")
      }
      .font(.headline)
    }
    let a = TextReference.size("a", .headline)
    let b = TextReference.size("b", .headline)
    #expect(
      row.sizeThatFits(.unspecified)
        == CGSize(width: a.width + 8 + b.width, height: max(a.height, b.height)))
  }

  @Test func optionalContentFromABodyAddsItsViewsOrNothing() {
    // Maybe(shows: true) is two subviews (10 and 20 wide); Maybe(shows: false) is none, so
    // the stack has one gap less: 5 + 4 + 5 = 14, not 18 (a zero-size subview and two gaps).
    let shown = HStack(spacing: 4) {
      rigid(5, 5)
      Maybe(shows: true)
    }
    #expect(shown.sizeThatFits(.unspecified) == CGSize(width: 5 + 4 + 10 + 4 + 20, height: 10))
    let hidden = HStack(spacing: 4) {
      rigid(5, 5)
      Maybe(shows: false)
      rigid(5, 5)
    }
    #expect(hidden.sizeThatFits(.unspecified) == CGSize(width: 14, height: 5))
  }

  @Test func erasedAndNestedListsAreFlattenedToo() {
    // AnyContent of a ForEach, a Group inside a ForEach's views, a list inside a list: six
    // subviews of 1 x 1, spacing 1: 11 x 1.
    let row = HStack(spacing: 1) {
      AnyContent(ForEach(0..<2) { _ in rigid(1, 1) })
      ForEach(0..<2) { _ in
        Group {
          rigid(1, 1)
          Maybe(shows: false)
        }
      }
      Chips(tags: []).padding(3)  // no views: the padding applies to none
      Group {
        Group { rigid(1, 1) }
        rigid(1, 1)
      }
    }
    #expect(row.sizeThatFits(.unspecified) == CGSize(width: 11, height: 1))
  }

  @Test func aHostedRootOfSeveralViewsIsAVerticalStackOfThem() {
    // A root Group { a; b }.padding(2): each view padded, stacked as a default VStack
    // (spacing 8): 14 x 14 over 24 x 14 is 24 x 36.
    let node = HostingNode(
      rootView: Group {
        rigid(10, 10)
        rigid(20, 10)
      }
      .padding(2))
    #expect(node.intrinsicContentSize == CGSize(width: 24, height: 36))
  }
}
