// The seeds' views, written as a SwiftUI developer would write them; apart from the import,
// each would compile unchanged against SwiftUI (View -> ContentNode, and `ImageContent(_:size:)` for `Image(_:)`
// since there are no asset catalogs here).
import AutoCell
import Foundation

// MARK: Seed 000: CellView

/// A title over a subtitle, leading-aligned in a padded row.
struct CellView: ContentNode {
  let title: String
  let subtitle: String

  var body: some ContentNode {
    HStack {
      VStack(alignment: .leading, spacing: 4) {
        Text(title)
          .font(.headline)
        Text(subtitle)
          .font(.subheadline)
          .foregroundColor(.secondary)
      }
      Spacer()
    }
    .padding()
  }
}

// MARK: Seed 000: ComplicatedCellView

struct FeedItem {
  let author: String
  let handle: String
  let time: String
  let text: String
  let hasPhoto: Bool
  let likes: Int
  let comments: Int
}

/// An avatar with initials, a name line lined up on the text baseline, wrapping text, an
/// optional photo, a divider and an action bar, in a card with a background and a border.
struct ComplicatedCellView: ContentNode {
  let item: FeedItem

  var body: some ContentNode {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .top, spacing: 12) {
        Circle()
          .fill(.blue)
          .frame(width: 44, height: 44)
          .overlay(Text(String(item.author.prefix(1))).font(.headline))
        VStack(alignment: .leading, spacing: 2) {
          HStack(alignment: .firstTextBaseline) {
            Text(item.author).font(.headline).lineLimit(1)
            Text(item.handle).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            Spacer()
            Text(item.time).font(.caption).foregroundColor(.gray)
          }
          Text(item.text)
        }
      }
      if item.hasPhoto {
        ImageContent("photo", size: CGSize(width: 1200, height: 800))
          .resizable()
          .aspectRatio(16 / 9, contentMode: .fit)
      }
      Divider()
      HStack {
        ActionLabel(symbol: "heart", count: item.likes)
        Spacer()
        ActionLabel(symbol: "bubble", count: item.comments)
        Spacer()
        ImageContent("share", size: CGSize(width: 16, height: 16))
      }
      .font(.footnote)
    }
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 12).fill(.white))
    .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray, lineWidth: 1))
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

/// An icon and a count.
struct ActionLabel: ContentNode {
  let symbol: String
  let count: Int

  var body: some ContentNode {
    HStack(spacing: 4) {
      ImageContent(symbol, size: CGSize(width: 16, height: 16))
      Text("\(count)")
    }
  }
}

// MARK: Seed 001: TagView with a custom Layout

/// Tags in rows, wrapping when the next tag does not fit: a custom layout as SwiftUI's
/// `Layout` protocol defines it, with a cache of the tags' ideal sizes.
struct TagLayout: Layout {
  var spacing: CGFloat = 6

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let rows = arrange(widthLimit: proposal.width ?? .infinity, sizes: cache.sizes)
    let width = rows.map(\.width).max() ?? 0
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for row in arrange(widthLimit: bounds.width, sizes: cache.sizes) {
      var x = bounds.minX
      for index in row.indices {
        let size = cache.sizes[index]
        subviews[index].place(
          at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(widthLimit: CGFloat, sizes: [CGSize]) -> [Row] {
    var rows: [Row] = []
    var current = Row()
    for (index, size) in sizes.enumerated() {
      if !current.indices.isEmpty, current.width + spacing + size.width > widthLimit {
        rows.append(current)
        current = Row()
      }
      current.width += (current.indices.isEmpty ? 0 : spacing) + size.width
      current.height = max(current.height, size.height)
      current.indices.append(index)
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }
}

/// The tags of a post in capsules.
struct TagView: ContentNode {
  let tags: [String]

  var body: some ContentNode {
    TagLayout(spacing: 6) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.caption)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.blue.opacity(0.2)))
      }
    }
    .padding()
  }
}

// MARK: Seed 002: chat row

/// A chat bubble at most 280 points wide, pushed to its side by a spacer.
struct ChatRow: ContentNode {
  let message: String
  let isMine: Bool

  var body: some ContentNode {
    HStack {
      if isMine { Spacer(minLength: 60) }
      Text(message)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(RoundedRectangle(cornerRadius: 16).fill(isMine ? Color.blue : Color.gray))
        .frame(maxWidth: 280, alignment: isMine ? .trailing : .leading)
      if !isMine { Spacer(minLength: 60) }
    }
    .padding(.horizontal)
    .padding(.vertical, 4)
  }
}

// MARK: Seed 004: book row

struct Book {
  let cover: String
  let title: String
  let author: String
  let blurb: String
}

/// A cover image fitted in a 60 x 90 frame beside the title, author and a blurb.
struct BookRow: ContentNode {
  let book: Book

  var body: some ContentNode {
    HStack(alignment: .top, spacing: 12) {
      ImageContent(book.cover, size: CGSize(width: 400, height: 600))
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: 60, height: 90)
      VStack(alignment: .leading, spacing: 4) {
        Text(book.title)
          .font(.headline)
          .lineLimit(2)
        Text(book.author)
          .font(.subheadline)
        Text(book.blurb)
          .font(.footnote)
          .lineLimit(3)
      }
      Spacer(minLength: 0)
    }
    .padding(.vertical, 8)
    .padding(.horizontal)
  }
}

// MARK: A post cell (the README's)

struct SeedPostCell: ContentNode, Identifiable {
  let id: Int
  let title: String
  let text: String

  var body: some ContentNode {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.headline)
      Text(text)
    }
    .padding(12)
  }
}
