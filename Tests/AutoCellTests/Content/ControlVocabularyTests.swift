import AutoCell
import Foundation
import Testing

/// SwiftUI's controls, images, drawing modifiers and choosing containers.
///
/// Expected numbers come from SwiftUI's rules, worked out in each test from `TextReference` (the
/// standard measurer read directly) and the children's fixed sizes.
@Suite("Content: controls, images and drawing")
struct ControlVocabularyTests {
  private let follow = TextReference.size("Follow")

  @Test func aButtonIsItsLabelPlusItsStylesInsets() {
    // Automatic (borderless on iOS) and plain: the label's size, nothing around it.
    let button = Button("Follow") {}
    #expect(button.sizeThatFits(.unspecified) == follow)
    #expect(button.buttonStyle(.plain).sizeThatFits(.unspecified) == follow)
    // Bordered: 12 points each side, 7 above and below, so 24 wider and 14 taller, and the
    // label sits 12 in and 7 down.
    let bordered = button.buttonStyle(.bordered)
    let size = CGSize(width: follow.width + 24, height: follow.height + 14)
    #expect(bordered.sizeThatFits(.unspecified) == size)
    let tree = bordered.layoutTree(in: CGRect(origin: .zero, size: size))
    let label = tree.first { $0.node is Text }
    #expect(label?.frame.origin == CGPoint(x: 12, y: 7))
    #expect(abs((label?.frame.width ?? 0) - follow.width) < 1e-9)
    #expect(label?.frame.height == follow.height)
    // A label built from content, in a stack whose style is set once for both buttons.
    let row = HStack(spacing: 0) {
      Button(action: {}) { rigid(30, 10) }
      Button("Follow") {}
    }.buttonStyle(.borderedProminent)
    #expect(
      row.sizeThatFits(.unspecified)
        == CGSize(width: 30 + 24 + follow.width + 24, height: max(10, follow.height) + 14))
  }

  @Test func drawingModifiersChangeNoSizeAndNoSiblingsFrame() {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
    func frames(_ middle: some ContentNode) -> [CGRect] {
      HStack(spacing: 0) {
        rigid(30, 10)
        middle
        rigid(30, 10)
      }.placeChildren(in: bounds).map(\.frame)
    }
    let plain = frames(rigid(40, 20))
    // 30 + 40 + 30 = 100: the middle child at x 30, the others centred vertically.
    #expect(plain[1] == CGRect(x: 30, y: 0, width: 40, height: 20))
    let modified: [any ContentNode] = [
      rigid(40, 20).border(.red, width: 3), rigid(40, 20).clipShape(Circle()),
      rigid(40, 20).cornerRadius(6), rigid(40, 20).opacity(0.5), rigid(40, 20).hidden(),
      rigid(40, 20).offset(x: 15, y: -4), rigid(40, 20).id("middle"),
    ]
    for node in modified {
      #expect(node.sizeThatFits(.unspecified) == CGSize(width: 40, height: 20))
      #expect(frames(AnyContent(erasing: node)) == plain)
    }
  }

  @Test func anOffsetMovesTheDrawingAndAHiddenViewDrawsNothing() {
    let bounds = CGRect(x: 10, y: 10, width: 40, height: 20)
    let moved = rigid(40, 20).offset(x: 15, y: -4).layoutTree(in: bounds)
    // The modifier keeps the layout's frame; its child is drawn 15 right and 4 up.
    #expect(moved.map(\.frame) == [bounds, bounds.offsetBy(dx: 15, dy: -4)])
    // Right to left, x runs towards leading: the drawing moves 15 to the left.
    let mirrored = rigid(40, 20).offset(x: 15).layoutTree(
      in: bounds, environment: rightToLeft)
    #expect(mirrored[1].frame == bounds.offsetBy(dx: -15, dy: 0))
    #expect(rigid(40, 20).hidden().layoutTree(in: bounds).count == 1)
    // A border is a stroked rectangle over the view, at the view's frame.
    let bordered = rigid(40, 20).border(.blue).layoutTree(in: bounds)
    #expect(bordered.count == 3)
    #expect(bordered[2].frame == bounds)
  }

  private var rightToLeft: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    return environment
  }

  @Test func idGivesIdentityAndChangesNothingElse() {
    let text = Text("Follow").id(42)
    #expect(text.contentIdentity == AnyHashable(42))
    #expect(text.sizeThatFits(.unspecified) == follow)
  }

  @Test func semanticColoursAreUIKitsLightValuesAndFillTheirProposal() {
    #expect(
      Color(.secondaryLabel) == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
    #expect(Color(uiColor: .systemBackground) == .white)
    #expect(Color(.label) == .black)
    #expect(
      Color(.separator).sizeThatFits(ProposedViewSize(width: 30, height: 1))
        == CGSize(width: 30, height: 1))
    let secondary = Text("Follow").foregroundStyle(.secondary)
    #expect(secondary.sizeThatFits(.unspecified) == follow)
  }

  @Test func imagesByNameComeFromTheCatalogAndAMissingNameIsReported() {
    let catalog = ImageCatalog()
    catalog.register("avatar", size: CGSize(width: 40, height: 40))
    catalog.register("banner", image: Image(pixelSize: CGSize(width: 600, height: 200), scale: 2))
    // A fixed image is its size in points whatever it is offered; @2x pixels count half.
    #expect(
      Image("avatar", catalog: catalog).sizeThatFits(ProposedViewSize(width: 10, height: 10))
        == CGSize(width: 40, height: 40))
    #expect(
      Image("banner", catalog: catalog).sizeThatFits(.unspecified)
        == CGSize(width: 300, height: 100))
    #expect(
      Image("banner", catalog: catalog).resizable().scaledToFit().sizeThatFits(
        ProposedViewSize(width: 150, height: 150)) == CGSize(width: 150, height: 50))
    // Missing: empty, as SwiftUI's image of a name the asset catalog lacks, and named.
    #expect(catalog.missingNames.isEmpty)
    #expect(Image("avtar", catalog: catalog).sizeThatFits(.unspecified) == .zero)
    #expect(Image(systemName: "star.fill", catalog: catalog).size == .zero)
    #expect(catalog.missingNames == ["avtar", "star.fill"])
    let report = LayoutIssue.missingImage("avtar").description
    #expect(report.contains("\"avtar\"") && report.contains("register"))
  }

  @Test func anAsyncImageIsItsPhasesContent() throws {
    let catalog = ImageCatalog()
    let loaded = try #require(URL(string: "https://example.com/loaded.png"))
    let broken = try #require(URL(string: "https://example.com/broken.png"))
    let pending = try #require(URL(string: "https://example.com/pending.png"))
    catalog.register(url: loaded, pixelSize: CGSize(width: 240, height: 160))
    catalog.registerFailure(url: broken)
    let offer = ProposedViewSize(width: 100, height: 80)
    // Plain form: the loaded image at its pixels over its scale; before, the placeholder
    // colour, which takes the offer.
    #expect(
      AsyncImage(url: loaded, scale: 2, catalog: catalog).sizeThatFits(offer)
        == CGSize(width: 120, height: 80))
    #expect(
      AsyncImage(url: pending, catalog: catalog).sizeThatFits(offer)
        == CGSize(width: 100, height: 80))
    // Content and placeholder: the content for a loaded image, the placeholder otherwise.
    func thumbnail(_ url: URL?) -> some ContentNode {
      AsyncImage(url: url, catalog: catalog) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        ProgressView()
      }
      .frame(width: 60, height: 60)
    }
    #expect(thumbnail(loaded).sizeThatFits(.unspecified) == CGSize(width: 60, height: 60))
    let spinner = thumbnail(pending).layoutTree(in: CGRect(x: 0, y: 0, width: 60, height: 60))
    // The 20-point spinner centred in the 60-point frame.
    #expect(spinner.last?.frame == CGRect(x: 20, y: 20, width: 20, height: 20))
    // Phases.
    func phaseName(_ url: URL?) -> String {
      let image = AsyncImage(url: url, catalog: catalog)
      switch image.phase {
      case .empty: return "empty"
      case .success(let image): return "success \(image.size)"
      case .failure: return "failure"
      }
    }
    #expect(phaseName(loaded) == "success \(CGSize(width: 240, height: 160))")
    #expect(phaseName(broken) == "failure")
    #expect(phaseName(pending) == "empty")
    #expect(phaseName(nil) == "failure")
    let byPhase = AsyncImage(url: broken, catalog: catalog) { phase in
      if phase.error != nil { rigid(12, 12) } else { rigid(1, 1) }
    }
    #expect(byPhase.sizeThatFits(.unspecified) == CGSize(width: 12, height: 12))
  }

  @Test func progressViewsAreASpinnerOrABar() {
    let line = TextReference.lineHeight(.body)
    // A spinner: 20 by 20 whatever it is offered.
    #expect(
      ProgressView().sizeThatFits(ProposedViewSize(width: 300, height: 300))
        == CGSize(width: 20, height: 20))
    // Its label under it at the system spacing (8), centred: as wide as the wider.
    let loading = TextReference.size("Loading")
    #expect(
      ProgressView("Loading").sizeThatFits(.unspecified)
        == CGSize(width: max(20, loading.width), height: 20 + 8 + line))
    // A bar: the width offered, 4 tall; its label above it.
    #expect(
      ProgressView(value: 0.3).sizeThatFits(ProposedViewSize(width: 200, height: nil))
        == CGSize(width: 200, height: 4))
    #expect(
      ProgressView("Loading", value: 3, total: 10).sizeThatFits(
        ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: line + 8 + 4))
    #expect(ProgressView(value: 3, total: 10).fractionCompleted == 0.3)
  }

  @Test func aGeometryReaderTakesTheWholeProposalAndBuildsItsContentForIt() {
    let reader = GeometryReader { proxy in
      rigid(proxy.size.width / 2, 10)
    }
    #expect(
      reader.sizeThatFits(ProposedViewSize(width: 300, height: 80))
        == CGSize(width: 300, height: 80))
    #expect(reader.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    // Placed in 300 x 80: the content is built for that size, 150 wide, at the top leading
    // corner.
    let tree = reader.layoutTree(in: CGRect(x: 5, y: 5, width: 300, height: 80))
    #expect(tree.last?.frame == CGRect(x: 5, y: 5, width: 150, height: 10))
  }

  @Test func viewThatFitsShowsTheFirstChildWhoseIdealSizeFits() {
    let long = TextReference.size("Posted by Kateryna Shevchenko")
    let short = TextReference.size("Kateryna")
    let choice = ViewThatFits(in: .horizontal) {
      Text("Posted by Kateryna Shevchenko")
      Text("Kateryna")
    }
    #expect(choice.sizeThatFits(ProposedViewSize(width: long.width, height: nil)) == long)
    #expect(choice.sizeThatFits(ProposedViewSize(width: long.width - 1, height: 10)) == short)
    // An axis proposed nil fits anything; none fitting shows the last child.
    #expect(choice.sizeThatFits(.unspecified) == long)
    #expect(
      choice.sizeThatFits(ProposedViewSize(width: 5, height: nil))
        == TextReference.size("Kateryna", width: 5))
    // Checking both axes, a height too small for the first child moves on to the second.
    let both = ViewThatFits {
      rigid(50, 50)
      rigid(50, 10)
    }
    #expect(
      both.sizeThatFits(ProposedViewSize(width: 60, height: 20)) == CGSize(width: 50, height: 10))
  }

  @Test func emptyViewLabelAndLazyStacksLayOutAsSwiftUIs() {
    // EmptyView adds no child, so no spacing: 30 + 8 + 30.
    let row = HStack {
      rigid(30, 10)
      EmptyView()
      rigid(30, 10)
    }
    #expect(row.sizeThatFits(.unspecified) == CGSize(width: 68, height: 10))
    #expect(EmptyView().sizeThatFits(.unspecified) == .zero)
    // A label: icon, system spacing, title, centred vertically.
    let label = Label {
      Text("Follow")
    } icon: {
      rigid(20, 30)
    }
    #expect(
      label.sizeThatFits(.unspecified)
        == CGSize(width: 20 + 8 + follow.width, height: max(30, follow.height)))
    let catalog = ImageCatalog()
    catalog.register("star", size: CGSize(width: 17, height: 16))
    #expect(
      Label("Follow", systemImage: "star", catalog: catalog).sizeThatFits(.unspecified)
        == CGSize(width: 17 + 8 + follow.width, height: max(16, follow.height)))
    // Lazy stacks lay out as stacks.
    let lazy = LazyVStack(alignment: .leading, spacing: 4) {
      rigid(30, 10)
      rigid(50, 10)
    }
    #expect(lazy.sizeThatFits(.unspecified) == CGSize(width: 50, height: 24))
  }

  @Test func truncationModeEndsTheLastLineShownWithAnEllipsis() {
    // SwiftUI cuts text short at its line limit with an ellipsis where the truncation mode
    // says, the cut line taking the width offered; the reference is the measurer itself.
    let words = "A line of text far too long for the width"
    let offer = ProposedViewSize(width: 100, height: nil)
    func reference(_ mode: LineBreakMode) -> CGSize {
      TextReference.measurer.size(
        of: words, font: .body, width: 100, numberOfLines: 1, lineBreakMode: mode)
    }
    let text = Text(words)
    #expect(reference(.byTruncatingMiddle) != reference(.byWordWrapping))
    // One value measured in three environments: each answer is its mode's.
    #expect(text.lineLimit(1).sizeThatFits(offer) == reference(.byWordWrapping))
    #expect(
      text.lineLimit(1).truncationMode(.middle).sizeThatFits(offer)
        == reference(.byTruncatingMiddle))
    #expect(
      text.lineLimit(1).truncationMode(.head).sizeThatFits(offer) == reference(.byTruncatingHead))
    #expect(text.lineLimit(1).sizeThatFits(offer) == reference(.byWordWrapping))
    // A text given its own line break mode keeps it.
    let own = Text(words, lineBreakMode: .byClipping).lineLimit(1).truncationMode(.tail)
    #expect(own.sizeThatFits(offer) == reference(.byClipping))
  }
}
