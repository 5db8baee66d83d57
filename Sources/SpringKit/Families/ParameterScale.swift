/// How a parameter's values are spread: the scale sliders and fits use for it.
public enum ParameterScale: String, Sendable, Hashable, CaseIterable {
    /// Evenly in the value: parameters that may be 0 or negative (bounce, velocity, POP's
    /// bounciness and speed, Origami's tension and friction, from and to).
    case linear
    /// Evenly in the logarithm: positive parameters spanning decades (stiffness, durations,
    /// damping ratio, mass…). Fits work on `log(value)`.
    case logarithmic
}
