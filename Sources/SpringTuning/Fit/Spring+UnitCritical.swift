import SpringKit

extension Spring {
    /// Mass 1, stiffness 1, damping 2 (critically damped); used only as a last resort.
    static var unitCritical: Spring {
        // Always valid; the optional keeps library code free of `try!`.
        (try? Spring(mass: 1, stiffness: 1, damping: 2)) ?? (try? Spring(stiffness: 1, damping: 0)) ?? Spring.unitCritical
    }
}
