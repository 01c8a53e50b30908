import AutoCell
import Foundation
import Testing

/// The seeds' views measured at the three common phone widths, each expected size derived
/// by hand from SwiftUI's rules (named at each step), with text sizes from the measurer.
@Suite("Content: the seeds' views")
struct SeedViewTests {
  static let widths: [CGFloat] = [320, 375, 414]

  func measure(_ view: some ContentNode, width: CGFloat) -> CGSize {
    view.sizeThatFits(ProposedViewSize(width: width, height: nil))
  }

  /// Equal up to rounding (sums of the same lengths in another order).
  func close(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test("seed 000: CellView", arguments: widths)
  func cellView(width: CGFloat) {
    let view = CellView(title: "Settings", subtitle: "Notifications, sounds")
    // padding() is 16 on every edge; HStack { VStack; Spacer() }: the spacer takes the rest
    // of the width, so the row is as wide as offered; the VStack is its two lines and 4.
    let height =
      16 + TextReference.lineHeight(.headline) + 4 + TextReference.lineHeight(.subheadline) + 16
    #expect(close(measure(view, width: width), CGSize(width: width, height: height)))
    let tree = view.layoutTree(in: CGRect(x: 0, y: 0, width: width, height: height))
    let title = tree.first { ($0.node as? Text)?.text == "Settings" }
    #expect(close(title!.frame.minX, 16) && close(title!.frame.minY, 16))
  }

  static let item = FeedItem(
    author: "Ann", handle: "@ann", time: "2h",
    text: "Shipped the new layout engine today. Cells size themselves and lists scroll smoothly.",
    hasPhoto: true, likes: 42, comments: 7)

  /// The complicated cell's height at `width`, by hand.
  static func complicatedHeight(_ item: FeedItem, width: CGFloat) -> CGFloat {
    // Outer padding 16 across, 8 down; card padding 12: the card's content is this wide.
    let content = width - 32 - 24
    // Header: HStack(alignment: .top, spacing: 12) of a 44-point avatar and a VStack, which
    // the stack offers the rest (the frame is rigid, so it is sized first).
    let column = content - 44 - 12
    // The name line, HStack(alignment: .firstTextBaseline): every child's first baseline
    // (text: its ascent; the spacer has none, so its bottom edge, 0) on one line; the line
    // is as tall as the children reach below the topmost.
    let fonts: [Font] = [.headline, .subheadline, .caption]
    let line = fonts.map(TextReference.ascent).max()!
    let nameLine = fonts.map { line - TextReference.ascent($0) + TextReference.lineHeight($0) }
      .max()!
    let text = TextReference.size(item.text, .body, width: column).height
    let header = max(44, nameLine + 2 + text)
    // A 16:9 photo fitted to the width (aspectRatio(.fit) of a resizable image, offered the
    // width and an unspecified height); a divider 1 point tall; the action bar as tall as
    // its tallest item, the 16-point icons.
    let photo = item.hasPhoto ? content * 9 / 16 : 0
    let bar: CGFloat = 16
    let rows: CGFloat = item.hasPhoto ? 4 : 3
    return 8 + 12 + header + (item.hasPhoto ? photo : 0) + 1 + bar + 8 * (rows - 1) + 12 + 8
  }

  @Test("seed 000: ComplicatedCellView", arguments: widths)
  func complicatedCellView(width: CGFloat) {
    for item in [
      Self.item,
      FeedItem(
        author: "Bo", handle: "@bo", time: "1d", text: "No photo here.", hasPhoto: false, likes: 1,
        comments: 0),
    ] {
      let view = ComplicatedCellView(item: item)
      let expected = CGSize(width: width, height: Self.complicatedHeight(item, width: width))
      let size = measure(view, width: width)
      #expect(close(size, expected))
      // Hosted in a cell, it gets the same height.
      let cell = HostingCell<ComplicatedCellView>()
      cell.set(rootView: view)
      #expect(abs(cell.fittingHeight(forWidth: width) - expected.height) < 1e-6)
    }
  }

  @Test func theComplicatedCellsNameLineSharesABaseline() {
    let view = ComplicatedCellView(item: Self.item)
    let size = measure(view, width: 375)
    let tree = view.layoutTree(in: CGRect(origin: .zero, size: size))
    func baseline(of string: String, _ font: Font) -> CGFloat? {
      tree.first { ($0.node as? Text)?.text == string }.map {
        $0.frame.minY + TextReference.ascent(font)
      }
    }
    let author = baseline(of: "Ann", .headline)!
    #expect(abs(baseline(of: "@ann", .subheadline)! - author) < 1e-9)
    #expect(abs(baseline(of: "2h", .caption)! - author) < 1e-9)
    // The time is pushed to the trailing edge of the card's content (width - 16 - 12).
    let time = tree.first { ($0.node as? Text)?.text == "2h" }!
    #expect(abs(time.frame.maxX - (375 - 28)) < 1e-9)
  }

  static let tags = [
    "swift", "layout", "cassowary", "constraints", "linux", "cells", "lists", "text",
    "performance", "swiftui", "uikit", "open source",
  ]

  @Test("seed 001: TagView with its custom Layout", arguments: widths)
  func tagView(width: CGFloat) {
    let view = TagView(tags: Self.tags)
    // Each tag: caption text padded 8 across and 4 down. The layout wraps greedily at the
    // width less padding() (16 a side), 6 between tags and rows.
    let sizes = Self.tags.map {
      let text = TextReference.size($0, .caption)
      return CGSize(width: text.width + 16, height: text.height + 8)
    }
    var rowWidths: [CGFloat] = [0]
    var rowCounts = [0]
    for size in sizes {
      if rowCounts.last! > 0, rowWidths.last! + 6 + size.width > width - 32 {
        rowWidths.append(0)
        rowCounts.append(0)
      }
      rowWidths[rowWidths.count - 1] += (rowCounts.last! > 0 ? 6 : 0) + size.width
      rowCounts[rowCounts.count - 1] += 1
    }
    let rows = CGFloat(rowCounts.count)
    let tagHeight = sizes[0].height
    let expected = CGSize(
      width: rowWidths.max()! + 32, height: rows * tagHeight + (rows - 1) * 6 + 32)
    #expect(rowCounts.count >= 2)
    #expect(close(measure(view, width: width), expected))
    // Every tag is placed inside the padded width, in the rows computed.
    let tree = view.layoutTree(in: CGRect(origin: .zero, size: expected))
    let capsules = tree.filter { $0.node is StyledShape<Capsule> }.map(\.frame)
    #expect(capsules.count == Self.tags.count)
    #expect(capsules.allSatisfy { $0.minX >= 16 && $0.maxX <= width - 16 + 1e-9 })
    #expect(Set(capsules.map(\.minY)).count == rowCounts.count)
  }

  static let message =
    "Are we still on for dinner tonight? I found a place near the station that does great noodles."

  @Test("seed 002: chat row", arguments: widths)
  func chatRow(width: CGFloat) {
    for isMine in [false, true] {
      let view = ChatRow(message: Self.message, isMine: isMine)
      // padding(.horizontal) 16 a side, so the HStack is offered width - 32; the spacer is
      // offered space last (observed rule), keeping its 60 and the 8 of spacing; the bubble
      // frame (maxWidth 280) takes what it is offered up to 280, and its text wraps at the
      // frame's width less 24 of padding.
      let frameWidth = min(width - 32 - 8 - 60, 280)
      let text = TextReference.size(Self.message, .body, width: frameWidth - 24)
      let height = text.height + 16 + 8
      #expect(close(measure(view, width: width), CGSize(width: width, height: height)))
      // The bubble hugs its text on its side of the row.
      let tree = view.layoutTree(in: CGRect(x: 0, y: 0, width: width, height: height))
      let bubble = tree.first { $0.node is StyledShape<RoundedRectangle> }!.frame
      #expect(bubble.width == text.width + 24)
      if isMine {
        #expect(abs(bubble.maxX - (width - 16)) < 1e-9)
      } else {
        #expect(bubble.minX == 16)
      }
    }
  }

  static let book = Book(
    cover: "cover", title: "The Structure and Interpretation of Layout Engines",
    author: "A. Writer",
    blurb:
      "A patient tour of constraint solvers, text measurement and cell reuse, with exercises "
      + "at the end of every chapter and a great many diagrams of boxes inside boxes.")

  @Test("seed 004: book row", arguments: widths)
  func bookRow(width: CGFloat) {
    let view = BookRow(book: Self.book)
    // The cover is a 60 x 90 frame; spacing 12 twice; the spacer (minLength 0) is offered
    // space last, so the VStack is offered width - 32 - 60 - 24 and its texts wrap there,
    // within their line limits (2 and 3).
    let column = width - 32 - 60 - 24
    let title = TextReference.size(Self.book.title, .headline, width: column, lines: 2).height
    let author = TextReference.size(Self.book.author, .subheadline, width: column).height
    let blurb = TextReference.size(Self.book.blurb, .footnote, width: column, lines: 3).height
    let height = max(90, title + 4 + author + 4 + blurb) + 16
    #expect(close(measure(view, width: width), CGSize(width: width, height: height)))
    // The cover keeps its 2:3 ratio inside the frame.
    let tree = view.layoutTree(in: CGRect(x: 0, y: 0, width: width, height: height))
    let cover = tree.first { $0.node is ImageContent }!.frame
    #expect(cover == CGRect(x: 16, y: 8, width: 60, height: 90))
  }

  @Test("a post cell", arguments: widths)
  func postCell(width: CGFloat) {
    let post = SeedPostCell(
      id: 1, title: "Release notes",
      text: "Hosted content now reads like SwiftUI: bodies, modifiers, stacks and layouts.")
    // padding(12); a VStack of the title and the text wrapped at width - 24, 4 apart. Its
    // width is the wider text's.
    let text = TextReference.size(post.text, .body, width: width - 24)
    let title = TextReference.size(post.title, .headline)
    let expected = CGSize(
      width: max(text.width, title.width) + 24, height: title.height + 4 + text.height + 24)
    #expect(close(measure(post, width: width), expected))
  }
}
