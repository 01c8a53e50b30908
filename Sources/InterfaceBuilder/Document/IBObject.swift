import AutoCell

/// A top-level object of a document as a node tree: a cell, a reusable view, a top-level view
/// of a `.xib` or a scene's view controller view.
///
/// ``root`` is an ordinary `LayoutNode` hierarchy: lay it out, measure it
/// (`root.fittingHeight(forWidth:)`), change its constraints. Nodes are found by IB id or
/// user label; each constraint from the document has its IB id as its
/// `LayoutConstraint.identifier`, so conflict reports name constraints as Xcode does.
/// ``layout(width:checkingTextDependence:)`` lays the object out and reports its issues as
/// Xcode's issue navigator would.
public final class IBObject {
  /// The root's IB id.
  public let id: String
  /// The root's element name (`tableViewCell`, `collectionViewCell`, `view`, ...).
  public let kind: String
  /// The root of the node tree, sized as the object is laid out.
  public let root: LayoutNode
  /// Every view, parents before children; the root first.
  public let views: [IBView]
  /// The size the root is laid out at: the saved one, or the scene's.
  public let size: CGSize
  /// Whether the object is a cell or reusable view (measured by its fitting height).
  public let isCell: Bool
  /// Whether the object is a scene's view controller view (its size is its scene's).
  public let isSceneView: Bool
  /// What the document holds that the object does not apply, and design-time values replaced.
  public let notes: [IBNote]
  /// Whether the object is laid out on the device its document was saved for (its saved
  /// frames can then be compared).
  public let isOnDocumentDevice: Bool
  /// The position of each document constraint in the order Interface Builder adds them:
  /// outer views' before inner views', each view's in document order.
  let additionOrder: [ObjectIdentifier: Int]
  /// The document's constraints by IB id (placeholders and those left out are absent).
  let constraintsByID: [String: LayoutConstraint]
  /// The guides constraints refer to, by IB id (safe areas, scroll view guides, controller
  /// layout guides).
  let guidesByID: [String: LayoutGuide]
  /// The document's constraints as read, by IB id (for describing them).
  let constraintSpecs: [String: ConstraintSpec]
  /// View indexes by IB id and by user label.
  private let indexByID: [String: Int]
  private let indexByLabel: [String: Int]

  init(
    spec: ObjectSpec, device: IBDevice, isDocumentDevice: Bool, fonts: IBFonts,
    documentNotes: [IBNote]
  ) {
    let root = spec.root
    var size = root.frame?.size
    switch spec.context {
    case .scene(let metrics):
      if root.flaggedMisplaced || size == nil || !isDocumentDevice {
        size = metrics.size
      }
    case .cell(let listWidth):
      if !isDocumentDevice, let listWidth, let saved = size {
        size = CGSize(width: listWidth, height: saved.height)
      }
      size = size ?? CGSize(width: listWidth ?? device.screenSize.width, height: 44)
    case .view:
      size = size ?? device.screenSize
    }
    let laidOutSize = size ?? device.screenSize
    var builder = NodeBuilder(object: spec, device: device, fonts: fonts, size: laidOutSize)
    self.root = builder.build()
    id = root.id
    kind = root.element
    views = builder.views
    self.size = laidOutSize
    if case .cell = spec.context { isCell = true } else { isCell = false }
    if case .scene = spec.context { isSceneView = true } else { isSceneView = false }
    notes = documentNotes + builder.notes
    isOnDocumentDevice = isDocumentDevice
    constraintsByID = builder.constraints
    additionOrder = Dictionary(
      uniqueKeysWithValues: builder.order.enumerated().map { (ObjectIdentifier($1), $0) })
    guidesByID = builder.guides
    var specs: [String: ConstraintSpec] = [:]
    for view in spec.views {
      for constraint in view.constraints { specs[constraint.id] = constraint }
    }
    constraintSpecs = specs
    var byID: [String: Int] = [:]
    var byLabel: [String: Int] = [:]
    for (index, view) in views.enumerated() {
      byID[view.id] = index
      if let label = view.userLabel, byLabel[label] == nil { byLabel[label] = index }
    }
    indexByID = byID
    indexByLabel = byLabel
  }

  /// The view with IB id `id`.
  ///
  /// O(1).
  public func view(withID id: String) -> IBView? { indexByID[id].map { views[$0] } }

  /// The node of the view with IB id `id`.
  ///
  /// O(1).
  public func node(withID id: String) -> LayoutNode? { view(withID: id)?.node }

  /// The node of the first view whose user label (the name in Xcode's outline) is `label`.
  ///
  /// O(1).
  public func node(withUserLabel label: String) -> LayoutNode? {
    indexByLabel[label].map { views[$0].node }
  }

  /// The document constraint with IB id `id` (nil for a placeholder or one left out).
  ///
  /// O(1).
  public func constraint(withID id: String) -> LayoutConstraint? { constraintsByID[id] }

  /// The guide with IB id `id`: a safe area, a scroll view's content or frame guide, a view
  /// controller's top or bottom layout guide.
  ///
  /// O(1).
  public func guide(withID id: String) -> LayoutGuide? { guidesByID[id] }

  /// The document's constraints in force, sorted by IB id.
  public var constraints: [LayoutConstraint] {
    constraintsByID.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index of the view whose node is `node`.
  func index(of node: LayoutNode) -> Int? {
    views.firstIndex { $0.node === node }
  }
}
