import Foundation

/// Where an ``AsyncImage``'s loading is, like SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// Not loaded (yet): the URL is not registered in the ``ImageCatalog``.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed: a nil URL, or a URL registered with ``ImageCatalog/registerFailure(url:)``.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// Why an ``AsyncImage`` failed.
public enum AsyncImageError: Error, Hashable, Sendable {
  /// It was given no URL.
  case noURL
  /// Its URL is registered as failing (``ImageCatalog/registerFailure(url:)``).
  case loadFailed(URL)
}

/// An image loaded from a URL, like SwiftUI's `AsyncImage`: without a network here, the phase
/// comes from an ``ImageCatalog`` (``ImageCatalog/register(url:pixelSize:)``), so a row is
/// measured with the image it will show or with its placeholder, as the host decides.
///
/// It is its content for the phase, sized as that content: the plain form shows the image at
/// its size (its pixels divided by `scale`) once loaded and, before, a placeholder colour that
/// takes the size it is offered; the other forms show what their closures build.
///
/// ```swift
/// AsyncImage(url: post.thumbnail) { image in
///   image.resizable().scaledToFill()
/// } placeholder: {
///   ProgressView()
/// }
/// .frame(width: 60, height: 60)
/// ```
public struct AsyncImage: ContentNode {
  /// The image's URL.
  public var url: URL?
  /// Its pixels per point.
  public var scale: CGFloat
  private let catalog: ImageCatalog
  private let content: (AsyncImagePhase) -> ContentList

  /// The image at `url`, at its size, with a placeholder colour until it is loaded.
  public init(url: URL?, scale: CGFloat = 1, catalog: ImageCatalog = .main) {
    self.init(url: url, scale: scale, catalog: catalog) { phase in
      if let image = phase.image {
        image
      } else {
        Color(.secondarySystemFill)
      }
    }
  }

  /// The image at `url` as `content` shows it once loaded, `placeholder` before (and if
  /// loading fails).
  public init(
    url: URL?, scale: CGFloat = 1, catalog: ImageCatalog = .main,
    @ContentBuilder content: @escaping (Image) -> ContentList,
    @ContentBuilder placeholder: @escaping () -> ContentList
  ) {
    self.init(url: url, scale: scale, catalog: catalog) { phase in
      if let image = phase.image {
        content(image)
      } else {
        placeholder()
      }
    }
  }

  /// What `content` builds for the phase of loading `url`.
  public init(
    url: URL?, scale: CGFloat = 1, catalog: ImageCatalog = .main,
    @ContentBuilder content: @escaping (AsyncImagePhase) -> ContentList
  ) {
    self.url = url
    self.scale = scale
    self.catalog = catalog
    self.content = content
  }

  /// The phase the image is in: the catalog's answer for its URL.
  public var phase: AsyncImagePhase { catalog.phase(of: url, scale: scale) }

  /// The content for the phase.
  public var body: ContentList { content(phase) }
}
