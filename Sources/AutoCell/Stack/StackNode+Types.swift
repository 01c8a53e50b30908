import Foundation

extension StackNode {
  /// How a stack sizes and places its arranged nodes along its axis (UIKit's
  /// `UIStackView.Distribution`).
  public enum Distribution: Sendable, Hashable {
    /// The nodes fill the stack: when they do not fit they shrink by their compression
    /// resistance, when there is room they grow by their content hugging. Ties go by index:
    /// the last node of the lowest hugging grows, the first nodes of the lowest resistance
    /// shrink first.
    case fill
    /// The nodes fill the stack and are all the same size along the axis.
    case fillEqually
    /// The nodes fill the stack, sized in proportion to their intrinsic sizes along the axis
    /// (read when the arrangement is built).
    case fillProportionally
    /// The nodes keep their sizes and the room left is shared equally between the gaps (all
    /// equal, so each is at least the largest of their spacings); when they do not fit they
    /// shrink by compression resistance.
    case equalSpacing
    /// The distances between the nodes' centres are equal when they can be, and the gaps are at
    /// least the spacing; when they do not fit they shrink by compression resistance.
    case equalCentering
  }

  /// How a stack places its arranged nodes across its axis (UIKit's `UIStackView.Alignment`).
  ///
  /// `.top` is `.leading` and `.bottom` is `.trailing`, as in UIKit.
  public enum Alignment: Sendable, Hashable {
    /// The nodes fill the stack across its axis.
    case fill
    /// Leading edges aligned (top edges in a horizontal stack).
    case leading
    /// Centres aligned.
    case center
    /// Trailing edges aligned (bottom edges in a horizontal stack).
    case trailing
    /// First baselines aligned (horizontal stacks; a vertical stack fills).
    case firstBaseline
    /// Last baselines aligned (horizontal stacks; a vertical stack fills).
    case lastBaseline

    /// Top edges aligned: ``leading``.
    public static var top: Alignment { .leading }
    /// Bottom edges aligned: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The value of ``customSpacing(after:)`` when no custom spacing is set: the gap uses
  /// ``spacing`` (UIKit's `spacingUseDefault`).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A custom spacing that asks for the system spacing, 8 points (UIKit's `spacingUseSystem`).
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
}
