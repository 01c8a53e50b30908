import AutoCell

/// Builds the node tree of one object from its spec: a node per view (placed as the document
/// says: by constraints, or by its frame and autoresizing mask), the guides constraints refer
/// to, then the constraints, activated in document order.
struct NodeBuilder {
  let object: ObjectSpec
  let device: IBDevice
  let fonts: IBFonts
  /// The size the root is laid out at.
  let size: CGSize

  /// Every view, parents before children (the root first).
  var views: [IBView] = []
  /// The nodes by IB id.
  var nodes: [String: LayoutNode] = [:]
  /// Guides by IB id (safe areas, scroll view guides, view controller layout guides).
  var guides: [String: LayoutGuide] = [:]
  /// Each scroll view's content guide, by the scroll view's id.
  var contentGuides: [String: LayoutGuide] = [:]
  /// The document's constraints by id.
  var constraints: [String: LayoutConstraint] = [:]
  /// What the document holds that the build did not apply.
  var notes: [IBNote] = []
  /// The document's constraints in the order they were added (for deciding which of a
  /// conflicting set to break).
  var order: [LayoutConstraint] = []
  /// The views' effective margins and saved frames in the root's coordinates, by view index.
  private var placements: [(margins: EdgeInsets, frameInRoot: CGRect, safe: EdgeInsets)] = []

  init(object: ObjectSpec, device: IBDevice, fonts: IBFonts, size: CGSize) {
    self.object = object
    self.device = device
    self.fonts = fonts
    self.size = size
    notes = object.notes
  }

  /// The root's safe area insets.
  var rootSafeArea: EdgeInsets {
    switch object.context {
    case .view(let safe): safe
    case .scene(let metrics): metrics.safeArea
    case .cell: EdgeInsets(all: 0)
    }
  }

  /// Builds the tree, the guides and the constraints.
  ///
  /// Returns the root.
  ///
  /// - Complexity: O(*n* + *k*) for *n* views and *k* constraints.
  mutating func build() -> LayoutNode {
    for spec in object.views {
      place(node(for: spec), spec: spec, parent: spec.parent)
    }
    let root = views[0].node
    root.displayScale = device.scale
    for (index, spec) in object.views.enumerated() {
      addGuides(of: spec, index: index)
      if case .stack(let stack) = spec.content, stack.isBaselineRelative, stack.axis == .vertical {
        arrangeBaselines(of: spec, spacing: stack.spacing, index: index)
      }
    }
    addControllerGuides(to: root)
    for spec in object.views {
      for constraint in spec.constraints { activate(constraint) }
    }
    return root
  }

  /// Sets up `node` for `spec` and adds it to its superview.
  private mutating func place(_ node: LayoutNode, spec: ViewSpec, parent: Int?) {
    node.identifier = spec.userLabel ?? spec.id
    // A stopped activity indicator that hides when stopped is hidden, as UIKit hides it.
    node.isHidden = spec.isHidden || node.isHidden
    node.semanticContentAttribute = spec.semanticContentAttribute
    node.setContentHuggingPriority(spec.hugging.horizontal, for: .horizontal)
    node.setContentHuggingPriority(spec.hugging.vertical, for: .vertical)
    node.setContentCompressionResistancePriority(spec.resistance.horizontal, for: .horizontal)
    node.setContentCompressionResistancePriority(spec.resistance.vertical, for: .vertical)
    let parentNode = parent.map { views[$0].node }
    let isContentView = spec.key == "contentView" && parent == 0
    var frame = spec.frame ?? CGRect(origin: .zero, size: parentNode?.frame.size ?? .zero)
    if parent == nil {
      frame = CGRect(origin: .zero, size: size)
    } else if isContentView {
      // The cell lays its content view out: it follows the cell's size, keeping the room the
      // saved frames leave for an accessory or a separator.
      node.translatesAutoresizingMaskIntoConstraints = true
      node.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    } else if spec.translatesAutoresizingMask {
      node.translatesAutoresizingMaskIntoConstraints = true
      node.autoresizingMask = spec.autoresizingMask
    } else {
      node.translatesAutoresizingMaskIntoConstraints = false
    }
    let placement = placementOf(spec, frame: frame, parent: parent)
    node.layoutMargins = placement.margins
    placements.append(placement)
    node.frame = frame
    if let parentNode, node.superview !== parentNode {
      if let stack = parentNode as? StackNode {
        stack.addArrangedSubview(node)
      } else {
        parentNode.addSubview(node)
      }
    }
    // A slider's frame reaches 2 points beyond its track at each side and 1 below it.
    var alignment = EdgeInsets(all: 0)
    if case .slider = spec.content { alignment = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }
    views.append(
      IBView(
        id: spec.id, kind: spec.element, userLabel: spec.userLabel,
        customClass: spec.customClass, line: spec.line, node: node,
        savedFrame: parent == nil
          ? spec.frame.map { CGRect(origin: .zero, size: $0.size) } : spec.frame,
        isFlaggedMisplaced: spec.flaggedMisplaced, isFlaggedAmbiguous: spec.flaggedAmbiguous,
        superviewIndex: parent, alignmentInsets: alignment))
    nodes[spec.id] = node
  }

  /// The view's margins, its saved frame in the root's coordinates and the safe area insets
  /// covering it (see ``MarginRules``).
  private func placementOf(_ spec: ViewSpec, frame: CGRect, parent: Int?)
    -> (margins: EdgeInsets, frameInRoot: CGRect, safe: EdgeInsets)
  {
    let role: MarginRules.Role
    var listWidth: CGFloat?
    if case .cell(let width) = object.context { listWidth = width }
    switch spec.element {
    case "tableViewCellContentView": role = .tableCellContent(listWidth: listWidth)
    case "tableViewCell" where parent == nil: role = .tableCell(listWidth: listWidth)
    default:
      if parent == nil, case .cell = object.context {
        role = .other
      } else {
        role = parent == nil ? .controllerView : .other
      }
    }
    let own = MarginRules.own(
      spec, role: role, width: frame.width, legacy: object.usesLegacyMargins)
    guard let parent else {
      let safe = rootSafeArea
      let margins = MarginRules.effective(
        own: own, view: spec, frame: frame, superview: nil, safe: safe)
      return (margins, frame, safe)
    }
    let superview = placements[parent]
    let inRoot = frame.offsetBy(dx: superview.frameInRoot.minX, dy: superview.frameInRoot.minY)
    let rootFrame = placements[0].frameInRoot
    let safeRect = CGRect(
      x: rootSafeArea.left, y: rootSafeArea.top,
      width: rootFrame.width - rootSafeArea.left - rootSafeArea.right,
      height: rootFrame.height - rootSafeArea.top - rootSafeArea.bottom)
    let safe = MarginRules.safeInsets(of: inRoot, in: safeRect)
    let margins = MarginRules.effective(
      own: own, view: spec, frame: frame,
      superview: (superview.margins, superview.frameInRoot.size), safe: safe)
    return (margins, inRoot, safe)
  }

  /// Safe area, content and frame guides of a view, pinned at its insets.
  private mutating func addGuides(of spec: ViewSpec, index: Int) {
    let node = views[index].node
    for guide in spec.guides {
      switch guide.key {
      case "safeArea":
        guides[guide.id] = inset(node, by: placements[index].safe, name: "safeArea")
      case "frameLayoutGuide":
        guides[guide.id] = inset(node, by: EdgeInsets(all: 0), name: "frameLayoutGuide")
      case "contentLayoutGuide":
        guides[guide.id] = contentGuide(of: spec.id, in: node)
      default:
        notes.append(
          IBNote(
            line: guide.line,
            message: "layout guide '\(guide.key)' of \(spec.element) \(spec.id) is not "
              + "supported; constraints to it are left out"))
      }
    }
    if case .scroll = spec.content, contentGuides[spec.id] == nil {
      _ = contentGuide(of: spec.id, in: node)
    }
  }

  /// A guide on `node` inset from its edges by fixed amounts.
  private func inset(_ node: LayoutNode, by insets: EdgeInsets, name: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = name
    node.addLayoutGuide(guide)
    let edges = [
      guide.leftAnchor.constraint(equalTo: node.leftAnchor, constant: insets.left),
      guide.topAnchor.constraint(equalTo: node.topAnchor, constant: insets.top),
      guide.rightAnchor.constraint(equalTo: node.rightAnchor, constant: -insets.right),
      guide.bottomAnchor.constraint(equalTo: node.bottomAnchor, constant: -insets.bottom),
    ]
    for (constraint, edge) in zip(edges, ["left", "top", "right", "bottom"]) {
      constraint.identifier = "\(name).\(edge)"
    }
    LayoutConstraint.activate(edges)
    return guide
  }

  /// A scroll view's content guide: its origin at the scroll view's (content offset zero),
  /// its size set by the content's constraints.
  private mutating func contentGuide(of id: String, in node: LayoutNode) -> LayoutGuide {
    if let made = contentGuides[id] { return made }
    let guide = LayoutGuide()
    guide.identifier = "contentLayoutGuide"
    node.addLayoutGuide(guide)
    let origin = [
      guide.leftAnchor.constraint(equalTo: node.leftAnchor),
      guide.topAnchor.constraint(equalTo: node.topAnchor),
    ]
    origin[0].identifier = "contentLayoutGuide.left"
    origin[1].identifier = "contentLayoutGuide.top"
    LayoutConstraint.activate(origin)
    contentGuides[id] = guide
    return guide
  }

  /// The top and bottom layout guides of a view controller (iOS 10's): from the root's top to
  /// the bottom of the bars above, and from the bars below to its bottom.
  private mutating func addControllerGuides(to root: LayoutNode) {
    let safe = rootSafeArea
    if let id = object.layoutGuideIDs.top {
      guides[id] = inset(
        root, by: EdgeInsets(top: 0, left: 0, bottom: size.height - safe.top, right: 0),
        name: "topLayoutGuide")
    }
    if let id = object.layoutGuideIDs.bottom {
      guides[id] = inset(
        root, by: EdgeInsets(top: size.height - safe.bottom, left: 0, bottom: 0, right: 0),
        name: "bottomLayoutGuide")
    }
  }
}
