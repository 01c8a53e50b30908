import Foundation
import Testing

/// Runs the built `autocell-bench` as a user would.
@Suite("autocell-bench end to end")
struct BenchEndToEndTests {
  func execute(_ arguments: [String]) throws -> EndToEndTests.Execution {
    let executable = try #require(
      Paths.benchExecutable, "autocell-bench not found next to the tests or in .build/debug")
    return try EndToEndTests().execute(executable, arguments)
  }

  @Test("--quick runs every workload on tiny sizes and prints the table")
  func smoke() throws {
    let run = try execute(["--quick"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("workload") == true)
    for name in [
      "solver.siblings", "solver.chain", "solver.grid", "solver.edit-loop", "solver.churn",
      "cells.fresh", "cells.reused", "rows.query", "rows.update", "feed.anchors.fresh",
      "feed.stacks.width", "feed.hosted.reused", "feed.badge.fresh", "feed.anchors.list",
    ] {
      #expect(lines.contains { $0.hasPrefix(name) }, "\(name) missing from:\n\(run.stdout)")
    }
  }

  @Test("--raw prints name, size and nanoseconds per operation")
  func raw() throws {
    let run = try execute(["--quick", "--raw", "--filter", "feed.anchors.reused"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(rows.map { $0.first.map(String.init) } == ["feed.anchors.reused"])
    #expect(rows.map { $0[1] } == ["1"])
    #expect(rows.allSatisfy { $0.count == 3 && (Double($0[2]) ?? 0) > 0 })
  }

  @Test("--frames prints the anchors form's frames: the cell's height, then its 15 leaves")
  func frames() throws {
    let run = try execute(["--frames"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 6 * 16)
    #expect(lines.first == "0 375 436")
    // The comment label is centred: (375 - 70) / 2 = 152.5 rounds to the pixel at 153.
    #expect(lines.contains("0 375 11 153 366 70 20"))
  }

  @Test("unknown options are a usage error (exit 2)")
  func usage() throws {
    let run = try execute(["--frobnicate"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown option '--frobnicate'"))
    #expect(try execute(["--filter"]).status == 2)
    let help = try execute(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: autocell-bench"))
  }
}
