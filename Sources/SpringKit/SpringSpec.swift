/// A spring as users write it on the command line (docs/cli.md):
/// `[FAMILY:]KEY=NUMBER[,KEY=NUMBER…]` or `preset:NAME[,KEY=NUMBER…]`.
///
/// Keys are case-sensitive, each at most once (aliases count as their key),
/// with no spaces; numbers are finite plain decimals. The parser checks the
/// grammar and the keys; ``resolved(label:)`` checks that the values make a spring.
public struct SpringSpec: Sendable, Hashable, CustomStringConvertible {
    /// Where the spring's parameters come from.
    public enum Base: Sendable, Hashable {
        /// A family's own parameters.
        case family(SpringFamily)
        /// A named preset, resolved by SpringPresets; the items override it.
        case preset(String)
    }

    /// One `KEY=NUMBER` item: the parameter it gives (an alias such as `k` is parsed to its
    /// key, ``SpringParameter/stiffness``) and the value.
    ///
    /// The spelling a user typed is not kept here: a spring's label keeps the text as given
    /// (`k=100,c=10`), and ``SpringSpec/description`` writes each key in its canonical spelling.
    public struct Item: Sendable, Hashable {
        /// The parameter (``SpringParameter/stiffness`` for `k`).
        public var key: SpringParameter
        /// The value.
        public var value: Double

        /// Creates an item.
        public init(key: SpringParameter, value: Double) {
            self.key = key
            self.value = value
        }
    }

    /// The family or preset.
    public var base: Base
    /// The items, in the order given.
    public var items: [Item]

    /// Creates a spec from parts.
    public init(base: Base, items: [Item]) {
        self.base = base
        self.items = items
    }

    /// The value of `parameter`, if given. Cost: O(items).
    public subscript(parameter: SpringParameter) -> Double? {
        items.first { $0.key == parameter }?.value
    }

    /// Every value the spec gives, keyed (the first of a repeated key, as the subscript reads it).
    public var values: SpringParameters {
        SpringParameters(items.reversed().map { ($0.key, $0.value) })
    }

    /// The spec in canonical text form: `swiftui:duration=0.5,bounce=0.3`.
    public var description: String {
        let head: String
        switch base {
        case .family(.physical): head = ""
        case .family(let family): head = family.rawValue + ":"
        case .preset(let name): head = "preset:" + name + (items.isEmpty ? "" : ",")
        }
        return head + items.map { "\($0.key)=\(NumberStyle.decimal.text($0.value))" }.joined(separator: ",")
    }

    // MARK: Parsing

    /// Parses `text`.
    /// - Throws: ``SpringError`` naming the offending part and what is allowed.
    public static func parse(_ text: String) throws(SpringError) -> SpringSpec {
        let families = SpringFamily.allCases.map({ $0.rawValue }).joined(separator: ", ")
        guard !text.isEmpty else {
            throw SpringError(parameter: "spring spec", value: "''",
                              allowed: "[FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME")
        }
        if let bad = text.unicodeScalars.first(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            let found = bad == " " ? "a space" : bad.properties.isWhitespace && bad.value >= 0x20 ? "whitespace"
                : "control character \(SpringError.escapingControlCharacters(String(bad)))"
            throw SpringError(parameter: "spring spec", value: "'\(text)'",
                              allowed: "written without spaces or control characters (found \(found))")
        }
        var body = Substring(text)
        var base = Base.family(.physical)
        if let colon = body.firstIndex(of: ":") {
            let head = String(body[..<colon])
            body = body[body.index(after: colon)...]
            if head == "preset" {
                let name = body.prefix { $0 != "," }
                guard !name.isEmpty, !name.contains("=") else {
                    throw SpringError(parameter: "spring spec", value: "'\(text)'",
                                      allowed: "preset:NAME[,KEY=NUMBER…] with a preset name")
                }
                base = .preset(String(name))
                body = body.dropFirst(name.count)
                if body.first == "," {
                    body = body.dropFirst()
                    guard !body.isEmpty else {
                        throw SpringError(parameter: "spring spec", value: "'\(text)'", allowed: "no empty item after ','")
                    }
                }
            } else if let family = SpringFamily(rawValue: head) {
                base = .family(family)
            } else {
                throw SpringError(parameter: "spring family", value: "'\(head)'",
                                  allowed: "one of \(families), or preset")
            }
        }
        let allowedKeys: [FamilyParameter]
        switch base {
        case .family(let family): allowedKeys = family.parameters + SpringFamily.commonParameters
        case .preset: allowedKeys = SpringFamily.allCases.flatMap({ $0.parameters }) + SpringFamily.commonParameters
        }
        var items: [Item] = []
        if case .preset = base, body.isEmpty { return SpringSpec(base: base, items: []) }
        for raw in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else {
                throw SpringError(parameter: "spring spec", value: "'\(text)'", allowed: "no empty item between commas")
            }
            guard let equals = raw.firstIndex(of: "=") else {
                throw SpringError(parameter: "spring spec item", value: "'\(raw)'", allowed: "KEY=NUMBER")
            }
            let spelling = String(raw[..<equals])
            let number = raw[raw.index(after: equals)...]
            guard let key = allowedKeys.first(where: { $0.matches(spelling) }) else {
                let names = allowedKeys.map({ $0.name })
                let unique = names.enumerated().filter { names.firstIndex(of: $0.element) == $0.offset }.map({ $0.element })
                throw SpringError(parameter: "key", value: "'\(spelling)'",
                                  allowed: "one of \(unique.joined(separator: ", ")) for \(base.name)")
            }
            guard let value = DecimalNumber.parse(number) else {
                throw SpringError(parameter: key.name, value: "'\(number)'",
                                  allowed: "a finite decimal number (no nan, inf, hex or overflow)")
            }
            guard !items.contains(where: { $0.key == key.key }) else {
                throw SpringError(parameter: "key", value: "'\(spelling)'", allowed: "given at most once")
            }
            items.append(Item(key: key.key, value: value))
        }
        return SpringSpec(base: base, items: items)
    }
}

extension SpringSpec.Base {
    /// `physical`, `swiftui`, `preset NAME`.
    public var name: String {
        switch self {
        case .family(let family): return family.rawValue
        case .preset(let preset): return "preset \(preset)"
        }
    }
}
