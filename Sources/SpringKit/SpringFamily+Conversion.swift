extension SpringFamily {
    /// The spring this family's `parameters` describe, at `mass`.
    ///
    /// `parameters` holds canonical key names (see ``parameterKeys``); the spec
    /// parser has already checked that the required ones are present.
    /// - Throws: ``SpringError`` naming the parameter when a value is outside
    ///   the family's range.
    public func spring(_ parameters: [String: Double], mass: Double) throws(SpringError) -> Spring {
        switch self {
        case .physical, .jnw:
            return try Spring(mass: mass,
                              stiffness: parameters["stiffness"] ?? .nan,
                              damping: parameters["damping"] ?? .nan)
        default:
            throw SpringError(parameter: "family", value: rawValue,
                              allowed: "physical or jnw (the \(rawValue) conversion is not built yet)")
        }
    }
}
