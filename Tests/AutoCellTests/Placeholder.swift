import Testing
import Foundation
import AutoCell

@Test func expressionNameResolves() {
  let x = Variable("x")
  let e: LinearExpression = 2 * x + 1
  #expect(e.constant == 1)
}
