import AutoCell

/// Reads one object's view elements into ``ViewSpec``s, noting what it does not apply and
/// collecting the cells it meets (each becomes an object of its own).
struct ViewReader {
  /// Image sizes in points by name, from `<resources>`.
  let images: [String: CGSize]
  /// Intrinsic sizes of `IB_DESIGNABLE` views by id, from `<designables>`.
  let designables: [String: CGSize]
  /// Constraints and subviews the device's size classes uninstall.
  let uninstalled: Set<String>
  /// What the object's elements hold that is not applied.
  var notes: [IBNote] = []
  /// Cells met inside the object (a table's prototypes, a collection view's cells), with the
  /// width of the list that holds them.
  var cells: [(element: IBElement, listWidth: CGFloat?)] = []

  /// Reads `element` and the views below it: a flat list, parents before children.
  ///
  /// - Complexity: O(*n*) in the elements below, without recursion.
  mutating func read(_ element: IBElement, fallbackID: String) -> [ViewSpec] {
    var views: [ViewSpec] = []
    var pending: [(element: IBElement, parent: Int?, fallbackID: String)] = [
      (element, nil, fallbackID)
    ]
    while let (element, parent, fallbackID) = pending.popLast() {
      let id = element["id"] ?? fallbackID
      var spec = ViewSpec(element: element.name, id: id, line: element.line)
      spec.parent = parent
      if !ViewKinds.isView(element.name) {
        notes.append(
          IBNote(
            line: element.line,
            message: "<\(element.name)> is not a view this loader knows: laid out as a plain view"))
      }
      readCommon(element, into: &spec)
      spec.content = content(of: element)
      let children = readChildren(element, into: &spec)
      let index = views.count
      views.append(spec)
      for child in children.reversed() { pending.append((child.element, index, child.fallbackID)) }
    }
    return views
  }

  /// The attributes and small elements every view has.
  private mutating func readCommon(_ element: IBElement, into spec: inout ViewSpec) {
    spec.key = element["key"]
    spec.customClass = element["customClass"]
    spec.userLabel = element["userLabel"]
    spec.frame = element.child("rect", key: "frame")?.rect
    spec.autoresizingMask = element.child("autoresizingMask")?.autoresizingMask ?? []
    // A view without constraints that Xcode keeps where it was drawn (`fixedFrame`) keeps its
    // frame at run time too.
    spec.translatesAutoresizingMask =
      element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame")
    spec.isHidden = element.flag("hidden")
    spec.flaggedMisplaced = element.flag("misplaced")
    spec.flaggedAmbiguous = element.flag("ambiguous")
    spec.hugging = (
      element.priority("horizontalHuggingPriority") ?? .defaultLow,
      element.priority("verticalHuggingPriority") ?? .defaultLow
    )
    spec.resistance = (
      element.priority("horizontalCompressionResistancePriority") ?? .defaultHigh,
      element.priority("verticalCompressionResistancePriority") ?? .defaultHigh
    )
    let placeholder = (element["placeholderIntrinsicWidth"], element["placeholderIntrinsicHeight"])
    if placeholder.0 != nil || placeholder.1 != nil {
      spec.placeholderIntrinsic = placeholder
      notes.append(
        IBNote(
          line: element.line,
          message:
            "\(spec.element) \(spec.id): placeholder intrinsic size "
            + "\(placeholder.0 ?? "default") x \(placeholder.1 ?? "default") is for design "
            + "time only; the real intrinsic size is used",
          kind: .designTime))
    }
    spec.designableSize = designables[spec.id]
    spec.margins.explicit = element.child("edgeInsets", key: "layoutMargins")?.edgeInsets
    spec.margins.directional =
      element.child("directionalEdgeInsets", key: "directionalLayoutMargins")?.directionalInsets
    spec.margins.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
    spec.margins.followsReadableWidth = element.flag("layoutMarginsFollowReadableWidth")
    spec.margins.insetsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
    switch element["semanticContentAttribute"] {
    case "forceLeftToRight": spec.semanticContentAttribute = .forceLeftToRight
    case "forceRightToLeft": spec.semanticContentAttribute = .forceRightToLeft
    default: break
    }
    spec.guides = element.children(named: "viewLayoutGuide").compactMap { guide in
      guard let id = guide["id"], let key = guide["key"] else { return nil }
      return GuideSpec(id: id, key: key, line: guide.line)
    }
  }

  /// Constraints and the cells of lists, read into `spec`; the subviews and keyed views to
  /// read next, in document order.
  private mutating func readChildren(_ element: IBElement, into spec: inout ViewSpec)
    -> [(element: IBElement, fallbackID: String)]
  {
    let listWidth =
      ["tableView", "collectionView"].contains(element.name) ? spec.frame?.width : nil
    var views: [(element: IBElement, fallbackID: String)] = []
    for child in element.children {
      switch child.name {
      case "subviews":
        for subview in child.children where !uninstalled.contains(subview["id"] ?? "") {
          views.append((subview, "\(spec.id)#subview"))
        }
      case "constraints":
        for constraint in child.children(named: "constraint")
        where !uninstalled.contains(constraint["id"] ?? "") {
          if let made = readConstraint(constraint, owner: spec.id) {
            spec.constraints.append(made)
          }
        }
      case "prototypes", "cells":
        for cell in child.children { cells.append((cell, listWidth)) }
      case "sections":
        for section in child.children {
          for cells in section.children(named: "cells") {
            for cell in cells.children { self.cells.append((cell, listWidth)) }
          }
        }
      default:
        if child["key"] != nil, ViewKinds.isView(child.name) {
          if child.name == "collectionReusableView" {
            cells.append((child, listWidth))
          } else {
            views.append((child, "\(spec.id)#\(child["key"] ?? "view")"))
          }
        } else if !ViewKinds.ignoredChildren.contains(child.name) {
          notes.append(
            IBNote(
              line: child.line,
              message: "<\(child.name)> in \(spec.element) \(spec.id) is not read"))
        }
      }
    }
    return views
  }
}
