/// Applies a document's size-class `<variation>`s for one device: the element tree as the
/// device sees it, and the constraints and subviews its masks uninstall.
///
/// A variation's key is `default` (any width, any height) or one or two classes
/// (`widthClass=regular`, `heightClass=compact-widthClass=regular`). Those that match the
/// device apply from the least to the most specific: their attributes override the element's
/// (a stack's `spacing`, a constraint's `constant`), their child elements replace the
/// element's children of the same name and key (a `fontDescription`), and their masks
/// include or exclude the constraints and subviews they reference.
struct SizeClassVariations {
  let horizontal: IBDevice.SizeClass
  let vertical: IBDevice.SizeClass
  /// The ids of constraints and subviews not installed for this device.
  private(set) var uninstalled: Set<String> = []

  init(device: IBDevice) {
    horizontal = device.horizontalSizeClass
    vertical = device.verticalSizeClass
  }

  /// The tree under `element` for this device (elements without variations are shared with
  /// the original), with ``uninstalled`` filled in.
  ///
  /// - Complexity: O(*n*) in the elements, without recursion.
  mutating func resolve(_ root: IBElement) -> IBElement {
    // Post-order without recursion: each element is resolved after its children.
    var stack: [(element: IBElement, visited: Bool)] = [(root, false)]
    var resolved: [ObjectIdentifier: IBElement] = [:]
    while let (element, visited) = stack.popLast() {
      if !element.containsVariations {
        resolved[ObjectIdentifier(element)] = element
        continue
      }
      if !visited {
        stack.append((element, true))
        for child in element.children.reversed() where child.name != "variation" {
          stack.append((child, false))
        }
        continue
      }
      let children = element.children.map { resolved[ObjectIdentifier($0)] ?? $0 }
      let variations = applicable(in: element)
      let changed = zip(children, element.children).contains { $0 !== $1 }
      if variations.isEmpty && !changed {
        resolved[ObjectIdentifier(element)] = element
        continue
      }
      let copy = IBElement(name: element.name, attributes: element.attributes, line: element.line)
      copy.text = element.text
      copy.containsVariations = true
      copy.children = children
      for variation in variations { apply(variation, to: copy) }
      resolved[ObjectIdentifier(element)] = copy
    }
    return resolved[ObjectIdentifier(root)] ?? root
  }

  /// The variations of `element` that match, least specific first.
  private func applicable(in element: IBElement) -> [IBElement] {
    element.children
      .compactMap { child -> (IBElement, Int)? in
        guard child.name == "variation", let key = child["key"],
          let rank = specificity(of: key)
        else { return nil }
        return (child, rank)
      }
      .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
      .map(\.element.0)
  }

  /// How specific a matching key is (0 for `default`), or nil when it does not match.
  func specificity(of key: String) -> Int? {
    if key == "default" { return 0 }
    var rank = 0
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let value = IBDevice.SizeClass(rawValue: String(pair[1])) else {
        return nil
      }
      switch pair[0] {
      case "widthClass": if value != horizontal { return nil }
      case "heightClass": if value != vertical { return nil }
      default: return nil
      }
      rank += 1
    }
    return rank
  }

  private mutating func apply(_ variation: IBElement, to element: IBElement) {
    for (name, value) in variation.attributes where name != "key" {
      element[name] = value
    }
    for child in variation.children {
      if child.name == "mask" {
        for entry in child.children {
          guard let reference = entry["reference"] else { continue }
          if entry.name == "exclude" { uninstalled.insert(reference) }
          if entry.name == "include" { uninstalled.remove(reference) }
        }
        continue
      }
      if let index = element.children.firstIndex(where: {
        $0.name == child.name && $0["key"] == child["key"]
      }) {
        element.children[index] = child
      } else {
        element.children.append(child)
      }
    }
  }
}
