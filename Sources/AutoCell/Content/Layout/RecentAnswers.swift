import Foundation

/// The answers a node gave to its last few questions: what a ``LayoutContent`` remembers of
/// its own sizes, and a layout's subviews of each subview's sizes and text baselines, so
/// that a question asked again (a stack asks each child its minimum, its maximum and its
/// share each time it is measured, and a baseline-aligned one its baselines too) is answered
/// without measuring.
///
/// Four slots kept inline, so remembering allocates nothing. A new answer replaces the one
/// used longest ago (each slot is stamped with a counter when used, so nothing moves), so a
/// stack's repeated minimum and maximum probes stay while its shares change. Questions are
/// compared as their ``RecentQuestion/key``s (plain bits). Only for answers that are a
/// function of the question (in one environment), as every ``ContentNode``'s must be.
struct RecentAnswers<Question: RecentQuestion, Answer> {
  /// The slots' questions; ``RecentQuestion/unaskedKey`` in an empty slot.
  private var keys = (
    Question.unaskedKey, Question.unaskedKey, Question.unaskedKey,
    Question.unaskedKey
  )
  /// Their answers (nil in an empty slot).
  private var answers: (Answer?, Answer?, Answer?, Answer?) = (nil, nil, nil, nil)
  /// When each slot was last used (0: never); after 2^32 uses the order is only approximate,
  /// which costs hits, never a wrong answer.
  private var uses: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
  private var clock: UInt32 = 0

  /// No answers.
  init() {}

  /// The answer remembered for `question`, if any; it becomes the most recently used.
  ///
  /// O(1): at most four comparisons of keys.
  @inline(__always)
  mutating func answer(to question: Question) -> Answer? {
    let key = question.key
    clock &+= 1
    if keys.0 == key {
      uses.0 = clock
      return answers.0
    }
    if keys.1 == key {
      uses.1 = clock
      return answers.1
    }
    if keys.2 == key {
      uses.2 = clock
      return answers.2
    }
    if keys.3 == key {
      uses.3 = clock
      return answers.3
    }
    return nil
  }

  /// Remembers `answer` to `question` in the slot used longest ago (an empty one first).
  ///
  /// O(1).
  @inline(__always)
  mutating func remember(_ answer: Answer, to question: Question) {
    clock &+= 1
    var slot = 0
    var oldest = uses.0
    if uses.1 < oldest {
      slot = 1
      oldest = uses.1
    }
    if uses.2 < oldest {
      slot = 2
      oldest = uses.2
    }
    if uses.3 < oldest { slot = 3 }
    let key = question.key
    switch slot {
    case 0: (keys.0, answers.0, uses.0) = (key, answer, clock)
    case 1: (keys.1, answers.1, uses.1) = (key, answer, clock)
    case 2: (keys.2, answers.2, uses.2) = (key, answer, clock)
    default: (keys.3, answers.3, uses.3) = (key, answer, clock)
    }
  }
}

/// A question ``RecentAnswers`` remembers answers to.
protocol RecentQuestion {
  /// What two questions are compared by: equal keys for equal questions.
  associatedtype Key: Equatable
  /// The question's key.
  var key: Key { get }
  /// A key no question asked has (it marks an empty slot).
  static var unaskedKey: Key { get }
}

extension ProposedViewSize: RecentQuestion {
  /// A proposal's components as bit patterns (nil as a NaN no sanitized proposal has), so
  /// comparing two is comparing two pairs of integers.
  struct Key: Equatable {
    var width: UInt64
    var height: UInt64
  }

  /// The components' bit patterns.
  var key: Key { Key(width: Self.bits(width), height: Self.bits(height)) }

  /// A negative proposal's: every question asked is sanitized first, so never one.
  static var unaskedKey: Key { ProposedViewSize(width: -1, height: -1).key }

  /// `length`'s bit pattern; a NaN's for nil.
  @inline(__always)
  private static func bits(_ length: CGFloat?) -> UInt64 {
    length.map { Double($0).bitPattern } ?? 0x7FF8_0000_0000_0A11
  }
}

/// An explicit guide value asked of a subview of a given size: the question of
/// ``LayoutSubview/explicitValue(of:size:)``.
struct GuideQuestion: RecentQuestion, Equatable {
  /// The guide.
  var guide: AlignmentKey
  /// The subview's size.
  var size: CGSize

  /// The question itself.
  var key: GuideQuestion { self }

  /// A negative size, which no layout gives a subview (and were one asked, the empty slot
  /// would answer nothing, which is measured again).
  static var unaskedKey: GuideQuestion {
    GuideQuestion(
      guide: VerticalAlignment.firstTextBaseline.key, size: CGSize(width: -1, height: -1))
  }
}
