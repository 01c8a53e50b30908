import Foundation

/// The type that names an alignment guide and gives its default position, like SwiftUI's
/// `AlignmentID`: every ``HorizontalAlignment`` and ``VerticalAlignment`` is made from one.
///
/// A custom guide is a type conforming to this protocol, made into an alignment with
/// ``HorizontalAlignment/init(_:)`` or ``VerticalAlignment/init(_:)``:
///
/// ```swift
/// extension VerticalAlignment {
///   enum MidAccountAndName: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
///   }
///   static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
/// }
/// // HStack(alignment: .midAccountAndName) { ... }
/// ```
///
/// A stack, ``ZStack``, frame or ``Grid`` lining views up on the guide puts each view's
/// explicit value (`alignmentGuide(_:computeValue:)`) where it has one, and
/// its ``defaultValue(in:)`` otherwise, on one line. A container's explicit value for a custom
/// guide is the mean of its children's explicit values, where they are placed, as in SwiftUI.
public protocol AlignmentID {
  /// The guide's position in a view without an explicit value for it: an offset from the
  /// view's origin along the guide's axis, computed from the view's `context` (its size and
  /// its other guides).
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// What one alignment is, for both axes: a built-in guide (a small tag, switched on without
/// asking a type anything) or a custom one (its ``AlignmentID`` type).
struct AlignmentKey: Hashable, @unchecked Sendable {
  /// The built-in guides, and `custom` for one made from an ``AlignmentID`` type.
  enum Kind: UInt8 {
    /// The leading or top edge.
    case start
    /// The middle.
    case center
    /// The trailing or bottom edge.
    case end
    /// The first line's baseline (vertical only).
    case firstTextBaseline
    /// The last line's baseline (vertical only).
    case lastTextBaseline
    /// A guide named by ``AlignmentKey/id``.
    case custom
  }

  /// Which guide.
  let kind: Kind
  /// The axis the guide is a position along: x for a horizontal alignment.
  let axis: LayoutAxis
  /// The type naming a custom guide; nil for the built-in ones. (A metatype is immutable,
  /// hence the unchecked sendability.)
  let id: (any AlignmentID.Type)?

  init(_ kind: Kind, axis: LayoutAxis) {
    self.kind = kind
    self.axis = axis
    id = nil
  }

  init(custom id: any AlignmentID.Type, axis: LayoutAxis) {
    kind = .custom
    self.axis = axis
    self.id = id
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    guard lhs.kind == rhs.kind, lhs.axis == rhs.axis else { return false }
    guard lhs.kind == .custom, let left = lhs.id, let right = rhs.id else { return true }
    return ObjectIdentifier(left) == ObjectIdentifier(right)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(axis)
    if let id { hasher.combine(ObjectIdentifier(id)) }
  }

  /// Whether the guide is a text baseline.
  @inline(__always)
  var isTextBaseline: Bool { kind == .firstTextBaseline || kind == .lastTextBaseline }

  /// Whether the guide is an edge or the middle, whose position in a view without an
  /// explicit value is a fixed fraction of its length.
  @inline(__always)
  var isEdgeOrCenter: Bool { kind.rawValue <= Kind.end.rawValue }

  /// The guide's position in a view without an explicit value for it, `dimensions` large:
  /// an edge, the middle, the far edge for a baseline (as in SwiftUI), or a custom guide's
  /// ``AlignmentID/defaultValue(in:)``.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    if kind == .custom, let id { return id.defaultValue(in: dimensions) }
    return value(inLength: axis == .horizontal ? dimensions.width : dimensions.height)
  }

  /// The position of an edge, middle or baseline guide in a view `length` long (a baseline
  /// falls on the far edge; a custom guide, which needs ``defaultValue(in:)``, at 0).
  @inline(__always)
  func value(inLength length: CGFloat) -> CGFloat {
    switch kind {
    case .start, .custom: 0
    case .center: length / 2
    case .end, .firstTextBaseline, .lastTextBaseline: length
    }
  }

  /// The guide's default position in a view of `size` with no guides of its own.
  func defaultValue(in size: CGSize) -> CGFloat {
    kind == .custom ? defaultValue(in: ViewDimensions(size: size)) : value(inLength: size[axis])
  }

  /// A container's explicit value for the guide from its children's, merged one child at a
  /// time, in order, as SwiftUI merges them: edges and middles are not passed up (a
  /// container's is its own); the first baseline is the highest of the children's, the last
  /// the lowest; a custom guide's is their mean.
  struct Merge {
    /// The merged value, or nil while no child had one (or the guide does not merge).
    private(set) var value: CGFloat?
    private var count = 0
    private let kind: Kind

    init(_ key: AlignmentKey) { kind = key.kind }

    /// Whether the guide merges at all.
    static func merges(_ key: AlignmentKey) -> Bool { !key.isEdgeOrCenter }

    /// Merges one child's explicit `childValue` (in the container's coordinates).
    mutating func add(_ childValue: CGFloat) {
      switch kind {
      case .start, .center, .end: return
      case .firstTextBaseline: value = min(value ?? childValue, childValue)
      case .lastTextBaseline: value = max(value ?? childValue, childValue)
      case .custom:
        let sum = (value ?? 0) * CGFloat(count) + childValue
        value = sum / CGFloat(count + 1)
      }
      count += 1
    }
  }
}
