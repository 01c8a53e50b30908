/// The expected result of each file in `Examples/`: status, stdout and stderr, as
/// ``RunResult/description`` writes them. A test prints the actual text when one differs.
let goldenOutputs: [String: String] = [
  "centred-title.cas": """
  status 0
  --- stdout
  title.left = 16
  title.width = 288
  title.left = 100
  title.width = 120
  --- stderr

  """,
  "drag.cas": """
  status 0
  --- stdout
  handle.x = 50
  handle.x = 180
  handle.x = 210
  handle.x = 10
  --- stderr

  """,
  "two-boxes.cas": """
  status 0
  --- stdout
  left.x = 0
  left.w = 193.333333
  right.x = 203.333333
  right.w = 96.6666667
  --- stderr

  """,
  "unsatisfiable.cas": """
  status 1
  --- stdout
  a.width = 200
  b.width = 100
  --- stderr
  Examples/unsatisfiable.cas:6:1: error: required constraint cannot be satisfied: 'b.width == 200'
  Examples/unsatisfiable.cas:3:1: note: conflicts with 'a.width + b.width == 300'
  Examples/unsatisfiable.cas:4:1: note: conflicts with 'a.width == 200'
  """,
]
