import Testing
import Foundation
@testable import Cassowary

@Test func expressionNameResolves() {
  let x = Variable("x")
  let e: LinearExpression = 2 * x + 1
  #expect(e.constant == 1)
}
