import AutoCell
import Foundation
import InterfaceBuilder

/// Interface Builder workloads: a typical cell file (a post: avatar, names, wrapping body,
/// media, a stack of four buttons, 20 views and 50 constraints) read and laid out.
enum InterfaceBuilderBenchmarks {
  static func all(quick: Bool) -> [Benchmark] {
    let files = quick ? 10 : 1_000
    return [loadAndLayOut(files), report(quick ? 2 : 100)]
  }

  /// Reading the file's bytes (XML parse, size classes, views, constraints), building the
  /// node tree and solving it at its saved size: what loading a nib and laying it out costs.
  ///
  /// Every file after the first adopts the solved structure the first one left (a cell of the same
  /// design, as a list's cells are): the first costs the full solve.
  static func loadAndLayOut(_ files: Int) -> Benchmark {
    eachFile("ib.cell.load-layout", files) { objects in
      for object in objects { object.root.layoutIfNeeded() }
      return objects
    }
  }

  /// The whole report of `autocell-cli layout` for the file: loading, layout, the saved-frame
  /// comparison, ambiguity checks, the fitting height and the text-dependence passes.
  static func report(_ files: Int) -> Benchmark {
    eachFile("ib.cell.report", files) { objects in objects.map { $0.layout() } }
  }

  /// A workload that reads ``postCell`` `files` times, instantiates its objects and gives them
  /// to `body`; the document, the objects and what `body` returns are released after the clock
  /// stops, as the other workloads release what they build.
  ///
  /// One operation: one file.
  private static func eachFile(
    _ name: String, _ files: Int, _ body: @escaping ([IBObject]) -> Any
  ) -> Benchmark {
    Benchmark(name: name, size: files, unit: "file") { run in
      let data = Data(postCell.utf8)
      for _ in 0..<files {
        let document = try IBDocument(data: data, name: "PostCell.xib")
        let objects = document.instantiate()
        let result = body(objects)
        run.keep(document)
        run.keep(objects)
        run.keep(result)
      }
      return files
    }
  }

  /// A label as Xcode writes one: a line of `size`-point text (`wraps`: any number of lines),
  /// with its hugging priorities (horizontal, vertical) and frame (x, y, width, height).
  private static func label(
    _ id: String, text: String, wraps: Bool = false, hugging: (Int, Int) = (251, 251),
    frame: (Double, Double, Double, Double), font: String = "system", size: Int
  ) -> String {
    let lines = wraps ? #" numberOfLines="0""# : ""
    return """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
      horizontalHuggingPriority="\(hugging.0)" verticalHuggingPriority="\(hugging.1)" \
      text="\(text)" lineBreakMode="tailTruncation"\(lines) baselineAdjustment="alignBaselines" \
      adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(number(frame.0))" y="\(number(frame.1))" \
      width="\(number(frame.2))" height="\(number(frame.3))"/>
      <fontDescription key="fontDescription" type="\(font)" pointSize="\(size)"/>
      </label>
      """
  }

  /// A view's own width and height constraints, `id-w` and `id-h`.
  private static func fixedSize(_ id: String, width: Double, height: Double) -> String {
    """
    <constraints>
    <constraint firstAttribute="width" constant="\(number(width))" id="\(id)-w"/>
    <constraint firstAttribute="height" constant="\(number(height))" id="\(id)-h"/>
    </constraints>
    """
  }

  /// `value` as Xcode writes it: without a fraction when it is whole.
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The cell file, as Xcode writes one (20 views, 50 constraints).
  static let postCell = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <objects>
    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="360" id="post">
    <rect key="frame" x="0.0" y="0.0" width="375" height="360"/>
    <autoresizingMask key="autoresizingMask"/>
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="post" id="content">
    <rect key="frame" x="0.0" y="0.0" width="375" height="359.5"/>
    <autoresizingMask key="autoresizingMask"/>
    <subviews>
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
    <rect key="frame" x="16" y="11" width="40" height="40"/>
    \#(fixedSize("av", width: 40, height: 40))
    </imageView>
    \#(label("name", text: "Ada Lovelace", frame: (64, 11, 96, 18), font: "boldSystem", size: 15))
    \#(label("handle", text: "@ada", hugging: (250, 251), frame: (164, 11, 40.5, 18), size: 15))
    \#(label("date", text: "2h", frame: (319, 11, 17, 18), size: 15))
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="more">
    <rect key="frame" x="344" y="5" width="15" height="30"/>
    <state key="normal" title="…"/>
    </button>
    \#(label("body", text: "Notes on the analytical engine: it might act upon other things besides number, were objects found whose mutual relations could be expressed.", wraps: true, frame: (64, 33, 295, 72), size: 15))
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="media">
    <rect key="frame" x="64" y="113" width="295" height="166"/>
    <constraints>
    <constraint firstAttribute="height" secondItem="media" secondAttribute="width" multiplier="9:16" id="media-ratio"/>
    <constraint firstAttribute="width" relation="lessThanOrEqual" constant="600" id="media-max"/>
    </constraints>
    </view>
    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="actions">
    <rect key="frame" x="64" y="287" width="295" height="32"/>
    <subviews>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="action-0">
    <rect key="frame" x="0" y="0" width="74" height="32"/>
    <state key="normal" title="Reply"/>
    </button>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="action-1">
    <rect key="frame" x="74" y="0" width="73.5" height="32"/>
    <state key="normal" title="Repost"/>
    </button>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="action-2">
    <rect key="frame" x="147.5" y="0" width="74" height="32"/>
    <state key="normal" title="Like"/>
    </button>
    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="action-3">
    <rect key="frame" x="221.5" y="0" width="73.5" height="32"/>
    <state key="normal" title="Share"/>
    </button>
    </subviews>
    <constraints>
    <constraint firstAttribute="height" constant="32" id="actions-h"/>
    </constraints>
    </stackView>
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="separator">
    <rect key="frame" x="0" y="359" width="375" height="0.5"/>
    <constraints>
    <constraint firstAttribute="height" constant="0.5" id="sep-h"/>
    </constraints>
    </view>
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
    <rect key="frame" x="51" y="6" width="10" height="10"/>
    \#(fixedSize("badge", width: 10, height: 10))
    </view>
    \#(label("reply", text: "Replying to @charles", hugging: (251, 249), frame: (64, 327, 123.5, 21.5), size: 13))
    \#(label("likes", text: "42 likes", frame: (203.5, 332.5, 44, 16), size: 13))
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="share" translatesAutoresizingMaskIntoConstraints="NO" id="share">
    <rect key="frame" x="339" y="327.5" width="20" height="20"/>
    \#(fixedSize("sh", width: 20, height: 20))
    </imageView>
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="divider">
    <rect key="frame" x="315" y="14" width="1" height="12"/>
    \#(fixedSize("div", width: 1, height: 12))
    </view>
    </subviews>
    <constraints>
    <constraint firstItem="avatar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="1"/>
    <constraint firstItem="avatar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="2"/>
    <constraint firstItem="name" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="8" id="3"/>
    <constraint firstItem="name" firstAttribute="top" secondItem="avatar" secondAttribute="top" id="4"/>
    <constraint firstItem="handle" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="4" id="5"/>
    <constraint firstItem="handle" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="6"/>
    <constraint firstItem="date" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="handle" secondAttribute="trailing" constant="8" id="7"/>
    <constraint firstItem="more" firstAttribute="leading" secondItem="date" secondAttribute="trailing" constant="8" id="8"/>
    <constraint firstItem="date" firstAttribute="baseline" secondItem="name" secondAttribute="baseline" id="9"/>
    <constraint firstAttribute="trailingMargin" secondItem="more" secondAttribute="trailing" id="10"/>
    <constraint firstItem="more" firstAttribute="centerY" secondItem="name" secondAttribute="centerY" id="11"/>
    <constraint firstItem="body" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="12"/>
    <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="13"/>
    <constraint firstItem="body" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="4" id="14"/>
    <constraint firstItem="media" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="15"/>
    <constraint firstItem="media" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="16"/>
    <constraint firstItem="media" firstAttribute="top" secondItem="body" secondAttribute="bottom" constant="8" id="17"/>
    <constraint firstItem="actions" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="18"/>
    <constraint firstItem="actions" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="19"/>
    <constraint firstItem="actions" firstAttribute="top" secondItem="media" secondAttribute="bottom" constant="8" id="20"/>
    <constraint firstItem="separator" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="21"/>
    <constraint firstAttribute="trailing" secondItem="separator" secondAttribute="trailing" id="22"/>
    <constraint firstAttribute="bottom" secondItem="separator" secondAttribute="bottom" id="23"/>
    <constraint firstItem="badge" firstAttribute="centerX" secondItem="avatar" secondAttribute="trailing" id="24"/>
    <constraint firstItem="badge" firstAttribute="centerY" secondItem="avatar" secondAttribute="top" id="25"/>
    <constraint firstItem="reply" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="26"/>
    <constraint firstItem="reply" firstAttribute="top" secondItem="actions" secondAttribute="bottom" constant="8" id="27"/>
    <constraint firstAttribute="bottomMargin" secondItem="reply" secondAttribute="bottom" id="28"/>
    <constraint firstItem="likes" firstAttribute="leading" secondItem="reply" secondAttribute="trailing" constant="16" id="29"/>
    <constraint firstItem="likes" firstAttribute="baseline" secondItem="reply" secondAttribute="baseline" id="30"/>
    <constraint firstAttribute="trailingMargin" secondItem="share" secondAttribute="trailing" id="31"/>
    <constraint firstItem="share" firstAttribute="centerY" secondItem="reply" secondAttribute="centerY" id="32"/>
    <constraint firstItem="divider" firstAttribute="centerY" secondItem="name" secondAttribute="centerY" id="33"/>
    <constraint firstItem="divider" firstAttribute="trailing" secondItem="date" secondAttribute="leading" constant="-3" id="34"/>
    <constraint firstAttribute="bottomMargin" relation="greaterThanOrEqual" secondItem="avatar" secondAttribute="bottom" id="35"/>
    <constraint firstItem="share" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="likes" secondAttribute="trailing" constant="8" id="36"/>
    <constraint firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="reply" secondAttribute="trailing" id="38"/>
    <constraint firstItem="name" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="more" secondAttribute="leading" priority="999" constant="-8" id="37"/>
    </constraints>
    </tableViewCellContentView>
    </tableViewCell>
    </objects>
    <resources>
    <image name="avatar" width="40" height="40"/>
    <image name="share" width="20" height="20"/>
    </resources>
    </document>
    """#
}
