import Foundation
import Testing

@testable import AutoCell

/// The questions a ``LoggingLeaf`` was asked.
private final class QuestionLog: @unchecked Sendable {
  var sizes: [ProposedViewSize] = []
  var baselines: [CGSize] = []
}

/// A leaf that wraps like text in the environment's font (10 points a character at 17
/// points, 20 points a line), has a baseline 3/4 down its first line, and logs every question.
private struct LoggingLeaf: ContentNode {
  let log: QuestionLog
  var characters = 12

  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    log.sizes.append(proposal)
    let scale = environment.font.pointSize / 17
    let character = 10 * scale
    let ideal = CGFloat(characters) * character
    let width = min(ideal, max(character, proposal.width ?? ideal))
    let perLine = max(1, Int(width / character))
    let lines = (characters + perLine - 1) / perLine
    return CGSize(width: width, height: CGFloat(lines) * 20 * scale)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    log.baselines.append(size)
    let line = 20 * environment.font.pointSize / 17
    return guide == .firstTextBaseline ? line * 0.75 : size.height - line * 0.25
  }
}

/// A feed row with nested stacks, baselines, modifiers and an environment change.
private struct Row: ContentNode {
  let name: String
  let text: String
  let large: Bool

  var body: some ContentNode {
    VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline) {
        Text(name).font(large ? .largeTitle : .headline).lineLimit(1)
        Spacer()
        Text("3h").font(.caption)
      }
      HStack(alignment: .top, spacing: 8) {
        ImageContent("icon", size: CGSize(width: 24, height: 24))
        Text(text)
      }
    }
    .padding(12)
  }
}

@Suite("Content: remembered sizes and baselines")
struct RememberedAnswersTests {
  @Test func aStackAsksAChildEachDistinctQuestionOnce() {
    let log = QuestionLog()
    let stack = HStack(spacing: 0) {
      LoggingLeaf(log: log)
      rigid(10, 10)
    }
    for width in [100, 60, 45, 30, 200] as [CGFloat] {
      _ = stack.sizeThatFits(ProposedViewSize(width: width, height: nil))
    }
    // Each measurement of the stack asks the leaf its minimum and maximum: asked again,
    // they are remembered.
    #expect(log.sizes.filter { $0 == ProposedViewSize(width: 0, height: nil) }.count == 1)
    #expect(log.sizes.filter { $0 == ProposedViewSize(width: .infinity, height: nil) }.count == 1)
    #expect(Set(log.sizes).count == log.sizes.count)
  }

  @Test func rememberedSizesAreForgottenWhenTheEnvironmentChanges() {
    let log = QuestionLog()
    let stack = HStack(spacing: 0) { LoggingLeaf(log: log) }
    let proposal = ProposedViewSize(width: 50, height: nil)
    let body = stack.sizeThatFits(proposal)
    // The same value (its memory shared) measured in a larger font, then the default again.
    let large = stack.font(.largeTitle).sizeThatFits(proposal)
    let fresh = HStack(spacing: 0) { LoggingLeaf(log: QuestionLog()) }
    #expect(large == fresh.font(.largeTitle).sizeThatFits(proposal))
    #expect(large != body)
    #expect(stack.sizeThatFits(proposal) == body)
  }

  @Test func aStackWithNewChildrenMeasuresThem() {
    var stack = VStack(spacing: 0) { Text("short") }
    let proposal = ProposedViewSize(width: 80, height: nil)
    let short = stack.sizeThatFits(proposal)
    let long = "a much longer text that wraps over several lines at this width"
    stack.children = [Text(long)]
    #expect(
      stack.sizeThatFits(proposal) == VStack(spacing: 0) { Text(long) }.sizeThatFits(proposal))
    #expect(stack.sizeThatFits(proposal).height > short.height)
  }

  @Test func manyWidthsInAnyOrderGiveWhatFreshContentGives() {
    let text = String(repeating: "words that wrap ", count: 6)
    let row = Row(name: "A name", text: text, large: false)
    var widths: [CGFloat] = []
    var seed: UInt64 = 7
    for _ in 0..<40 {  // more widths than any memory holds, revisited out of order
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      widths.append(CGFloat(40 + (seed >> 33) % 12 * 30))
    }
    for width in widths {
      let proposal = ProposedViewSize(width: width, height: nil)
      let fresh = Row(name: "A name", text: text, large: false)
      #expect(row.sizeThatFits(proposal) == fresh.sizeThatFits(proposal), "width \(width)")
    }
  }

  @Test func baselinesAreAskedOncePerSizeAndFollowIt() {
    let log = QuestionLog()
    let stack = HStack(alignment: .firstTextBaseline, spacing: 0) {
      LoggingLeaf(log: log)
      Text("label").font(.largeTitle)
    }
    let freshLog = QuestionLog()
    let fresh = { () -> HStack in
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        LoggingLeaf(log: freshLog)
        Text("label").font(.largeTitle)
      }
    }
    for width in [300, 150, 120, 300, 150, 90] as [CGFloat] {
      let proposal = ProposedViewSize(width: width, height: nil)
      #expect(stack.sizeThatFits(proposal) == fresh().sizeThatFits(proposal), "width \(width)")
      let bounds = CGRect(origin: .zero, size: stack.sizeThatFits(proposal))
      let placed = stack.placeChildren(in: bounds, proposal: proposal, environment: .init())
      let expected = fresh().placeChildren(in: bounds, proposal: proposal, environment: .init())
      #expect(placed.map(\.frame) == expected.map(\.frame), "width \(width)")
    }
    #expect(Set(log.baselines.map { [$0.width, $0.height] }).count == log.baselines.count)
  }

  @Test func aReusedHostingCellMeasuresEachItemAsAFreshCell() {
    let texts = [
      "One line.", String(repeating: "A longer text over several lines. ", count: 5),
      "Two short lines, maybe.",
    ]
    let reused = HostingCell<Row>()
    for index in 0..<12 {
      let row = Row(
        name: "Name \(index % 5)", text: texts[index % texts.count], large: index % 4 == 1)
      let width: CGFloat = index % 3 == 0 ? 320 : 375
      reused.prepareForReuse()
      reused.set(rootView: row)
      let fresh = HostingCell<Row>()
      fresh.set(rootView: row)
      #expect(
        reused.fittingHeight(forWidth: width) == fresh.fittingHeight(forWidth: width),
        "item \(index)")
    }
  }

  @Test func recentAnswersKeepTheFourMostRecentlyUsed() {
    var answers = RecentAnswers<ProposedViewSize, CGSize>()
    func proposal(_ width: CGFloat) -> ProposedViewSize {
      ProposedViewSize(width: width, height: nil)
    }
    func size(_ width: CGFloat) -> CGSize { CGSize(width: width, height: 1) }
    #expect(answers.answer(to: ProposedViewSize(width: -1, height: -1)) == nil)
    #expect(answers.answer(to: proposal(1)) == nil)
    for width in 1...4 { answers.remember(size(CGFloat(width)), to: proposal(CGFloat(width))) }
    #expect(answers.answer(to: proposal(1)) == size(1))  // used: now the most recent
    answers.remember(size(5), to: proposal(5))  // forgets 2, used longest ago
    #expect(answers.answer(to: proposal(2)) == nil)
    for width in [1, 3, 4, 5] as [CGFloat] {
      #expect(answers.answer(to: proposal(width)) == size(width))
    }
    #expect(answers.answer(to: ProposedViewSize(width: -1, height: -1)) == nil)
  }
}
