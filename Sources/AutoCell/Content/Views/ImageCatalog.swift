import Foundation
import Synchronization

/// The images content can name, with their sizes: the stand-in for an asset catalog (and for
/// the network, for ``AsyncImage``) on a platform without either.
///
/// Fill it once at launch; `Image("avatar")` and `Image(systemName: "star")` then take the size
/// registered, and an ``AsyncImage`` of a registered URL shows its loaded phase.
///
/// ```swift
/// ImageCatalog.main.register("avatar", size: CGSize(width: 40, height: 40))
/// ImageCatalog.main.register(url: thumbnailURL, pixelSize: CGSize(width: 240, height: 160))
/// ```
///
/// A name that is not registered gives an empty image (0 by 0 points, as SwiftUI's `Image`
/// of a name missing from the asset catalog) and reports ``LayoutIssue/missingImage(_:)``
/// through ``LayoutDiagnostics``, once per name. Safe to use from any thread.
public final class ImageCatalog: Sendable {
  /// The catalog `Image("name")` and ``AsyncImage`` read unless given another.
  public static let main = ImageCatalog()

  private struct State {
    var named: [String: Image] = [:]
    var urls: [URL: URLImage] = [:]
    var reported: Set<String> = []
  }

  /// What loading a URL gives.
  private enum URLImage {
    case image(pixelSize: CGSize)
    case failure
  }

  private let state = Mutex(State())

  /// An empty catalog.
  public init() {}

  /// Registers the image `name` (an asset's or a symbol's name) of `size` points.
  public func register(_ name: String, size: CGSize) {
    register(name, image: Image(pixelSize: size))
  }

  /// Registers the image `name` as `image` (its pixel size and scale).
  public func register(_ name: String, image: Image) {
    state.withLock { $0.named[name] = image }
  }

  /// Registers the image at `url` as loading with `pixelSize` pixels (an ``AsyncImage``
  /// divides them by its scale).
  public func register(url: URL, pixelSize: CGSize) {
    state.withLock { $0.urls[url] = .image(pixelSize: pixelSize) }
  }

  /// Registers the image at `url` as failing to load (``AsyncImagePhase/failure(_:)``).
  public func registerFailure(url: URL) {
    state.withLock { $0.urls[url] = .failure }
  }

  /// Forgets every image registered.
  public func removeAll() {
    state.withLock { $0 = State() }
  }

  /// The names content asked for that were not registered then, sorted: what to register.
  public var missingNames: [String] {
    state.withLock { $0.reported.sorted() }
  }

  /// The image registered as `name`, or nil.
  ///
  /// O(1) expected.
  public func image(named name: String) -> Image? {
    state.withLock { $0.named[name] }
  }

  /// The image registered as `name`; an empty one, reported (once per name) as
  /// ``LayoutIssue/missingImage(_:)``, when there is none.
  func resolve(_ name: String) -> Image {
    let (image, isFirstMiss) = state.withLock { state -> (Image?, Bool) in
      if let image = state.named[name] { return (image, false) }
      return (nil, state.reported.insert(name).inserted)
    }
    if let image { return image }
    if isFirstMiss { LayoutDiagnostics.report(.missingImage(name), from: nil) }
    return Image(pixelSize: .zero)
  }

  /// The phase of loading `url` at `scale` pixels per point: `.success` for a registered
  /// image, `.failure` for a registered failure or a nil URL, `.empty` (still loading) for
  /// another URL.
  func phase(of url: URL?, scale: CGFloat) -> AsyncImagePhase {
    guard let url else { return .failure(AsyncImageError.noURL) }
    switch state.withLock({ $0.urls[url] }) {
    case .image(let pixelSize)?: return .success(Image(pixelSize: pixelSize, scale: scale))
    case .failure?: return .failure(AsyncImageError.loadFailed(url))
    case nil: return .empty
    }
  }
}

extension Image {
  /// The image registered as `name` in `catalog`, like SwiftUI's `Image(_:)` of an asset:
  /// an empty image, and a ``LayoutIssue/missingImage(_:)`` report, if there is none.
  public init(_ name: String, catalog: ImageCatalog = .main) {
    self = catalog.resolve(name)
  }

  /// The symbol registered as `systemName` in `catalog`, like SwiftUI's
  /// `Image(systemName:)`: register each symbol's size at the font size it is shown in
  /// (symbols do not scale with ``ContentNode/font(_:)`` here).
  public init(systemName: String, catalog: ImageCatalog = .main) {
    self = catalog.resolve(systemName)
  }
}
