import AutoCell

/// One view element as read for a device: what shapes its layout, before any node exists.
///
/// An object's views are a flat list, parents before children, each naming its superview's index
/// (so that neither reading nor releasing a deep hierarchy recurses).
struct ViewSpec {
  /// The element's name (`label`, `tableViewCellContentView`, ...).
  var element: String
  /// The IB id; an id-less content view is `"<cell id>#contentView"`.
  var id: String
  /// The line of the element's start tag.
  var line: Int
  /// The `key` it has in its parent (`contentView`, `view`, `tableHeaderView`), if any.
  var key: String?
  var customClass: String?
  var userLabel: String?
  /// The frame Xcode saved, relative to the superview (nil when the file has none).
  var frame: CGRect?
  var autoresizingMask: AutoresizingMask = []
  var translatesAutoresizingMask = true
  var isHidden = false
  /// Xcode's own flags, written into the file.
  var flaggedMisplaced = false
  var flaggedAmbiguous = false
  var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
  var resistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight` as written (design time only).
  var placeholderIntrinsic: (width: String?, height: String?) = (nil, nil)
  /// The intrinsic size an `IB_DESIGNABLE` view rendered with, from `<designables>`.
  var designableSize: CGSize?
  var margins = MarginsSpec()
  var semanticContentAttribute: SemanticContentAttribute = .unspecified
  var content: ContentSpec = .plain
  /// The index of the superview in the object's list of views (nil for the root).
  var parent: Int?
  var constraints: [ConstraintSpec] = []
  /// `<viewLayoutGuide>`s: the safe area, a scroll view's content and frame guides.
  var guides: [GuideSpec] = []

  /// What the report calls the view: its user label, else its custom class, else its element.
  var displayName: String { userLabel ?? customClass ?? element }
}

/// The margins a view's element states.
struct MarginsSpec {
  /// `<edgeInsets key="layoutMargins">` (by left and right).
  var explicit: EdgeInsets?
  /// `<directionalEdgeInsets key="directionalLayoutMargins">` (by leading and trailing).
  var directional: DirectionalEdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var followsReadableWidth = false
  var insetsFromSafeArea = true
}

/// A `<viewLayoutGuide>`.
struct GuideSpec {
  var id: String
  /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `keyboard`.
  var key: String
  var line: Int
}

/// What kind of content a view has, with what its intrinsic size comes from.
enum ContentSpec {
  case plain
  case label(TextSpec)
  case image(ImageSpec)
  case button(ButtonSpec)
  case textField(TextFieldSpec)
  case textView(TextViewSpec)
  case stack(StackSpec)
  case segmented(SegmentedSpec)
  case scroll
  case switchControl
  /// An activity indicator: its style, and whether it hides while stopped and animates.
  case activityIndicator(
    style: ActivityIndicatorNode.Style, hidesWhenStopped: Bool, animating: Bool)
  case progress(ProgressViewNode.Style)
  /// A slider: 30 points tall, its frame 2 points wider at each side and 1 taller than the
  /// rectangle constraints place.
  case slider
  /// A control whose intrinsic size UIKit fixes and the library has no node for (a stepper, a
  /// page control, a search bar, ...).
  case control(intrinsic: CGSize)
}

/// Text and how it is set.
struct TextSpec {
  var text: String
  var font: FontSpec
  var numberOfLines = 1
  var lineBreakMode: LineBreakMode = .byTruncatingTail
  var preferredMaxLayoutWidth: CGFloat?
  /// Whether a one-line text shrinks to fit (`adjustsFontSizeToFit`: Interface Builder writes
  /// "NO" for a fixed font size and leaves the attribute out for autoshrink).
  var adjustsFontSizeToFit = false
  /// Autoshrink's smallest scale (`minimumScaleFactor`), 0 when not given.
  var minimumScaleFactor: CGFloat = 0
  /// Autoshrink's smallest size in points (the older `minimumFontSize`), 0 when not given.
  var minimumFontSize: CGFloat = 0
  /// An attributed string's fragments (each with its own font, nil for the label's), nil for
  /// plain text.
  var runs: [(text: String, font: FontSpec?)]?
  /// The attributed string's paragraph style (its first fragment's).
  var paragraph = ParagraphStyle()
}

struct ImageSpec {
  var name: String?
  /// The image's size in points from `<resources>`, nil when unknown.
  var size: CGSize?
}

struct ButtonSpec {
  var title: String
  var font: FontSpec
  var imageSize: CGSize?
  /// `contentEdgeInsets` (of a button without a configuration).
  var contentInsets: EdgeInsets
  /// A `<buttonConfiguration>`'s content insets, nil without one.
  var configurationInsets: DirectionalEdgeInsets?
  /// The configuration's space between image and title.
  var imagePadding: CGFloat = 0
  /// Where the configuration puts the image.
  var imagePlacement = ButtonNode.ImagePlacement.leading
}

struct TextFieldSpec {
  var text: String?
  var placeholder: String?
  var font: FontSpec
  var borderStyle: TextFieldNode.BorderStyle
}

/// A segmented control's segments (titles and widths set, 0 for automatic) and font.
struct SegmentedSpec {
  var titles: [String]
  var widths: [CGFloat]
  var font: FontSpec
  var apportionsByContent: Bool
}

struct TextViewSpec {
  var text: String
  var font: FontSpec
  var isScrollEnabled: Bool
  var textContainerInset: EdgeInsets
}

struct StackSpec {
  var axis: LayoutAxis = .horizontal
  var distribution: StackNode.Distribution = .fill
  var alignment: StackNode.Alignment = .fill
  var spacing: CGFloat = 0
  var isBaselineRelative = false
  var isLayoutMarginsRelative = false
}

/// A `<constraint>` as written, with its owner.
struct ConstraintSpec {
  var id: String
  var identifier: String?
  /// The view whose `<constraints>` hold it (the first item when `firstItem` is absent).
  var owner: String
  var firstItem: String
  var firstAttribute: String
  var secondItem: String?
  var secondAttribute: String?
  var relation: LayoutRelation = .equal
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: LayoutPriority = .required
  var isPlaceholder = false
  var line: Int
}
