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
    ///
    /// A key the family's engine reads in whole units (``FamilyParameter/step``: Flutter's
    /// duration, whole milliseconds) must be a whole number of them: the engine would draw
    /// another spring.
    /// - Throws: ``SpringError`` naming the parameter when a value is missing or outside the
    ///   family's range, and, for a value in range between two steps, naming it with the
    ///   reason ``SpringError/Reason/belowEngineResolution`` (``ParameterStep/check(_:parameter:)``).
    ///   A `motion` spec is read as Motion reads its options (``MotionSpringOptions``): any of
    ///   `duration`, `visualDuration` and `bounce` may be absent.
    public func spring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let spring = try continuousSpring(parameters, mass: mass)
        for parameter in self.parameters {
            if let step = parameter.step, let value = parameters[parameter.key] {
                try step.check(value, parameter: parameter.name)
            }
        }
        return spring
    }

    /// The spring `parameters` describe at `mass` by the family's formula, with a key read in
    /// whole units (``FamilyParameter/step``) taken at any value in its range: the formula
    /// between the steps, which a fit searches before it settles on whole steps. Equal to
    /// ``spring(_:mass:)`` wherever that gives a spring.
    /// - Throws: ``SpringError`` naming the parameter when a value is missing or outside the
    ///   family's range.
    public func continuousSpring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        for parameter in self.parameters where parameter.isRequired && parameters[parameter.key] == nil {
            throw SpringError(parameter: parameter.name, value: "missing", allowed: "given for the \(rawValue) family")
        }
        return try parameterization.spring(parameters, mass: mass)
    }
}
