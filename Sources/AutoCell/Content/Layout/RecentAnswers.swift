import Foundation

/// The answers a node gave to its last few questions: what a ``LayoutContent`` remembers of
/// its own sizes, and a layout's subviews of each subview's sizes and text baselines, so
/// that a question asked again (a stack asks each child its minimum, its maximum and its
/// share each time it is measured, and a baseline-aligned one its baselines too) is answered
/// without measuring.
///
/// Four slots kept inline, so remembering allocates nothing. A slot that answers moves to the
/// front and a new answer replaces the slot used longest ago, so a stack's repeated minimum and
/// maximum probes stay while its shares change. Only for answers that are a function of the
/// question (in one environment), as every ``ContentNode``'s must be.
struct RecentAnswers<Question: RecentQuestion, Answer> {
  /// The questions, most recently used first; ``RecentQuestion/unasked`` in an empty slot.
  private var questions = (Question.unasked, Question.unasked, Question.unasked, Question.unasked)
  /// Their answers, in the same order (nil in an empty slot).
  private var answers: (Answer?, Answer?, Answer?, Answer?) = (nil, nil, nil, nil)

  /// No answers.
  init() {}

  /// The answer remembered for `question`, if any; it becomes the most recently used.
  /// O(1): at most four comparisons.
  @inline(__always)
  mutating func answer(to question: Question) -> Answer? {
    if questions.0 == question { return answers.0 }
    if questions.1 == question {
      swap(&questions.0, &questions.1)
      swap(&answers.0, &answers.1)
      return answers.0
    }
    if questions.2 == question {
      questions = (questions.2, questions.0, questions.1, questions.3)
      answers = (answers.2, answers.0, answers.1, answers.3)
      return answers.0
    }
    if questions.3 == question {
      questions = (questions.3, questions.0, questions.1, questions.2)
      answers = (answers.3, answers.0, answers.1, answers.2)
      return answers.0
    }
    return nil
  }

  /// Remembers `answer` to `question`, forgetting the answer used longest ago. O(1).
  @inline(__always)
  mutating func remember(_ answer: Answer, to question: Question) {
    questions = (question, questions.0, questions.1, questions.2)
    answers = (answer, answers.0, answers.1, answers.2)
  }
}

/// A question ``RecentAnswers`` remembers answers to.
protocol RecentQuestion: Equatable {
  /// A value never asked (it marks an empty slot).
  static var unasked: Self { get }
}

extension ProposedSize: RecentQuestion {
  /// A negative proposal: every question asked is sanitized first, so never one.
  static var unasked: ProposedSize { ProposedSize(width: -1, height: -1) }
}

/// A text baseline asked of a subview of a given size: the question of
/// ``LayoutSubview/explicitValue(of:size:)``.
struct GuideQuestion: RecentQuestion {
  /// The guide (a text baseline).
  var guide: VerticalAlignment
  /// The subview's size.
  var size: CGSize
}

extension GuideQuestion {
  /// A negative size, which no layout gives a subview.
  static var unasked: GuideQuestion {
    GuideQuestion(guide: .firstTextBaseline, size: CGSize(width: -1, height: -1))
  }
}
