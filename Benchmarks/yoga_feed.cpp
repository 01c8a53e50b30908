// LayoutKit's feed cell laid out by Yoga, for Benchmarks/feed_compare.py: the same tree and
// text sizes as autocell-bench's feed workloads, timed the same way (the best of several
// runs, setup off the clock). Built against the Yoga sources of a package downloaded into a
// scratch folder; nothing of Yoga is kept in the repository.
//
// Usage: yoga_feed [--quick] | --frames
#include <Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

// The text rule of autocell-bench's ReplayedTextMeasurer: 10 points per UTF-8 byte, 20 per
// line; text wider than the width wraps into as many lines as it needs (at most `lines`, 0 for
// no limit) and is then as wide as the width.
const float characterWidth = 10;
const float lineHeight = 20;

struct Label {
  std::string text;
  int lines = 1;
  YGNodeRef node = nullptr;
};

YGSize measureLabel(YGNodeRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
  const Label* label = static_cast<const Label*>(YGNodeGetContext(node));
  float natural = characterWidth * static_cast<float>(label->text.size());
  if (natural == 0) return {0, 0};
  if (widthMode == YGMeasureModeUndefined || width >= natural) return {natural, lineHeight};
  float lines = std::ceil(natural / std::max(width, characterWidth));
  if (label->lines > 0) lines = std::min(lines, static_cast<float>(label->lines));
  return {width, lines * lineHeight};
}

// One feed item's eight texts.
struct Item {
  std::string texts[8];

  Item(int id, int generation) {
    std::string tag = std::to_string(id);
    if (generation != 0) tag += "-" + std::to_string(generation);
    texts[0] = "action text " + tag;
    texts[1] = "poster name " + tag;
    texts[2] = "poster title " + tag + " with some longer stuff";
    texts[3] = "poster timestamp " + tag;
    texts[4] = "poster comment " + tag;
    texts[5] = "content title " + tag;
    texts[6] = "content domain " + tag;
    texts[7] = "actor comment " + tag;
  }
};

std::vector<Item> items(int count, int generation) {
  std::vector<Item> made;
  made.reserve(count);
  for (int id = 0; id < count; ++id) made.emplace_back(id, generation);
  return made;
}

YGNodeRef node(YGNodeRef parent) {
  YGNodeRef made = YGNodeNew();
  if (parent) YGNodeInsertChild(parent, made, YGNodeGetChildCount(parent));
  return made;
}

// A tree with label leaves; frames are read from every node after each layout. Allocated
// once and never moved: the nodes' contexts point into it.
struct Tree {
  YGNodeRef root = nullptr;
  std::vector<YGNodeRef> nodes;
  std::vector<YGNodeRef> leaves;
  Label labels[12];
  int labelCount = 0;
  // The labels items write into, in Item order.
  Label* shown[8] = {};

  YGNodeRef add(YGNodeRef parent) {
    YGNodeRef made = node(parent);
    nodes.push_back(made);
    return made;
  }

  YGNodeRef label(YGNodeRef parent, const char* text = "", int lines = 1) {
    YGNodeRef made = add(parent);
    Label* label = &labels[labelCount++];
    label->text = text;
    label->lines = lines;
    label->node = made;
    YGNodeSetContext(made, label);
    YGNodeSetMeasureFunc(made, measureLabel);
    // Round the label's edges to the nearest pixel as UIKit (and AutoCell) do; Yoga's text
    // nodes would floor their positions (a label centred at 152.5 lands on 152, not 153).
    YGNodeSetNodeType(made, YGNodeTypeDefault);
    leaves.push_back(made);
    return made;
  }

  YGNodeRef image(YGNodeRef parent, float width, float height) {
    YGNodeRef made = add(parent);
    if (!std::isnan(width)) YGNodeStyleSetWidth(made, width);
    YGNodeStyleSetHeight(made, height);
    YGNodeStyleSetFlexShrink(made, 0);
    leaves.push_back(made);
    return made;
  }

  // A 50×50 image in a row whose bottom the Auto Layout form pulls to the row's at 749, above
  // its vertical hugging (250): at least 50 tall, stretched to the row's height.
  YGNodeRef pulledImage(YGNodeRef parent) {
    YGNodeRef made = add(parent);
    YGNodeStyleSetWidth(made, 50);
    YGNodeStyleSetMinHeight(made, 50);
    YGNodeStyleSetAlignSelf(made, YGAlignStretch);
    YGNodeStyleSetFlexShrink(made, 0);
    leaves.push_back(made);
    return made;
  }

  void show(const Item& item) {
    for (int i = 0; i < 8; ++i) {
      if (!shown[i]) continue;
      shown[i]->text = item.texts[i];
      YGNodeMarkDirty(shown[i]->node);
    }
  }

  // Lays out at `width` and reads every node's frame, as a host writes them into views.
  float layout(float width, std::vector<float>& frames) {
    YGNodeCalculateLayout(root, width, YGUndefined, YGDirectionLTR);
    frames.clear();
    for (YGNodeRef each : nodes) {
      frames.push_back(YGNodeLayoutGetLeft(each));
      frames.push_back(YGNodeLayoutGetTop(each));
      frames.push_back(YGNodeLayoutGetWidth(each));
      frames.push_back(YGNodeLayoutGetHeight(each));
    }
    return YGNodeLayoutGetHeight(root);
  }

  void free() {
    YGNodeFreeRecursive(root);
    delete this;
  }
};

// LayoutKit's feed item as a flexbox tree: the leaves in autocell-bench's FeedAnchorsCell
// order (action, options, poster image, name, headline, time, comment, content image, title,
// domain, like, comment, share, actor image, actor comment).
Tree* feedTree() {
  Tree& tree = *new Tree;
  tree.root = tree.add(nullptr);
  YGNodeStyleSetFlexDirection(tree.root, YGFlexDirectionColumn);

  YGNodeRef topBar = tree.add(tree.root);
  YGNodeStyleSetFlexDirection(topBar, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(topBar, YGAlignFlexStart);
  YGNodeRef action = tree.label(topBar);
  YGNodeStyleSetFlexGrow(action, 1);
  YGNodeStyleSetFlexShrink(action, 1);
  YGNodeStyleSetFlexShrink(tree.label(topBar, "..."), 0);

  YGNodeRef profile = tree.add(tree.root);
  YGNodeRef card = tree.add(profile);
  YGNodeStyleSetFlexDirection(card, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(card, YGAlignFlexStart);
  tree.pulledImage(card);
  YGNodeRef posterLabels = tree.add(card);
  YGNodeStyleSetFlexGrow(posterLabels, 1);
  YGNodeStyleSetFlexShrink(posterLabels, 1);
  YGNodeStyleSetMargin(posterLabels, YGEdgeLeft, 2);
  YGNodeStyleSetMargin(posterLabels, YGEdgeRight, 4);
  YGNodeStyleSetPadding(posterLabels, YGEdgeTop, 1);
  YGNodeStyleSetPadding(posterLabels, YGEdgeBottom, 3);
  tree.label(posterLabels);
  YGNodeStyleSetMargin(tree.label(posterLabels, "", 3), YGEdgeTop, 1);
  YGNodeStyleSetMargin(tree.label(posterLabels), YGEdgeTop, 1);
  tree.label(profile);

  YGNodeRef content = tree.add(tree.root);
  tree.image(content, YGUndefined, 200);
  tree.label(content);
  tree.label(content);

  YGNodeRef actions = tree.add(tree.root);
  YGNodeStyleSetFlexDirection(actions, YGFlexDirectionRow);
  YGNodeStyleSetJustifyContent(actions, YGJustifyCenter);
  YGNodeRef like = tree.label(actions, "Like");
  YGNodeStyleSetPositionType(like, YGPositionTypeAbsolute);
  YGNodeStyleSetPosition(like, YGEdgeLeft, 8);
  YGNodeStyleSetPosition(like, YGEdgeTop, 0);
  tree.label(actions, "Comment");
  YGNodeRef share = tree.label(actions, "Share");
  YGNodeStyleSetPositionType(share, YGPositionTypeAbsolute);
  YGNodeStyleSetPosition(share, YGEdgeRight, 8);
  YGNodeStyleSetPosition(share, YGEdgeTop, 0);

  YGNodeRef comment = tree.add(tree.root);
  YGNodeStyleSetFlexDirection(comment, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(comment, YGAlignFlexStart);
  tree.pulledImage(comment);
  YGNodeRef actorComment = tree.label(comment);
  YGNodeStyleSetFlexGrow(actorComment, 1);
  YGNodeStyleSetFlexShrink(actorComment, 1);

  // Labels in creation order: action 0, options 1, name 2, headline 3, time 4, comment 5,
  // title 6, domain 7, like 8, comment 9, share 10, actor comment 11.
  int shownLabels[8] = {0, 2, 3, 4, 5, 6, 7, 11};
  for (int i = 0; i < 8; ++i) tree.shown[i] = &tree.labels[shownLabels[i]];
  return &tree;
}

// LayoutKit's bad case: a two-line label beside a badge label, 8-point margins.
Tree* badgeTree() {
  Tree& tree = *new Tree;
  tree.root = tree.add(nullptr);
  YGNodeStyleSetFlexDirection(tree.root, YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(tree.root, YGAlignFlexStart);
  YGNodeStyleSetPadding(tree.root, YGEdgeAll, 8);
  YGNodeStyleSetFlexShrink(tree.label(tree.root, "", 2), 1);
  YGNodeRef badge = tree.label(tree.root);
  YGNodeStyleSetFlexShrink(badge, 0);
  YGNodeStyleSetMargin(badge, YGEdgeLeft, 8);
  return &tree;
}

// The badge cell shows the headline and content title, and the timestamp as the badge.
Item badgeItem(const Item& item) {
  Item shown = item;
  shown.texts[0] = item.texts[2] + " and " + item.texts[5];
  shown.texts[1] = item.texts[3];
  return shown;
}

void showBadge(Tree& tree, const Item& item) {
  Item shown = badgeItem(item);
  for (int i = 0; i < 2; ++i) {
    tree.labels[i].text = shown.texts[i];
    YGNodeMarkDirty(tree.labels[i].node);
  }
}

struct Form {
  const char* name;
  Tree* (*make)();
  void (*show)(Tree&, const Item&);
};

void showFeed(Tree& tree, const Item& item) { tree.show(item); }

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point start, Clock::time_point end) {
  return std::chrono::duration<double>(end - start).count();
}

// Runs `body` (which returns its timed seconds) at least 3 times, up to 20 while the runs add
// up to under 3 seconds, and returns the fastest run.
template <typename Body>
double best(int repetitions, Body body) {
  double fastest = INFINITY;
  double spent = 0;
  for (int run = 0; run < repetitions || (repetitions > 1 && spent < 3 && run < 20); ++run) {
    double elapsed = body();
    fastest = std::min(fastest, elapsed);
    spent += elapsed;
  }
  return fastest;
}

volatile float sink;

void report(const char* name, int size, double secondsPerOperation) {
  std::printf("%s %d %.1f\n", name, size, secondsPerOperation * 1e9);
  std::fflush(stdout);
}

void runForm(const Form& form, int n, int repetitions) {
  std::string prefix = std::string("feed.") + form.name;
  std::vector<float> frames;
  double fresh = best(repetitions, [&] {
    std::vector<Item> shown = items(n, 0);
    std::vector<Tree*> trees;
    trees.reserve(n);
    float total = 0;
    auto start = Clock::now();
    for (const Item& item : shown) {
      trees.push_back(form.make());
      form.show(*trees.back(), item);
      total += trees.back()->layout(375, frames);
    }
    auto end = Clock::now();
    sink = total;
    for (Tree* tree : trees) tree->free();
    return seconds(start, end);
  });
  report((prefix + ".fresh").c_str(), n, fresh / n);

  auto laidOut = [&](std::vector<Tree*>& trees) {
    for (const Item& item : items(n, 0)) {
      trees.push_back(form.make());
      form.show(*trees.back(), item);
      trees.back()->layout(375, frames);
    }
  };
  double reused = best(repetitions, [&] {
    std::vector<Tree*> trees;
    laidOut(trees);
    std::vector<Item> next = items(n, 1);
    float total = 0;
    auto start = Clock::now();
    for (int i = 0; i < n; ++i) {
      form.show(*trees[i], next[i]);
      total += trees[i]->layout(375, frames);
    }
    auto end = Clock::now();
    sink = total;
    for (Tree* tree : trees) tree->free();
    return seconds(start, end);
  });
  report((prefix + ".reused").c_str(), n, reused / n);

  double width = best(repetitions, [&] {
    std::vector<Tree*> trees;
    laidOut(trees);
    float total = 0;
    auto start = Clock::now();
    for (Tree* tree : trees) {
      total += tree->layout(667, frames);
      total += tree->layout(375, frames);
    }
    auto end = Clock::now();
    sink = total;
    for (Tree* tree : trees) tree->free();
    return seconds(start, end);
  });
  report((prefix + ".width").c_str(), n, width / n);
}

// The heights of `rows` items at 375 with one tree reused for every row.
void runList(int rows, int repetitions) {
  double list = best(repetitions, [&] {
    std::vector<Item> shown = items(rows, 0);
    float total = 0;
    auto start = Clock::now();
    Tree* tree = feedTree();
    for (const Item& item : shown) {
      tree->show(item);
      YGNodeCalculateLayout(tree->root, 375, YGUndefined, YGDirectionLTR);
      total += YGNodeLayoutGetHeight(tree->root);
    }
    auto end = Clock::now();
    sink = total;
    tree->free();
    return seconds(start, end);
  });
  report("feed.list", rows, list / rows);
}

std::string number(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string trimmed = text;
  while (!trimmed.empty() && trimmed.back() == '0') trimmed.pop_back();
  if (!trimmed.empty() && trimmed.back() == '.') trimmed.pop_back();
  return trimmed == "-0" ? "0" : trimmed;
}

// The same lines as `autocell-bench --frames`.
void printFrames() {
  for (int id : {0, 7, 1234}) {
    for (float width : {375.0f, 667.0f}) {
      Tree& tree = *feedTree();
      tree.show(Item(id, 0));
      std::vector<float> frames;
      float height = tree.layout(width, frames);
      std::printf("%d %s %s\n", id, number(width).c_str(), number(height).c_str());
      for (size_t index = 0; index < tree.leaves.size(); ++index) {
        YGNodeRef leaf = tree.leaves[index];
        float x = YGNodeLayoutGetLeft(leaf);
        float y = YGNodeLayoutGetTop(leaf);
        for (YGNodeRef parent = YGNodeGetParent(leaf); parent && parent != tree.root;
             parent = YGNodeGetParent(parent)) {
          x += YGNodeLayoutGetLeft(parent);
          y += YGNodeLayoutGetTop(parent);
        }
        std::printf("%d %s %zu %s %s %s %s\n", id, number(width).c_str(), index,
                    number(x).c_str(), number(y).c_str(),
                    number(YGNodeLayoutGetWidth(leaf)).c_str(),
                    number(YGNodeLayoutGetHeight(leaf)).c_str());
      }
      tree.free();
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--frames") == 0) {
      printFrames();
      return 0;
    }
    if (std::strcmp(argv[i], "--quick") == 0) quick = true;
  }
  int repetitions = quick ? 1 : 3;
  const Form forms[] = {{"yoga", feedTree, showFeed}, {"yoga-badge", badgeTree, showBadge}};
  for (const Form& form : forms) {
    for (int n : quick ? std::vector<int>{1} : std::vector<int>{1, 10, 100}) {
      runForm(form, n, repetitions);
    }
  }
  runList(quick ? 20 : 10000, repetitions);
  return 0;
}
