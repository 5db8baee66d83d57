extension SpringFamily {
    /// The spring this family's `parameters` describe, at `mass`.
    ///
    /// `parameters` holds the family's keys (see ``parameters``). Families other than
    /// `physical`/`jnw` are defined at mass 1 and keep their motion at other masses
    /// (`k·m`, `c·m`). Each family's formula, source, range and accuracy are documented on its
    /// parameter type: ``PhysicalParameters``, ``ResponseParameters``, ``SwiftUIParameters``,
    /// ``MotionParameters`` (`duration`) or ``MotionVisualParameters`` (`visualDuration`),
    /// ``SettlingParameters`` (`epsilon` defaults to 0.001), ``POPParameters``,
    /// ``OrigamiParameters``, ``AndroidParameters``. Keys not used by the family are ignored.
    /// - Throws: ``SpringError`` naming the parameter when a value is missing or outside the
    ///   family's range. A `motion` spec is read as Motion reads its options
    ///   (``MotionSpringOptions``): any of `duration`, `visualDuration` and `bounce` may be absent.
    public func spring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        func value(_ key: SpringParameter) throws(SpringError) -> Double {
            guard let value = parameters[key] else {
                throw SpringError(parameter: key.rawValue, value: "missing", allowed: "given for the \(rawValue) family")
            }
            return value
        }
        switch self {
        case .physical, .jnw:
            return try PhysicalParameters(mass: mass, stiffness: value(.stiffness), damping: value(.damping)).spring()
        case .response:
            return try ResponseParameters(response: value(.response), dampingRatio: value(.dampingRatio))
                .spring(mass: mass)
        case .swiftui:
            return try SwiftUIParameters(duration: value(.duration), bounce: value(.bounce)).spring(mass: mass)
        case .motion:
            // Motion's own reading of its options (MotionSpringOptions): a visualDuration with a
            // bounce or a duration, else findSpring's duration (0.8 s by default) and bounce (0.3),
            // else — a visualDuration alone, or nothing — Motion's default spring k 100, c 10.
            let duration = parameters[.duration], bounce = parameters[.bounce]
            if let visualDuration = parameters[.visualDuration], duration != nil || bounce != nil {
                return try MotionVisualParameters(visualDuration: visualDuration, bounce: bounce ?? 0).spring(mass: mass)
            }
            if duration != nil || bounce != nil {
                return try MotionParameters(duration: duration ?? MotionSpringOptions.defaultDuration,
                                            bounce: bounce ?? MotionParameters.defaultBounce).spring(mass: mass)
            }
            if let visualDuration = parameters[.visualDuration] {
                // Validated as a visual duration although Motion then ignores it.
                _ = try MotionVisualParameters(visualDuration: visualDuration, bounce: 0).spring(mass: mass)
            }
            return try PhysicalParameters(mass: mass, stiffness: MotionSpringRenderer.defaultStiffness * mass,
                                          damping: MotionSpringRenderer.defaultDamping * mass).spring()
        case .settling:
            return try SettlingParameters(settlingDuration: value(.settlingDuration),
                                          dampingRatio: value(.dampingRatio),
                                          epsilon: parameters[.epsilon] ?? SettlingParameters.defaultEpsilon)
                .spring(mass: mass)
        case .pop:
            return try POPParameters(bounciness: value(.bounciness), speed: value(.speed)).spring(mass: mass)
        case .origami:
            return try OrigamiParameters(tension: value(.tension), friction: value(.friction)).spring(mass: mass)
        case .android:
            return try AndroidParameters(stiffness: value(.stiffness), dampingRatio: value(.dampingRatio))
                .spring(mass: mass)
        }
    }
}
