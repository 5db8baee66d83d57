// FlutterReferenceValues.swift — GENERATED, do not edit by hand.
//
// Made by Tests/SpringKitTests/Reference/make_flutter_reference.py on 2026-11-28
// (python 3.11.7, mpmath 1.3.0). Regenerate with:
//     python3 Tests/SpringKitTests/Reference/make_flutter_reference.py
//
// Flutter's SpringDescription formulas evaluated at 60 significant digits (Dart is not
// installable here, so Flutter's code is not run); values are the nearest doubles.

/// Flutter's `SpringDescription` constructors and getters at 60 digits.
enum FlutterReference {
    /// `withDurationAndBounce` (duration in milliseconds), at `mass`: the spring's k and c.
    static let durationAndBounce: [(source: String, duration: Double, bounce: Double, mass: Double,
                                    stiffness: Double, damping: Double)] = [
        ("Flutter's test: bounce 0.3 at the default 500 ms", 500.0, 0.3, 1.0, 157.91367041742973, 17.59291886010284),
        ("Flutter's test: bounce -0.3", 500.0, -0.3, 1.0, 157.91367041742973, 35.90391604102621),
        ("Flutter's defaults", 500.0, 0.0, 1.0, 157.91367041742973, 25.132741228718345),
        ("Flutter's doc snippet, Duration(milliseconds: 300), bounce 0.3", 300.0, 0.3, 1.0, 438.64908449286037, 29.321531433504738),
        ("the shortest duration Flutter accepts", 1.0, 0.5, 1.0, 39478417.60435744, 6283.185307179587),
        ("bounce 1: undamped", 1000.0, 1.0, 1.0, 39.47841760435743, 0.0),
        ("overdamped, zeta 10, at mass 2.5", 2000.0, -0.9, 2.5, 24.674011002723397, 157.07963267948966),
        ("nearly undamped", 250.0, 0.999999, 1.0, 631.6546816697189, 5.026548245743669e-05),
        ("zeta 2 at mass 0.01", 750.0, -0.5, 0.01, 0.7018385351885766, 0.3351032163829113),
        ("one frame at 60 Hz", 16.0, 0.15, 1.0, 154212.56876702124, 667.5884388878311),
        ("a long whole number of milliseconds at mass 3", 12345.0, 0.42, 3.0, 0.7771391766651545, 1.7712016904807584),
        ("very long, barely underdamped", 10000000.0, 1e-09, 1.0, 3.9478417604357434e-07, 0.0012566370601792803),
    ]

    /// `withDampingRatio(mass:stiffness:ratio:)`: the damping c.
    static let dampingRatio: [(source: String, mass: Double, stiffness: Double, ratio: Double, damping: Double)] = [
        ("AnimationController.fling's default spring", 1.0, 500.0, 1.0, 44.721359549995796),
        ("Flutter's snapToEnd test spring (ratio 1 by default)", 1.0, 400.0, 1.0, 40.0),
        ("underdamped at mass 2", 2.0, 300.0, 0.5, 24.49489742783178),
        ("overdamped", 0.25, 10000.0, 2.5, 250.0),
        ("ratio 0: undamped", 3.0, 50.0, 0.0, 0.0),
    ]

    /// The getters `duration` (unrounded, in milliseconds; `rounded`: the whole milliseconds
    /// Flutter's getter returns, `(durationInSeconds * 1000).round()`) and `bounce` of a
    /// `SpringDescription`.
    static let getters: [(source: String, mass: Double, stiffness: Double, damping: Double,
                          duration: Double, rounded: Double, bounce: Double)] = [
        ("Flutter's test: duration 500 ms, bounce 0.3 (to 0.001)", 1.0, 157.91, 17.59, 500.00581089877375, 500.0, 0.3001080038448365),
        ("zeta 0.5", 1.0, 100.0, 10.0, 628.3185307179587, 628.0, 0.5),
        ("overdamped", 2.0, 300.0, 80.0, 513.0199320647456, 513.0, -0.3876275643042055),
        ("period just under 1 ms", 1.0, 40000000.0, 0.0, 0.9934588265796102, 1.0, 1.0),
        ("withDurationAndBounce(300 ms, bounce 0.3)'s doubles: a whole period", 1.0, 438.64908449286037, 29.321531433504738, 300.0, 300.0, 0.3),
    ]
}
