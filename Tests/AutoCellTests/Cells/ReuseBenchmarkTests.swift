import AutoCell
import Foundation
import Testing

/// Timing of cell measurement, run only with `AUTOCELL_BENCH=1` (use a release build:
/// `AUTOCELL_BENCH=1 swift test -c release --filter ReuseBenchmark`). Prints the numbers.
@Suite(
  "Reuse benchmark", .enabled(if: ProcessInfo.processInfo.environment["AUTOCELL_BENCH"] != nil))
struct ReuseBenchmarkTests {
  func posts(_ count: Int) -> [PostContent] {
    (0..<count).map { index in
      PostContent(
        id: index, title: "Post number \(index)",
        body: String(repeating: "Some words of the post's body text. ", count: index % 9 + 1))
    }
  }

  func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  @Test func reusedCellVersusFreshCell() {
    let count = 10_000
    let contents = posts(count)
    var total: CGFloat = 0
    let fresh = seconds {
      for content in contents {
        let cell = HostingCell<PostContent>()
        cell.set(rootView: content)
        total += cell.fittingHeight(forWidth: 375)
      }
    }
    let reusedContents = posts(count)  // new values: nothing cached from the first run
    let cell = HostingCell<PostContent>()
    var reusedTotal: CGFloat = 0
    let reused = seconds {
      for content in reusedContents {
        cell.prepareForReuse()
        cell.set(rootView: content)
        reusedTotal += cell.fittingHeight(forWidth: 375)
      }
    }
    let textOnly = posts(count)
    var textTotal: CGFloat = 0
    let measuring = seconds {
      for content in textOnly {
        textTotal += content.sizeThatFits(ProposedSize(width: 351, height: nil)).height
      }
    }
    print(
      """
      cells: \(count) fresh cells built+measured: \(String(format: "%.1f", fresh * 1e6 / Double(count))) µs/cell; \
      reused cell re-measured: \(String(format: "%.1f", reused * 1e6 / Double(count))) µs/cell \
      (ratio \(String(format: "%.3f", reused / fresh))); content sizing alone: \
      \(String(format: "%.1f", measuring * 1e6 / Double(count))) µs/cell
      """)
    #expect(abs(total - reusedTotal) < 1e-6 * total)
  }
}
