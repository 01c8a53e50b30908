import AutoCell

/// Reads a document's element tree, for one device, into its top-level objects.
///
/// In a `.xib`, each element of `<objects>` that is a view is an object (a cell, a reusable
/// view, a plain view; a controller's view for a view controller); in a `.storyboard`, each
/// scene's controller view is. Cells met anywhere (a table's prototypes or static cells, a
/// collection view's cells) are objects of their own and are not part of the view that holds
/// them.
struct DocumentReader {
  let document: IBElement
  let device: IBDevice
  let isStoryboard: Bool
  /// The Xcode build that saved the file (`toolsVersion`'s major number), 0 when absent.
  let toolsVersion: Int
  /// Whether `device` is the document's own (else lists span the device's screen).
  let isDocumentDevice: Bool

  /// The objects, in document order (cells after the object they were met in).
  func objects() -> [ObjectSpec] {
    var variations = SizeClassVariations(device: device)
    let tree = variations.resolve(document)
    var reader = ViewReader(
      images: images(in: tree), designables: designables(in: tree),
      uninstalled: variations.uninstalled)
    var objects: [ObjectSpec] = []
    if isStoryboard {
      let scenes = tree.child("scenes")
      let graph = scenes.map(SceneGraph.init(scenes:))
      for scene in scenes?.children(named: "scene") ?? [] {
        for controller in scene.child("objects")?.children ?? [] {
          readController(controller, graph: graph, reader: &reader, into: &objects)
        }
      }
    } else {
      for element in tree.child("objects")?.children ?? [] {
        if ViewKinds.isView(element.name) || element.child("rect", key: "frame") != nil {
          objects.append(
            object(from: element, context: topLevelContext(of: element), reader: &reader))
          takeCells(from: &reader, into: &objects)
        } else {
          readController(element, graph: nil, reader: &reader, into: &objects)
        }
      }
    }
    return objects
  }

  /// A controller's view as an object (with its scene's metrics), and the cells inside it.
  private func readController(
    _ controller: IBElement, graph: SceneGraph?, reader: inout ViewReader,
    into objects: inout [ObjectSpec]
  ) {
    guard let view = controller.children.first(where: { $0["key"] == "view" }),
      ViewKinds.isView(view.name) || view.child("rect", key: "frame") != nil
    else { return }
    let bars = graph?.bars(of: controller) ?? SceneGraph.Bars()
    let metrics = SceneGraph.metrics(
      on: device, bars: bars,
      extendsUnderOpaqueBars: controller.flag("extendedLayoutIncludesOpaqueBars"))
    var made = object(from: view, context: .scene(metrics), reader: &reader)
    let guides = controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide")
    made.layoutGuideIDs = (
      guides?.first { $0["type"] == "top" }?["id"], guides?.first { $0["type"] == "bottom" }?["id"]
    )
    objects.append(made)
    takeCells(from: &reader, into: &objects)
  }

  /// Turns the cells the reader met into objects (and the cells met inside those).
  private func takeCells(from reader: inout ViewReader, into objects: inout [ObjectSpec]) {
    while !reader.cells.isEmpty {
      let (cell, savedWidth) = reader.cells.removeFirst()
      // On another device than the document's, a list spans the screen.
      let listWidth =
        isDocumentDevice ? savedWidth : savedWidth.map { _ in device.screenSize.width }
      objects.append(object(from: cell, context: .cell(listWidth: listWidth), reader: &reader))
    }
  }

  private func object(
    from element: IBElement, context: ObjectSpec.Context, reader: inout ViewReader
  ) -> ObjectSpec {
    reader.notes = []
    let views = reader.read(element, fallbackID: "object@\(element.line)")
    var object = ObjectSpec(views: views, context: context)
    object.notes = reader.notes
    object.usesLegacyMargins = toolsVersion > 0 && toolsVersion < 13000
    return object
  }

  /// The context of a top-level element of a `.xib`.
  private func topLevelContext(of element: IBElement) -> ObjectSpec.Context {
    switch element.name {
    case "tableViewCell", "collectionViewCell", "collectionReusableView":
      return .cell(listWidth: nil)
    default:
      // Xcode 12 and later simulate the device's safe area on a top-level view; earlier
      // versions saved frames without it.
      return .view(safeArea: toolsVersion >= 17000 ? device.safeAreaInsets : EdgeInsets(all: 0))
    }
  }

  /// Image sizes in points by name, from `<resources>`.
  private func images(in tree: IBElement) -> [String: CGSize] {
    var sizes: [String: CGSize] = [:]
    for image in tree.child("resources")?.children ?? [] {
      if let name = image["name"], let size = image.size { sizes[name] = size }
    }
    return sizes
  }

  /// Intrinsic sizes of designable views by id, from `<designables>`.
  private func designables(in tree: IBElement) -> [String: CGSize] {
    var sizes: [String: CGSize] = [:]
    for designable in tree.child("designables")?.children ?? [] {
      if let id = designable["name"],
        let size = designable.child("size", key: "intrinsicContentSize")?.size
      {
        sizes[id] = size
      }
    }
    return sizes
  }
}
