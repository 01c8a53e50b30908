import Foundation

/// The one place for SwiftUI's defaults that hosted content reproduces, each with its source:
/// documented values, and values SwiftUI only shows (observed on iOS, not promised by its
/// documentation), chosen here so that a view ported from SwiftUI measures as it does there.
enum SwiftUIDefaults {
  /// The system spacing: what a stack puts between two neighbours when its `spacing` is nil,
  /// and a ``Spacer``'s default minimum length.
  ///
  /// Observed, not documented: iOS uses 8 points between most pairs of views. SwiftUI varies it for
  /// some pairs (text next to text can differ by a point or two with the font's leading); we use 8
  /// for every pair so the rule is one number, stated here, rather than a table we could not
  /// verify.
  static let spacing: CGFloat = 8

  /// `padding()` and `padding(_:_:)` with a nil length.
  ///
  /// Documented as "a system-calculated default"; 16 on iOS (observed, and what the issue
  /// specifies).
  static let padding: CGFloat = 16

  // A shape's answer on an axis proposed nil, 10 points, is the documented default of
  // `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, which is public API and keeps it.

  /// The thickness of a ``Divider``: 1 point (SwiftUI draws a hairline of about that; the
  /// issue fixes 1 point).
  static let dividerThickness: CGFloat = 1

  /// A divider's length when proposed nil along it: 0, so a divider never widens the stack it
  /// sits in; placed, it is offered (and takes) the stack's full cross length.
  ///
  /// Observed: a divider spans its container without making it wider.
  static let dividerIdealLength: CGFloat = 0

  /// A spinner's side (`ProgressView()`): 20 points, the size of UIKit's medium activity
  /// indicator, which SwiftUI's circular style shows on iOS (observed).
  static let spinnerSide: CGFloat = 20

  /// A progress bar's height (`ProgressView(value:)`): 4 points, the track of UIKit's
  /// default progress view, which SwiftUI's linear style shows on iOS (observed).
  static let progressBarHeight: CGFloat = 4

  /// A bordered button's insets around its label (`.buttonStyle(.bordered)`,
  /// `.borderedProminent`): 7 points above and below, 12 on each side, the content insets of
  /// UIKit's default button configurations at the regular control size (observed).
  ///
  /// The automatic (borderless) and plain styles add none.
  static let borderedButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

  /// The space between a ``Grid``'s columns and between its rows when its spacing is nil.
  ///
  /// SwiftUI documents nil spacing only as a default suited to the platform (the grid's
  /// initializer, `init(alignment:horizontalSpacing:verticalSpacing:content:)`); on iOS the
  /// grid puts the system spacing between cells, 8 points as between a stack's views
  /// (observed; the same rule as ``spacing``).
  static let gridSpacing: CGFloat = spacing
}
