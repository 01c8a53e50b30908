/// The expected result of each file in `Examples/`: status, stdout and stderr, as
/// ``RunResult/description`` writes them.
///
/// A test prints the actual text when one differs.
let goldenOutputs: [String: String] = [
  "card.cas": """
  status 0
  --- stdout
  card.left = 0
  card.top = 0
  card.width = 320
  card.height = 108
  avatar.left = 12
  avatar.top = 12
  avatar.width = 48
  avatar.height = 48
  title.left = 72
  title.width = 236
  title.top = 12
  title.height = 20
  body.left = 72
  body.width = 236
  body.top = 36
  body.height = 60
  --- stderr

  """,
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
