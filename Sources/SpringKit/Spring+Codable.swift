// Decoding goes through the validating initialisers, so no decoded value can hold what the
// initialisers refuse (a zero mass, a negative stiffness, a non-finite start): synthesised
// Codable would store the numbers as they come and the physics would return NaN.
// Codable is not in Embedded Swift (the WebAssembly build, docs/web.md).
#if !hasFeature(Embedded)

extension Spring {
    private enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

    /// Decodes `{"mass", "stiffness", "damping"}` through ``init(mass:stiffness:damping:)``.
    /// - Throws: `DecodingError.dataCorrupted` with the ``SpringError`` message when a value is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decode(Double.self, forKey: .mass)
        let stiffness = try container.decode(Double.self, forKey: .stiffness)
        let damping = try container.decode(Double.self, forKey: .damping)
        do {
            try self.init(mass: mass, stiffness: stiffness, damping: damping)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description,
                                                    underlyingError: error))
        }
    }

    /// Encodes `{"mass", "stiffness", "damping"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
    }
}

extension Motion {
    private enum CodingKeys: String, CodingKey { case from, to, absoluteVelocity }

    /// Decodes `{"from", "to", "absoluteVelocity"}` through ``init(from:to:absoluteVelocity:)``.
    /// - Throws: `DecodingError.dataCorrupted` with the ``SpringError`` message when a value is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let from = try container.decode(Double.self, forKey: .from)
        let to = try container.decode(Double.self, forKey: .to)
        let velocity = try container.decode(Double.self, forKey: .absoluteVelocity)
        do {
            try self.init(from: from, to: to, absoluteVelocity: velocity)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description,
                                                    underlyingError: error))
        }
    }

    /// Encodes `{"from", "to", "absoluteVelocity"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(absoluteVelocity, forKey: .absoluteVelocity)
    }
}

extension RestThresholds {
    private enum CodingKeys: String, CodingKey { case restDelta, restSpeed }

    /// Decodes `{"restDelta", "restSpeed"}` through ``init(restDelta:restSpeed:)``.
    /// - Throws: `DecodingError.dataCorrupted` with the ``SpringError`` message when a value is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let delta = try container.decode(Double.self, forKey: .restDelta)
        let speed = try container.decode(Double.self, forKey: .restSpeed)
        do {
            try self.init(restDelta: delta, restSpeed: speed)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description,
                                                    underlyingError: error))
        }
    }

    /// Encodes `{"restDelta", "restSpeed"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(restDelta, forKey: .restDelta)
        try container.encode(restSpeed, forKey: .restSpeed)
    }
}
#endif
