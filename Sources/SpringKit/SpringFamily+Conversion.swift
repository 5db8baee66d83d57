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
    ///   family's range, or when `motion` gets neither or both of `duration` and `visualDuration`.
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
            switch (parameters[.duration], parameters[.visualDuration]) {
            case let (duration?, nil):
                return try MotionParameters(duration: duration, bounce: parameters[.bounce] ?? MotionParameters.defaultBounce)
                    .spring(mass: mass)
            case let (nil, visualDuration?):
                return try MotionVisualParameters(visualDuration: visualDuration, bounce: value(.bounce))
                    .spring(mass: mass)
            case (nil, nil):
                throw SpringError(parameter: "duration", value: "missing",
                                  allowed: "given for the motion family (exactly one of duration or visualDuration)")
            case let (_, visualDuration?):
                throw SpringError(parameter: "visualDuration", value: visualDuration,
                                  allowed: "absent when duration is given (exactly one of duration or visualDuration)")
            }
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
