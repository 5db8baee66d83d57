extension SpringFamily {
    /// The spring this family's `parameters` describe, at `mass`.
    ///
    /// `parameters` holds the family's keys (see ``parameters``); each required one must be
    /// given. Families other than `physical`/`jnw` are defined at mass 1 and keep their motion
    /// at other masses (`k·m`, `c·m`). The formula is the family type's
    /// (``SpringFamilyParameterization/spring(_:mass:)``), and each family's formula, source,
    /// range and accuracy are documented on that type: ``PhysicalParameters``,
    /// ``ResponseParameters``, ``SwiftUIParameters``, ``MotionParameters`` (`duration`) or
    /// ``MotionVisualParameters`` (`visualDuration`), ``SettlingParameters`` (`epsilon` defaults
    /// to 0.001), ``POPParameters``, ``OrigamiParameters``, ``AndroidParameters``,
    /// ``FlutterParameters`` (with ``FlutterDampingRatioParameters``), ``AnimeParameters`` (with
    /// ``AnimeBounceParameters``), ``SvelteParameters`` (at its `frameRate`),
    /// ``ElasticParameters``. Keys not used
    /// by the family are ignored.
    /// - Throws: ``SpringError`` naming the parameter when a value is missing or outside the
    ///   family's range. A `motion` spec is read as Motion reads its options
    ///   (``MotionSpringOptions``): any of `duration`, `visualDuration` and `bounce` may be absent.
    public func spring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        for parameter in self.parameters where parameter.isRequired && parameters[parameter.key] == nil {
            throw SpringError(parameter: parameter.name, value: "missing", allowed: "given for the \(rawValue) family")
        }
        return try parameterization.spring(parameters, mass: mass)
    }
}
