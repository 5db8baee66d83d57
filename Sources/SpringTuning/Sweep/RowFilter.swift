import SpringKit

/// A condition on a sweep's rows: `overshootPercent<=2 && settlingTime<=0.4`.
///
/// Grammar (spaces allowed between tokens):
///
///     expression := conjunction ( "||" conjunction )*
///     conjunction := term ( "&&" term )*
///     term       := "(" expression ")" | operand COMPARISON operand
///     operand    := NAME | NUMBER
///     COMPARISON := "<" | "<=" | ">" | ">=" | "==" | "!="
///
/// `&&` binds tighter than `||`. NAME is a metric or a parameter column;
/// NUMBER a finite decimal. A comparison that involves a missing (null) value
/// is false, whatever the operator, so `settlingTime<=0.4` drops springs that
/// never settle.
public struct RowFilter: Sendable, Hashable, CustomStringConvertible {
    /// A parsed expression.
    public indirect enum Expression: Sendable, Hashable {
        /// `left OP right`.
        case compare(Operand, Comparison, Operand)
        /// Both hold.
        case and(Expression, Expression)
        /// Either holds.
        case or(Expression, Expression)
    }

    /// One side of a comparison.
    public enum Operand: Sendable, Hashable {
        /// A column, by name.
        case name(String)
        /// A constant.
        case number(Double)
    }

    /// A comparison operator.
    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        /// `<`
        case less = "<"
        /// `<=`
        case lessOrEqual = "<="
        /// `>`
        case greater = ">"
        /// `>=`
        case greaterOrEqual = ">="
        /// `==`
        case equal = "=="
        /// `!=`
        case notEqual = "!="

        /// Whether `left OP right` holds.
        public func holds(_ left: Double, _ right: Double) -> Bool {
            switch self {
            case .less: return left < right
            case .lessOrEqual: return left <= right
            case .greater: return left > right
            case .greaterOrEqual: return left >= right
            case .equal: return left == right
            case .notEqual: return left != right
            }
        }
    }

    /// The parsed expression.
    public let expression: Expression
    /// The text it was parsed from.
    public let text: String

    /// The text it was parsed from.
    public var description: String { text }

    /// The names the expression refers to, each once, in order of first appearance.
    public var names: [String] {
        var names: [String] = []
        func visit(_ expression: Expression) {
            switch expression {
            case .compare(let left, _, let right):
                for case .name(let name) in [left, right] where !names.contains(name) { names.append(name) }
            case .and(let a, let b), .or(let a, let b):
                visit(a); visit(b)
            }
        }
        visit(expression)
        return names
    }

    /// The metrics the expression names: its names that are not among `parameters`, in order.
    /// - Throws: ``SpringError`` naming a name that is neither a metric nor a parameter
    ///   (`expression` says which expression, as in "name in where expression").
    public func metrics(beyond parameters: [String], in expression: String) throws(SpringError) -> [MetricName] {
        var metrics: [MetricName] = []
        for name in names where !parameters.contains(name) {
            guard let metric = MetricName(rawValue: name) else {
                throw SpringError(parameter: "name in \(expression)", value: "'\(name)'",
                                  allowed: "a metric (\(MetricName.allowedList)) or a parameter of this sweep (\(parameters.joined(separator: ", ")))")
            }
            metrics.append(metric)
        }
        return metrics
    }

    /// Whether a row passes, reading values by name (`nil` for a null value or an unknown name).
    public func evaluate(_ value: (String) -> Double?) -> Bool {
        func operand(_ operand: Operand) -> Double? {
            switch operand {
            case .name(let name): return value(name)
            case .number(let number): return number
            }
        }
        func visit(_ expression: Expression) -> Bool {
            switch expression {
            case .compare(let left, let op, let right):
                guard let a = operand(left), let b = operand(right) else { return false }
                return op.holds(a, b)
            case .and(let a, let b): return visit(a) && visit(b)
            case .or(let a, let b): return visit(a) || visit(b)
            }
        }
        return visit(expression)
    }

    /// The filter bound to row positions, for evaluating many rows fast.
    /// - Throws: ``SpringError`` naming the first name that is not among `columns`.
    public func compiled(columns: [String]) throws(SpringError) -> Compiled {
        func operand(_ operand: Operand) throws(SpringError) -> Compiled.Node.Operand {
            switch operand {
            case .number(let number): return .number(number)
            case .name(let name):
                guard let index = columns.firstIndex(of: name) else {
                    throw SpringError(parameter: "name in where expression", value: "'\(name)'",
                                      allowed: "one of \(columns.joined(separator: ", "))")
                }
                return .column(index)
            }
        }
        func node(_ expression: Expression) throws(SpringError) -> Compiled.Node {
            switch expression {
            case .compare(let left, let op, let right): return .compare(try operand(left), op, try operand(right))
            case .and(let a, let b): return .and(try node(a), try node(b))
            case .or(let a, let b): return .or(try node(a), try node(b))
            }
        }
        return Compiled(root: try node(expression))
    }

    /// A filter whose names are replaced by positions in a row's values.
    public struct Compiled: Sendable, Hashable {
        indirect enum Node: Sendable, Hashable {
            enum Operand: Sendable, Hashable { case column(Int), number(Double) }
            case compare(Operand, Comparison, Operand)
            case and(Node, Node)
            case or(Node, Node)
        }
        let root: Node

        /// Whether the row whose values (in the compiled column order) are `values` passes.
        public func evaluate(_ values: [Double?]) -> Bool {
            func operand(_ operand: Node.Operand) -> Double? {
                switch operand {
                case .column(let index): return values[index]
                case .number(let number): return number
                }
            }
            func visit(_ node: Node) -> Bool {
                switch node {
                case .compare(let left, let op, let right):
                    guard let a = operand(left), let b = operand(right) else { return false }
                    return op.holds(a, b)
                case .and(let a, let b): return visit(a) && visit(b)
                case .or(let a, let b): return visit(a) || visit(b)
                }
            }
            return visit(root)
        }
    }

    // MARK: Parsing

    /// The grammar, for messages.
    public static let grammar = "comparisons NAME OP NUMBER (OP one of < <= > >= == !=) joined by && and ||, with parentheses"

    /// Parses `text`.
    /// - Throws: ``SpringError`` naming the position and what was expected.
    public static func parse(_ text: String) throws(SpringError) -> RowFilter {
        var parser = Parser(text: text)
        let expression = try parser.parse()
        return RowFilter(expression: expression, text: text)
    }

    private init(expression: Expression, text: String) {
        self.expression = expression
        self.text = text
    }

    private enum Token: Equatable {
        case name(String), number(Double), comparison(Comparison), and, or, open, close, end
    }

    private struct Parser {
        let text: String
        let characters: [Character]
        var position = 0
        var tokenStart = 0
        var token: Token = .end
        var depth = 0

        init(text: String) {
            self.text = text
            characters = Array(text)
        }

        func fail(_ expected: String) -> SpringError {
            let found: String
            if tokenStart >= characters.count {
                found = "the end"
            } else {
                let end = min(characters.count, max(position, tokenStart + 1))
                found = "'\(String(characters[tokenStart..<end]))' at character \(tokenStart + 1)"
            }
            return SpringError(parameter: "where expression", value: "'\(text)'",
                               allowed: "\(RowFilter.grammar) (expected \(expected), found \(found))")
        }

        mutating func parse() throws(SpringError) -> Expression {
            try advance()
            guard token != .end else { throw fail("a comparison such as settlingTime<=0.4") }
            let expression = try disjunction()
            guard token == .end else { throw fail("&&, || or the end") }
            return expression
        }

        mutating func disjunction() throws(SpringError) -> Expression {
            var left = try conjunction()
            while token == .or {
                try advance()
                left = .or(left, try conjunction())
            }
            return left
        }

        mutating func conjunction() throws(SpringError) -> Expression {
            var left = try term()
            while token == .and {
                try advance()
                left = .and(left, try term())
            }
            return left
        }

        mutating func term() throws(SpringError) -> Expression {
            if token == .open {
                depth += 1
                guard depth <= 64 else { throw fail("at most 64 nested parentheses") }
                try advance()
                let inner = try disjunction()
                guard token == .close else { throw fail("')'") }
                depth -= 1
                try advance()
                return inner
            }
            let left = try operand()
            guard case .comparison(let op) = token else { throw fail("a comparison operator (< <= > >= == !=)") }
            try advance()
            let right = try operand()
            if case .number = left, case .number = right { throw fail("a name on one side of the comparison") }
            return .compare(left, op, right)
        }

        mutating func operand() throws(SpringError) -> Operand {
            switch token {
            case .name(let name): try advance(); return .name(name)
            case .number(let number): try advance(); return .number(number)
            default: throw fail("a name or a number")
            }
        }

        mutating func advance() throws(SpringError) {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
            tokenStart = position
            guard position < characters.count else { token = .end; return }
            let c = characters[position]
            let next: Character? = position + 1 < characters.count ? characters[position + 1] : nil
            func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }
            if c.isASCII && (c.isLetter || c == "_") {
                while position < characters.count,
                      characters[position].isASCII && (characters[position].isLetter || characters[position].isNumber || characters[position] == "_") {
                    position += 1
                }
                token = .name(String(characters[tokenStart..<position]))
                return
            }
            if isDigit(c) || c == "." || ((c == "-" || c == "+") && (isDigit(next) || next == ".")) {
                position += 1
                while position < characters.count {
                    let d = characters[position]
                    if isDigit(d) || d == "." {
                        position += 1
                    } else if d == "e" || d == "E" {
                        position += 1
                        if position < characters.count, characters[position] == "+" || characters[position] == "-" { position += 1 }
                    } else if d.isASCII && (d.isLetter || d == "_") {
                        position += 1    // swallow, so that `1x` or `0x10` is reported whole
                    } else {
                        break
                    }
                }
                let literal = String(characters[tokenStart..<position])
                guard let number = DecimalNumber.parse(literal) else {
                    throw SpringError(parameter: "number in where expression", value: "'\(literal)'",
                                      allowed: "a finite decimal number (no nan, inf, hex or overflow)")
                }
                token = .number(number)
                return
            }
            let pair = next.map { String([c, $0]) } ?? String(c)
            switch pair {
            case "&&": token = .and; position += 2; return
            case "||": token = .or; position += 2; return
            case "<=": token = .comparison(.lessOrEqual); position += 2; return
            case ">=": token = .comparison(.greaterOrEqual); position += 2; return
            case "==": token = .comparison(.equal); position += 2; return
            case "!=": token = .comparison(.notEqual); position += 2; return
            default: break
            }
            position += 1
            switch c {
            case "<": token = .comparison(.less)
            case ">": token = .comparison(.greater)
            case "(": token = .open
            case ")": token = .close
            case "=": throw fail("== to compare for equality")
            case "&": throw fail("&& (two ampersands)")
            case "|": throw fail("|| (two bars)")
            default: throw fail("a name, a number, an operator or a parenthesis")
            }
        }
    }
}
