import AutoCell
import Foundation
import Testing

/// What a newcomer porting SwiftUI code writes first compiles and measures.
@Suite("Content: newcomer code")
struct NewcomerCodeTests {
  struct Note: Identifiable, Sendable {
    var id: Int
    var text: String
  }

  /// A row as a SwiftUI developer writes one: a function returning an opaque view.
  static func noteRow(_ note: Note, _ state: CellState) -> some ContentNode {
    Text(note.text).padding()
  }

  @Test func aFunctionReturningSomeContentNodeBuildsAListsRows() throws {
    // Before content types were SendableMetatype, this did not compile: "type 'some
    // ContentNode' does not conform to the 'SendableMetatype' protocol".
    let sizer = ListSizer(width: 300)
    sizer.register(Note.self, content: Self.noteRow)
    try sizer.setItems([Note(id: 1, text: "Hello")])
    // One line of body text and the default padding, 16 above and below.
    #expect(sizer.height(ofRow: 0) == TextReference.lineHeight(.body) + 32)
  }
}
