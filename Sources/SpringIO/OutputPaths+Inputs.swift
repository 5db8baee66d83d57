extension OutputPaths {
    /// Throws when an output names one of `inputs`, files the run reads (each named to the user
    /// as `inputRole`), checked input by input, or when two outputs name the same file
    /// (``checkDistinct(_:)``).
    /// - Throws: ``FileError/namedTwice(path:what:)`` naming both roles.
    /// - Cost: ``checkDistinct(_:)`` once per input and once more.
    public static func checkDistinct(_ outputs: [(role: String, path: String?)], from inputs: [String],
                                     inputRole: String) throws(FileError) {
        for input in inputs {
            try checkDistinct([(role: inputRole, path: input)] + outputs)
        }
        try checkDistinct(outputs)
    }
}
