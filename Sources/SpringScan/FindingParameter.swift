/// One parameter of a spring found in code: its name in the API, its value, and where the
/// value came from.
public struct FindingParameter: Sendable, Hashable {
    /// Where a value came from.
    public enum Source: String, Sendable, Hashable {
        /// A number literal in the code (`0.5`, `-0.2`, `1_500f`).
        case literal
        /// A named constant of the API (`Spring.StiffnessMedium`, `config.wobbly`, `.snappy`).
        case constant
        /// Not written: the API's documented default.
        case `default`
        /// An expression that is not a literal: listed, never evaluated.
        case notLiteral = "not-literal"
    }

    /// The parameter's name as the API spells it (`dampingFraction`, `stiffness`).
    public var name: String
    /// The value, or `nil` when it is not a literal.
    public var value: Double?
    /// The source text (`0.5`, `Spring.StiffnessMedium`, `myDamping * 2`), or `default`.
    public var text: String
    /// Where the value came from.
    public var source: Source
    /// For a value that could not be read (``Source/notLiteral``), why: what the expression is
    /// and where SpringTune looked (`a const in this file or a file it imports`); `nil` otherwise.
    public var reason: String?
    /// Where the number literal is written (its sign and digits: `-0.2` in `CGFloat(-0.2)`),
    /// possibly in another file than the finding (a config bound to a name, imported); `nil`
    /// for a value that is not a number literal.
    public var span: SourceSpan?

    /// Creates a parameter.
    public init(name: String, value: Double?, text: String, source: Source, reason: String? = nil,
                span: SourceSpan? = nil) {
        self.name = name
        self.value = value
        self.text = text
        self.source = source
        self.reason = reason
        self.span = span
    }

    /// A documented default value.
    public static func defaulted(_ name: String, _ value: Double) -> FindingParameter {
        FindingParameter(name: name, value: value, text: "default", source: .default)
    }
}
