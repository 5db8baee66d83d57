import SpringIO
import SpringKit

/// A spring written in code: where, which API, its parameters, the spring in physical terms,
/// how it moves as its engine draws it, and what a reviewer should know.
public struct Finding: Sendable, Hashable {
    /// The file, as reached from the scanned path; a name that is not UTF-8 (or holds a
    /// control character) is shown with those bytes as `\xNN` (``rawPath`` has them).
    public var path: String
    /// The path's bytes when ``path`` shows some of them escaped; `nil` when ``path`` is the
    /// file's name exactly.
    public var rawPath: RawPath?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-16 code units.
    public var column: Int
    /// The source language.
    public var language: SourceLanguage
    /// The API as written (`SwiftUI .spring(response:dampingFraction:)`, `Compose spring()`).
    public var api: String
    /// The name the spring is bound to (`let cardSpring = …`, `cardSpring: {…}`), if any.
    public var name: String?
    /// Whether ``name`` is seen beyond its block — exported (`export const`), a type's member
    /// (`static let`), at a file's top level — so that springs of the same name elsewhere were
    /// meant to match it; a local binding (inside a function) is compared with nothing.
    public var nameIsShared: Bool
    /// The parameters, as written or defaulted.
    public var parameters: [FindingParameter]
    /// The SpringKit family the parameters were converted with.
    public var family: SpringFamily?
    /// The spring, when every parameter it needs is a literal and the values are valid.
    public var spring: Spring?
    /// The motion measured: a unit step from rest, or with the call's normalised initial velocity.
    public var motion: Motion
    /// The solver that drew the curve measured: the engine's renderer where SpringKit has one.
    public var solver: Solver?
    /// Metrics of the curve ``solver`` draws (2 % band).
    public var metrics: SpringMetrics?
    /// Metrics of the exact solution, when ``solver`` is not exact.
    public var exactMetrics: SpringMetrics?
    /// Warnings and notes.
    public var diagnostics: [ScanDiagnostic]
    /// Assumptions and explanations (the engine's defaults used, an approximation made).
    public var notes: [String]
    /// Whether the spring is written with no parameters (`.smooth`, Compose `spring()`,
    /// `withSpring(x)`), so it was measured with the API's documented defaults.
    public var isDefault: Bool = false
    /// The version of the API whose rules were applied, when they differ between versions
    /// (Reanimated's `withSpring`), and where it came from; `nil` when the API has one rule.
    public var apiVersion: APIVersion?

    /// Which of several values the code chooses between this spring is, when it is one:
    /// `Platform.select ios`, `when i === 0` / `unless i === 0` (a ternary's branches),
    /// `makeSpring return at line 12`; `nil` for a spring written once.
    public var variant: String?
    /// Whether the spring is a config defined and exported but used nowhere in the scanned
    /// tree, reported where it is defined.
    public var isUnused: Bool = false
    /// What each parameter is to ``family`` (its keys, the mass, the velocity), for writing a
    /// spring back in the call's form; `nil` when no family reads the call.
    public var roles: ParameterRoles?
    /// The bracketed list the call's arguments are written in, where an argument left to its
    /// default can be added; `nil` where the scan records none (a JavaScript options object,
    /// found from its literals; setters; presets).
    public var arguments: ArgumentSite?

    /// The version of an API a finding was read with.
    public struct APIVersion: Sendable, Hashable {
        /// The major version whose rules were applied (`4`).
        public var major: Int
        /// Where it came from: the `package.json` and the version range it names, or why it was assumed.
        public var source: String
        /// Whether the version was read from the project (`package.json`), not assumed.
        public var isDeclared: Bool

        /// Creates a version.
        public init(major: Int, source: String, isDeclared: Bool) {
            self.major = major
            self.source = source
            self.isDeclared = isDeclared
        }
    }

    /// Creates a finding.
    public init(path: String, line: Int, column: Int, language: SourceLanguage, api: String, name: String? = nil,
                nameIsShared: Bool = true, parameters: [FindingParameter] = [], family: SpringFamily? = nil, spring: Spring? = nil,
                motion: Motion = .unitStep, solver: Solver? = nil, metrics: SpringMetrics? = nil,
                exactMetrics: SpringMetrics? = nil, diagnostics: [ScanDiagnostic] = [], notes: [String] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.language = language
        self.api = api
        self.name = name
        self.nameIsShared = nameIsShared
        self.parameters = parameters
        self.family = family
        self.spring = spring
        self.motion = motion
        self.solver = solver
        self.metrics = metrics
        self.exactMetrics = exactMetrics
        self.diagnostics = diagnostics
        self.notes = notes
    }

    /// `path:line:column`.
    public var location: String { "\(path):\(line):\(column)" }

    /// The diagnostics at warning level.
    public var warnings: [ScanDiagnostic] { diagnostics.filter { $0.rule.level == .warning } }

    /// The value of the parameter named `name`, if it is known.
    public func value(of name: String) -> Double? {
        parameters.first { $0.name == name }?.value
    }
}
