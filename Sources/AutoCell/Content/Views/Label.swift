import Foundation

/// An icon beside a title, like SwiftUI's `Label` in its default iOS style: an ``HStack`` of
/// the icon and the title, centred vertically, at the system spacing.
///
/// Icons named with `systemImage:` or `image:` come from the ``ImageCatalog`` (a missing name
/// gives an empty icon and a ``LayoutIssue/missingImage(_:)`` report); a symbol keeps the size
/// registered whatever the font.
public struct Label<Title: ContentNode, Icon: ContentNode>: ContentNode {
  /// The title.
  public var title: Title
  /// The icon.
  public var icon: Icon

  /// A label of the title built by `title` and the icon built by `icon`.
  public init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title side by side.
  public var body: some ContentNode {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of `title` and the symbol `systemImage`.
  public init(_ title: String, systemImage: String, catalog: ImageCatalog = .main) {
    self.title = Text(title)
    icon = Image(systemName: systemImage, catalog: catalog)
  }

  /// A label of `title` and the image `image`.
  public init(_ title: String, image: String, catalog: ImageCatalog = .main) {
    self.title = Text(title)
    icon = Image(image, catalog: catalog)
  }
}
