extension SpringSource {
    /// This source, refused when it holds no spring (a request that reads its specs without
    /// resolving them: ``resolved()`` refuses that itself).
    /// - Throws: ``RequestError`` (usage) when ``specs`` is empty.
    public func requiringSprings() throws(RequestError) -> SpringSource {
        guard !specs.isEmpty else { throw RequestError(.usage, "no spring given: use \(field: .springs)") }
        return self
    }

    /// The source of springs given in one of two ways, which do not mix: specs (`positional`
    /// ones first, then `springs`, then the presets named in `presets`), or one spring's
    /// values one by one (``SpringValues/spec()``).
    /// - Throws: ``RequestError`` (usage) when both ways are used, when the values lack
    ///   stiffness or damping, for a spec that does not parse or a name that is not a preset name.
    public init(positional: [String] = [], springs: [String], presets: [String], values: SpringValues,
                presetFiles: [String] = [], searchPath: String? = nil) throws(RequestError) {
        guard values.isGiven else {
            try self.init(springs: positional + springs, presets: presets, presetFiles: presetFiles, searchPath: searchPath)
            return
        }
        guard positional.isEmpty else {
            throw SpringValues.notMixing(with: "spring specs")
        }
        guard springs.isEmpty && presets.isEmpty else {
            throw SpringValues.notMixing(with: "\(field: .spring)/\(field: .preset)")
        }
        self.init(specs: [try values.spec()], presetFiles: presetFiles, searchPath: searchPath)
    }
}
