import Foundation

/// A button, like SwiftUI's `Button`: its label's size plus its style's insets.
///
/// The action is kept for the host (nothing here taps).
///
/// The style comes from the environment (``ContentNode/buttonStyle(_:)``). The automatic style
/// (iOS's default outside lists, borderless) and `.plain` add nothing around the label;
/// `.bordered` and `.borderedProminent` add 7 points above and below and 12 on each side
/// (`SwiftUIDefaults/borderedButtonInsets`). So `Button("Follow") {}` is as large as
/// `Text("Follow")`, and with `.buttonStyle(.bordered)` 24 points wider and 14 taller.
public struct Button<Label: ContentNode>: ContentNode {
  /// What the button shows.
  public var label: Label
  /// What a tap does (for the host).
  public var action: () -> Void

  /// A button showing the label built by `label`.
  public init(action: @escaping () -> Void, @ContentBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// The label inset by the environment's style.
  private func styled(_ environment: EnvironmentValues) -> PaddingContent<Label> {
    PaddingContent(label, insets: environment.buttonStyle.insets)
  }

  /// The label's size for the proposal less the style's insets, plus the insets.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    styled(environment).sizeThatFits(proposal, in: environment)
  }

  /// The label in `bounds` less the style's insets.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    styled(environment).placeChildren(in: bounds, proposal: proposal, environment: environment)
  }

  /// The label's baselines, moved by the style's top inset.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    styled(environment).explicitAlignment(of: guide, in: size, environment: environment)
  }
}

extension Button where Label == Text {
  /// A button showing `title`.
  public init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    label = Text(title)
  }
}

/// The built-in button styles, like SwiftUI's `.automatic`, `.plain`, `.borderless`,
/// `.bordered` and `.borderedProminent` (custom button styles are not supported).
public enum BuiltInButtonStyle: Hashable, Sendable {
  /// The platform's default: borderless on iOS.
  case automatic
  /// The label only.
  case plain
  /// The label only, tinted.
  case borderless
  /// The label on a tinted rounded rectangle.
  case bordered
  /// The label on an accent-coloured rounded rectangle.
  case borderedProminent

  /// The space the style puts around a label.
  var insets: EdgeInsets {
    switch self {
    case .automatic, .plain, .borderless: EdgeInsets()
    case .bordered, .borderedProminent: SwiftUIDefaults.borderedButtonInsets
    }
  }
}

extension ContentNode {
  /// The node with its buttons (and those below it) in `style`, like SwiftUI's
  /// `buttonStyle(_:)`.
  public func buttonStyle(_ style: BuiltInButtonStyle) -> EnvironmentValueContent<
    Self, BuiltInButtonStyle
  > {
    environment(\.buttonStyle, style)
  }
}
