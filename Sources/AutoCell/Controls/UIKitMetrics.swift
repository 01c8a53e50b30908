import Foundation

/// The one place for the fixed sizes of UIKit's views that AutoCell's nodes reproduce, each
/// with its source: UIKit's documentation where it states the number, otherwise what UIKit
/// shows (the frames Xcode saves in Interface Builder files, and sizes printed from running
/// apps), on iOS 13 and later unless said otherwise.
///
/// Text sizes are not here: they come from the measurer and the fonts.
public enum UIKitMetrics {
  /// A `UITableViewCell`'s content view margins at the top and bottom: 11 points (iOS 11 and
  /// later; issue 34's measurements; Xcode 8's files saved 8, from before iOS 11).
  public static let cellVerticalMargin: CGFloat = 11
  /// A `UITableViewCell`'s content view margins at the sides in a table narrower than
  /// ``cellWideTableWidth``: 16 points (a default-style label Xcode saved at x = 16 in a
  /// 374-point cell, DuckDuckGo's Feedback.storyboard).
  public static let cellSideMargin: CGFloat = 16
  /// The side margins from ``cellWideTableWidth`` up: 20 points (a margin-pinned stack view
  /// Xcode saved at x = 20 in a 414-point cell, SwipeCellKit's Main.storyboard; UIKit's
  /// documentation of `layoutMargins`: a root view's side margins are 16 or 20).
  public static let cellWideSideMargin: CGFloat = 20
  /// The width from which cells get the wide side margins: 414 points, the larger iPhones'
  /// width in portrait.
  public static let cellWideTableWidth: CGFloat = 414
  /// A new `UITableViewCell`'s frame: 320 by 44 points.
  public static let cellInitialSize = CGSize(width: 320, height: 44)

  /// `UISwitch`'s fixed size: 51 by 31 points (its internal view prints a frame of
  /// (0 0; 51 31)).
  public static let switchSize = CGSize(width: 51, height: 31)
  /// `UIActivityIndicatorView`'s `.medium` size: 20 by 20 points (Xcode saved 20 x 20,
  /// DuckDuckGo's FindInPage.xib).
  public static let activityIndicatorSize: CGFloat = 20
  /// `UIActivityIndicatorView`'s `.large` size: 37 by 37 points.
  public static let largeActivityIndicatorSize: CGFloat = 37
  /// `UIProgressView`'s height in the `.default` style: 4 points (iOS 14 and later; 2 before).
  public static let progressViewHeight: CGFloat = 4
  /// `UIProgressView`'s height in the `.bar` style: 2.5 points (iOS 7's Safari bar).
  public static let progressBarHeight: CGFloat = 2.5
  /// `UISlider`'s height, of its alignment rectangle (what constraints see): 30 points (its
  /// frame is 31 points tall and 2 wider on each side: Xcode saved x = -2, height 31,
  /// SwiftMessages' TacoDialogView.xib).
  public static let sliderHeight: CGFloat = 30
  /// `UISegmentedControl`'s height: 32 points (iOS 13 and later).
  public static let segmentedControlHeight: CGFloat = 32
  /// The space a segment adds to its title's width: 16 points (8 at each side).
  public static let segmentPadding: CGFloat = 16
  /// The divider between two segments: 1 point.
  public static let segmentDividerWidth: CGFloat = 1
  /// A segment title's font size: 13 points.
  public static let segmentFontSize: CGFloat = 13

  /// A `UIButton`'s title font size: 15 points (Xcode saved a title-only "Button" without a
  /// font at 46 x 30: a 15-point line of 18 plus the padding below).
  public static let buttonFontSize: CGFloat = 15
  /// The space a title-only button without content insets keeps above and below its title:
  /// 6 points (its title label's frame sits 6 points inside the button's).
  public static let buttonTitlePadding: CGFloat = 6
  /// The size of a button with neither title nor image: 30 by 34 points.
  public static let emptyButtonSize = CGSize(width: 30, height: 34)
  /// `UIButton.Configuration`'s default content insets at the medium size: 7 points above
  /// and below, 12 at the sides (Apple's answer on the developer forums, thread 733541).
  public static let buttonConfigurationInsets = DirectionalEdgeInsets(
    top: 7, leading: 12, bottom: 7, trailing: 12)

  /// `UITextView`'s default `textContainerInset`: 8 points above and below, none at the sides
  /// (UIKit's documentation of the property).
  public static let textViewInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// `NSTextContainer`'s default `lineFragmentPadding`: 5 points at each end of a line
  /// (its documentation).
  public static let lineFragmentPadding: CGFloat = 5
  /// The space a `.roundedRect` `UITextField` keeps around its text: 7 points.
  public static let textFieldInset: CGFloat = 7
  /// A `.roundedRect` `UITextField`'s least height: 34 points (iOS 13 and later; 30 before).
  public static let textFieldMinimumHeight: CGFloat = 34
}
