// Reads JSON lines {"text", "size", "width"} on standard input and writes, for each, a JSON
// line {"lines": [[start, end], ...] (UTF-8 offsets), "widths": [...], "heights": [...]}.
// Optional request fields: "mode" (a LineBreakMode case name, default byWordWrapping) and
// "lines" (numberOfLines, default 0); with either, the answer also gives "size" [width,
// height] from size(of:...) and "baselines".
//
// In the "attributed" mode a request is {"runs": [{"text", "bold" (0 or 1: the regular or
// the bold face), "size", "kern", "offset"}], "width", "spacing"} (see
// Benchmarks/attributed_compare.py), and the answer also gives "size".
//
// Usage: text-compare standard [Font-Name]
//        text-compare files FONT [FALLBACK ...]   (the first face of each file)
//        text-compare attributed REGULAR BOLD
import AutoCell
import Foundation

struct RunRequest: Decodable {
  var text: String
  var bold: Int
  var size: Double
  var kern: Double
  var offset: Double
}

struct Request: Decodable {
  var text: String?
  var runs: [RunRequest]?
  var spacing: Double?
  var size: Double?
  var width: Double
  var mode: String?
  var lines: Int?
}

struct Answer: Encodable {
  var lines: [[Int]]
  var widths: [Double]
  var heights: [Double]
  var baselines: [Double]?
  var size: [Double]?
}

let modes: [String: LineBreakMode] = [
  "byWordWrapping": .byWordWrapping, "byCharWrapping": .byCharWrapping, "byClipping": .byClipping,
  "byTruncatingHead": .byTruncatingHead, "byTruncatingTail": .byTruncatingTail,
  "byTruncatingMiddle": .byTruncatingMiddle,
]

let arguments = CommandLine.arguments.dropFirst()
let measurer: any TextMeasurer
var fontName = "Helvetica"
var faceNames: [String] = []
if arguments.first == "attributed" {
  let faces = try arguments.dropFirst().map { try FontFace(contentsOf: URL(fileURLWithPath: $0)) }
  measurer = FontFileTextMeasurer(faces: faces)
  faceNames = faces.map(\.postScriptName)
} else if arguments.first == "files" {
  let faces = try arguments.dropFirst().map { try FontFace(contentsOf: URL(fileURLWithPath: $0)) }
  measurer = FontFileTextMeasurer(faces: [faces[0]], fallbacks: Array(faces.dropFirst()))
  fontName = faces[0].postScriptName
} else {
  measurer = StandardTextMeasurer()
  if arguments.count > 1 { fontName = arguments[arguments.startIndex + 1] }
}
let decoder = JSONDecoder()
let encoder = JSONEncoder()
while let line = readLine(strippingNewline: true) {
  let request = try decoder.decode(Request.self, from: Data(line.utf8))
  if let runs = request.runs {
    let attributed = AttributedText(
      runs: runs.map {
        AttributedText.Run(
          $0.text,
          attributes: TextAttributes(
            font: Font(name: faceNames[$0.bold], size: $0.size), kern: $0.kern,
            baselineOffset: $0.offset))
      }, paragraphStyle: ParagraphStyle(lineSpacing: request.spacing ?? 0))
    let text = attributed.string
    let font = Font(name: faceNames[0], size: 17)
    let layout = measurer.layout(
      of: attributed, font: font, width: request.width, numberOfLines: 0)
    let size = measurer.size(of: attributed, font: font, width: request.width, numberOfLines: 0)
    let answer = Answer(
      lines: layout.lines.map {
        [
          text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound),
          text.utf8.distance(from: text.startIndex, to: $0.range.upperBound),
        ]
      },
      widths: layout.lines.map { Double($0.width) },
      heights: layout.lines.map { Double($0.height) },
      baselines: layout.lines.map { Double($0.baseline) },
      size: [Double(size.width), Double(size.height)])
    print(String(decoding: try encoder.encode(answer), as: UTF8.self))
    continue
  }
  let text = request.text ?? ""
  let font = Font(name: fontName, size: request.size ?? 17)
  let width = request.width < 0 ? CGFloat.infinity : request.width
  let mode = request.mode.flatMap { modes[$0] } ?? .byWordWrapping
  let layout = measurer.layout(
    of: text, font: font, width: width, numberOfLines: request.lines ?? 0, lineBreakMode: mode)
  var answer = Answer(
    lines: layout.lines.map {
      [
        text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound),
        text.utf8.distance(from: text.startIndex, to: $0.range.upperBound),
      ]
    },
    widths: layout.lines.map { Double($0.width) }, heights: layout.lines.map { Double($0.height) })
  if request.mode != nil || request.lines != nil {
    let size = measurer.size(
      of: text, font: font, width: width, numberOfLines: request.lines ?? 0, lineBreakMode: mode)
    answer.size = [Double(size.width), Double(size.height)]
    answer.baselines = layout.lines.map { Double($0.baseline) }
  }
  print(String(decoding: try encoder.encode(answer), as: UTF8.self))
}
