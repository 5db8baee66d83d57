/// Values of a family's parameters, keyed by ``SpringParameter``: what
/// ``SpringFamily/spring(_:mass:)`` builds a spring from and what a conversion back gives.
///
/// `[.duration: 0.5, .bounce: 0.3]`. Keys the family does not use are ignored by it.
public struct SpringParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    private var values: [SpringParameter: Double]

    /// Creates an empty set.
    public init() {
        values = [:]
    }

    /// Creates a set from `(key, value)` pairs; a later pair for the same key wins.
    public init<S: Sequence>(_ pairs: S) where S.Element == (SpringParameter, Double) {
        values = [:]
        for (key, value) in pairs { values[key] = value }
    }

    /// Creates a set from a literal, `[.stiffness: 100, .damping: 10]`.
    public init(dictionaryLiteral elements: (SpringParameter, Double)...) {
        self.init(elements)
    }

    /// The value of `key`, if given; setting `nil` removes it.
    public subscript(key: SpringParameter) -> Double? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The keys given.
    public var keys: Set<SpringParameter> { Set(values.keys) }

    /// Whether no value is given.
    public var isEmpty: Bool { values.isEmpty }

    /// The values whose key satisfies `isIncluded`.
    public func filter(_ isIncluded: (SpringParameter) -> Bool) -> SpringParameters {
        SpringParameters(values.filter { isIncluded($0.key) }.map { ($0.key, $0.value) })
    }

    /// The `(key, value)` pairs, in ``SpringParameter`` order.
    public func makeIterator() -> IndexingIterator<[(key: SpringParameter, value: Double)]> {
        SpringParameter.allCases.compactMap { key in values[key].map { (key: key, value: $0) } }.makeIterator()
    }
}

extension SpringParameters {
    /// The value of `key`, which a family's formula needs.
    /// - Throws: ``SpringError`` naming `key` when it is not given.
    func required(_ key: SpringParameter) throws(SpringError) -> Double {
        guard let value = self[key] else {
            throw SpringError(parameter: key.rawValue, value: "missing", allowed: "given")
        }
        return value
    }
}
