// Runs a .cas workload written by generate.py through kiwi's C++ solver, timing only solver
// calls, so that autocell-cli can be compared with kiwi natively (compare.py builds this file
// against the headers of the kiwisolver source distribution; nothing of kiwi is kept here).
//
// Usage: kiwi_native FILE
//   Prints `NAME = VALUE` lines for each `print` on standard output, and ends standard error
//   with `stats: solver_ms=T`, the time spent in addConstraint, removeConstraint,
//   addEditVariable, removeEditVariable, suggestValue and updateVariables, as
//   `autocell-cli solve --stats` does.
//
// Reads the subset of the .cas format that generate.py writes: constraints
// `[LABEL:] EXPR OP EXPR [@ LEVEL [WEIGHT]]` (OP one of ==, <=, >=; EXPR linear, with numbers,
// names, + - * / and parentheses), `var`, `edit NAME [@ LEVEL [WEIGHT]]`, `suggest NAME = V`,
// `unedit NAME`, `remove LABEL`, `print [NAME ...]` and `#` comments.
//
// kiwi has no priority levels, so a level becomes one number exactly as kiwi_solve.py does:
// WEIGHT * 1000^((LEVEL - 250) / 250), which is kiwi's weak, medium and strong at 250, 500 and
// 750, capped at 1e9 (below kiwi's required); level 1000 is required.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

// A linear expression while parsing: coefficients by variable index, plus a constant.
struct Linear {
  std::map<int, double> terms;
  double constant = 0;

  bool isConstant() const { return terms.empty(); }

  Linear scaled(double factor) const {
    Linear result;
    for (const auto& [index, coefficient] : terms) result.terms[index] = coefficient * factor;
    result.constant = constant * factor;
    return result;
  }

  void add(const Linear& other, double sign) {
    for (const auto& [index, coefficient] : other.terms) terms[index] += sign * coefficient;
    constant += sign * other.constant;
  }
};

// The variables of the file, in order of first appearance.
struct Variables {
  std::unordered_map<std::string, int> indices;
  std::vector<kiwi::Variable> variables;
  std::vector<std::string> names;

  int index(const std::string& name) {
    auto found = indices.find(name);
    if (found != indices.end()) return found->second;
    int index = static_cast<int>(variables.size());
    indices.emplace(name, index);
    variables.emplace_back(name);
    names.push_back(name);
    return index;
  }
};

[[noreturn]] void fail(int line, const std::string& message) {
  std::fprintf(stderr, "kiwi_native: line %d: %s\n", line, message.c_str());
  std::exit(1);
}

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
}

// A recursive-descent parser for one linear expression.
class ExpressionParser {
 public:
  ExpressionParser(const std::string& text, Variables& variables, int line)
      : text_(text), variables_(variables), line_(line) {}

  Linear parse() {
    Linear result = sum();
    skipSpaces();
    if (position_ != text_.size()) fail(line_, "unexpected '" + text_.substr(position_) + "'");
    return result;
  }

 private:
  const std::string& text_;
  Variables& variables_;
  int line_;
  size_t position_ = 0;

  void skipSpaces() {
    while (position_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[position_])))
      ++position_;
  }

  bool accept(char c) {
    skipSpaces();
    if (position_ < text_.size() && text_[position_] == c) {
      ++position_;
      return true;
    }
    return false;
  }

  // sum := product (('+' | '-') product)*
  Linear sum() {
    Linear result = product();
    for (;;) {
      if (accept('+')) {
        result.add(product(), 1);
      } else if (accept('-')) {
        result.add(product(), -1);
      } else {
        return result;
      }
    }
  }

  // product := factor (('*' | '/') factor)*, where one side of '*' and the divisor are numbers.
  Linear product() {
    Linear result = factor();
    for (;;) {
      if (accept('*')) {
        Linear right = factor();
        if (result.isConstant()) {
          result = right.scaled(result.constant);
        } else if (right.isConstant()) {
          result = result.scaled(right.constant);
        } else {
          fail(line_, "nonlinear expression");
        }
      } else if (accept('/')) {
        Linear right = factor();
        if (!right.isConstant() || right.constant == 0) fail(line_, "bad division");
        result = result.scaled(1 / right.constant);
      } else {
        return result;
      }
    }
  }

  // factor := NUMBER | NAME | '(' sum ')' | ('-' | '+') factor
  Linear factor() {
    if (accept('-')) return factor().scaled(-1);
    if (accept('+')) return factor();
    if (accept('(')) {
      Linear inner = sum();
      if (!accept(')')) fail(line_, "missing ')'");
      return inner;
    }
    skipSpaces();
    Linear result;
    if (position_ < text_.size() && isNameStart(text_[position_])) {
      size_t start = position_;
      while (position_ < text_.size() && isNameChar(text_[position_])) ++position_;
      result.terms[variables_.index(text_.substr(start, position_ - start))] = 1;
      return result;
    }
    const char* begin = text_.c_str() + position_;
    char* end = nullptr;
    result.constant = std::strtod(begin, &end);
    if (end == begin) fail(line_, "expected a number or a name at '" + text_.substr(position_) + "'");
    position_ += static_cast<size_t>(end - begin);
    return result;
  }
};

std::string trim(const std::string& text) {
  size_t start = text.find_first_not_of(" \t\r");
  if (start == std::string::npos) return "";
  size_t end = text.find_last_not_of(" \t\r");
  return text.substr(start, end - start + 1);
}

// kiwi's strength for the text after '@' ("LEVEL [WEIGHT]"); see the comment at the top.
double kiwiStrength(const std::string& text, int line) {
  std::istringstream words(text);
  std::string levelText;
  double weight = 1;
  words >> levelText;
  if (!(words >> weight)) weight = 1;
  double level;
  if (levelText == "required") {
    level = 1000;
  } else if (levelText == "strong") {
    level = 750;
  } else if (levelText == "medium") {
    level = 500;
  } else if (levelText == "weak") {
    level = 250;
  } else {
    char* end = nullptr;
    level = std::strtod(levelText.c_str(), &end);
    if (levelText.empty() || *end != '\0') fail(line, "bad strength '" + text + "'");
  }
  if (level >= 1000) return kiwi::strength::required;
  return std::min(weight * std::pow(1000.0, (level - 250) / 250), 1e9);
}

kiwi::Expression toKiwi(const Linear& linear, Variables& variables) {
  std::vector<kiwi::Term> terms;
  for (const auto& [index, coefficient] : linear.terms)
    if (coefficient != 0) terms.emplace_back(variables.variables[index], coefficient);
  return kiwi::Expression(std::move(terms), linear.constant);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: kiwi_native FILE\n");
    return 2;
  }
  std::ifstream file(argv[1]);
  if (!file) {
    std::fprintf(stderr, "kiwi_native: cannot read %s\n", argv[1]);
    return 2;
  }

  kiwi::Solver solver;
  Variables variables;
  std::unordered_map<std::string, kiwi::Constraint> labels;
  std::chrono::steady_clock::duration spent{};
  std::string output;

  // Runs one solver call and adds its time to `spent`; nothing else is timed.
  auto timed = [&](auto&& call) {
    auto start = std::chrono::steady_clock::now();
    call();
    spent += std::chrono::steady_clock::now() - start;
  };

  std::string raw;
  int lineNumber = 0;
  try {
    while (std::getline(file, raw)) {
      ++lineNumber;
      std::string line = trim(raw.substr(0, raw.find('#')));
      if (line.empty()) continue;
      std::istringstream words(line);
      std::string word;
      words >> word;

      if (word == "var") {  // declares names in file order, for `print`
        std::string names = line.substr(3);
        std::replace(names.begin(), names.end(), ',', ' ');
        std::istringstream declared(names);
        std::string name;
        while (declared >> name) variables.index(name);
        continue;
      }
      if (word == "print") {
        timed([&] { solver.updateVariables(); });
        std::vector<int> chosen;
        std::string name;
        while (words >> name) chosen.push_back(variables.index(name));
        if (chosen.empty())
          for (size_t i = 0; i < variables.names.size(); ++i) chosen.push_back(static_cast<int>(i));
        std::sort(chosen.begin(), chosen.end());  // file order, as autocell-cli prints
        for (int index : chosen) {
          char value[64];
          std::snprintf(value, sizeof value, "%.9g", variables.variables[index].value() + 0.0);
          output += variables.names[index] + " = " + value + "\n";
        }
        continue;
      }
      if (word == "edit") {
        std::string rest = line.substr(4);
        size_t at = rest.find('@');
        kiwi::Variable v = variables.variables[variables.index(trim(rest.substr(0, at)))];
        double strength =
            at == std::string::npos ? kiwi::strength::strong : kiwiStrength(rest.substr(at + 1), lineNumber);
        timed([&] { solver.addEditVariable(v, strength); });
        continue;
      }
      if (word == "unedit") {
        std::string name;
        words >> name;
        kiwi::Variable v = variables.variables[variables.index(name)];
        timed([&] { solver.removeEditVariable(v); });
        continue;
      }
      if (word == "suggest") {
        size_t equals = line.find('=');
        if (equals == std::string::npos) fail(lineNumber, "suggest without '='");
        kiwi::Variable v = variables.variables[variables.index(trim(line.substr(7, equals - 7)))];
        double value = std::strtod(line.c_str() + equals + 1, nullptr);
        timed([&] { solver.suggestValue(v, value); });
        continue;
      }
      if (word == "remove") {
        std::string label;
        words >> label;
        auto found = labels.find(label);
        if (found == labels.end()) fail(lineNumber, "unknown label " + label);
        kiwi::Constraint constraint = found->second;
        labels.erase(found);
        timed([&] { solver.removeConstraint(constraint); });
        continue;
      }

      // A constraint: an optional label, two expressions around the operator, an optional
      // strength after '@'.
      std::string label;
      size_t colon = line.find(':');
      if (colon != std::string::npos) {
        label = trim(line.substr(0, colon));
        line = line.substr(colon + 1);
      }
      double strength = kiwi::strength::required;
      size_t at = line.find('@');
      if (at != std::string::npos) {
        strength = kiwiStrength(line.substr(at + 1), lineNumber);
        line = line.substr(0, at);
      }
      size_t op = line.find_first_of("=<>");
      if (op == std::string::npos || op + 1 >= line.size() || line[op + 1] != '=')
        fail(lineNumber, "expected ==, <= or >=");
      kiwi::RelationalOperator relation =
          line[op] == '=' ? kiwi::OP_EQ : (line[op] == '<' ? kiwi::OP_LE : kiwi::OP_GE);
      std::string leftText = line.substr(0, op);
      std::string rightText = line.substr(op + 2);
      Linear left = ExpressionParser(leftText, variables, lineNumber).parse();
      Linear right = ExpressionParser(rightText, variables, lineNumber).parse();
      left.add(right, -1);  // kiwi's constraints are `expression OP 0`
      kiwi::Constraint constraint(toKiwi(left, variables), relation, strength);
      if (!label.empty()) labels[label] = constraint;
      timed([&] { solver.addConstraint(constraint); });
    }
  } catch (const std::exception& error) {
    fail(lineNumber, std::string("kiwi: ") + error.what());
  }

  std::fwrite(output.data(), 1, output.size(), stdout);
  double milliseconds = std::chrono::duration<double, std::milli>(spent).count();
  std::fprintf(stderr, "stats: solver_ms=%.3f\n", milliseconds);
  return 0;
}
