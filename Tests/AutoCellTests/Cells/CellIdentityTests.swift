import AutoCell
import Foundation
import TestSupport
import Testing

extension CellStateKey<Int?> {
  /// The item a state was written for.
  static let owner = CellStateKey("owner", default: nil)
}

extension CellStateKey<Int> {
  static let taps = CellStateKey("taps", default: 0)
}

extension CellStateKey<Bool> {
  static let imageLoaded = CellStateKey("imageLoaded", default: false)
}

@Suite("Cell identity")
struct CellIdentityTests {
  /// The text a cell shows for `item` after `taps` taps: longer with every tap.
  static func text(item: Int, taps: Int) -> String {
    "item \(item)" + String(repeating: " more words that wrap", count: taps * 3)
  }

  static func height(of content: some ContentNode, width: CGFloat) -> CGFloat {
    content.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
  }

  /// Issue #13's order trap: a reused cell for book 1 must not show or measure book 0's
  /// loaded image.
  @Test func aReusedCellNeverBuildsContentFromThePreviousItemsState() {
    func book(_ id: Int, loaded: Bool) -> VStack {
      VStack(alignment: .leading, spacing: 4) {
        if loaded { Spacer().frame(width: 120, height: 180) }
        Text("Book \(id)")
      }
    }
    let cell = HostingCell<VStack>()
    cell.configure(for: 0) { state in
      state[.imageLoaded] = true
      return book(0, loaded: state[.imageLoaded])
    }
    #expect(cell.fittingHeight(forWidth: 300) == Self.height(of: book(0, loaded: true), width: 300))
    cell.prepareForReuse()
    cell.configure(for: 1) { state in book(1, loaded: state[.imageLoaded]) }
    let fresh = Self.height(of: book(1, loaded: false), width: 300)
    #expect(cell.fittingHeight(forWidth: 300) == fresh)
    #expect(fresh < 180)
  }

  /// Thousands of configurations of three cells for forty items, with state written and
  /// read: a cell's state is its current item's (kept only while the cell keeps showing that
  /// item), and what it shows and measures is built from that state, checked against a plain
  /// model of what each cell last showed.
  @Test(arguments: [UInt64(1), 2])
  func randomReuseNeverLeaksAnotherItemsState(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let cells = (0..<3).map { _ in HostingCell<Text>(reuseIdentifier: "text") }
    var shown: [(item: Int, taps: Int)?] = [nil, nil, nil]  // the reference model
    for step in 0..<1500 {
      let index = Int.random(in: 0..<3, using: &random)
      let item = Int.random(in: 0..<40, using: &random)
      let tap = Bool.random(using: &random)
      var expectedTaps = shown[index]?.item == item ? shown[index]!.taps : 0
      if tap { expectedTaps = min(expectedTaps + 1, 4) }
      var leaked: Int?
      cells[index].configure(for: item) { state in
        if let owner = state[.owner], owner != item { leaked = owner }
        state[.owner] = item
        if tap { state[.taps] = min(state[.taps] + 1, 4) }
        return Text(Self.text(item: item, taps: state[.taps]))
      }
      shown[index] = (item, expectedTaps)
      let expected = Text(Self.text(item: item, taps: expectedTaps))
      guard leaked == nil, cells[index].rootView?.text == expected.text,
        abs(cells[index].fittingHeight(forWidth: 240) - Self.height(of: expected, width: 240))
          < 1e-6
      else {
        let text = cells[index].rootView?.text ?? "nothing"
        Issue.record(
          "seed \(seed), step \(step): cell \(index) for item \(item) showed \(text), leaked: \(String(describing: leaked))"
        )
        return
      }
    }
  }

  /// `.id(_:)` below the root: a new value resets the state below it and nothing else; the
  /// same value keeps it; each value in a loop has its own.
  @Test func anIDResetsOnlyTheStateBelowIt() {
    let cell = HostingCell<VStack>()
    var seen: [String: Int] = [:]
    func configure(revision: Int, replies: [Int] = [], tap: Bool) {
      cell.configure(for: "post") { state in
        if tap { state[.taps] += 1 }
        seen["post"] = state[.taps]
        return VStack {
          Text("post")
          state.id(revision) { body in
            if tap { body[.taps] += 1 }
            seen["body"] = body[.taps]
            return Text("body \(body[.taps])")
          }
          for reply in replies {
            state.id(reply) { replyState in
              if tap { replyState[.taps] += reply }
              seen["reply \(reply)"] = replyState[.taps]
              return Text("reply")
            }
          }
        }
      }
    }
    configure(revision: 1, replies: [10, 20], tap: true)
    configure(revision: 1, replies: [10, 20], tap: true)
    #expect(seen == ["post": 2, "body": 2, "reply 10": 20, "reply 20": 40])
    configure(revision: 2, replies: [20], tap: false)  // new revision, reply 10 gone
    #expect(seen == ["post": 2, "body": 0, "reply 10": 20, "reply 20": 40])
    configure(revision: 2, replies: [10, 20], tap: false)  // reply 10 back: fresh
    #expect(seen == ["post": 2, "body": 0, "reply 10": 0, "reply 20": 40])
    #expect(cell.rootView?.children.count == 4)
  }
}
