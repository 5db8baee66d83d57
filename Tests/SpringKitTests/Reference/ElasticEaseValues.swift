// ElasticEaseValues.swift — GSAP's elastic.out taken by running GSAP's own source, as-is.
//
// Source: greensock/GSAP 3.12.7, commit 5e130973380e60564a71d388b365c7939da0bf05 (2025-01-15),
// `src/gsap-core.js` (with `src/` beside it) imported unmodified under node v20.20.2 on
// 2026-11-25 from a small ES-module harness: `gsap.parseEase(ease)(p)` at the progress values
// listed (neither GSAP's code nor the harness is in this repository). Numbers are printed by
// `JSON.stringify` (the shortest decimal that reads back as the same double).

/// GSAP `elastic.out(amplitude, period)` eased progress.
enum ElasticEase {
    /// (amplitude, period, [(progress, ease(progress))], note).
    static let eases: [(amplitude: Double, period: Double, values: [(Double, Double)], note: String)] = [
        (1, 0.3, [(0, 0), (0.01, 0.08735601792278658), (0.05, 0.6464466094067263), (0.1, 1.25), (0.2, 1.125), (0.3, 0.875), (0.5, 1.015625), (0.7, 1.00390625), (0.9, 0.998046875), (0.99, 1.000323433802777), (1, 1)], "elastic.out: defaults (1, 0.3)"),
        (1, 0.3, [(0, 0), (0.01, 0.08735601792278658), (0.05, 0.6464466094067263), (0.1, 1.25), (0.2, 1.125), (0.3, 0.875), (0.5, 1.015625), (0.7, 1.00390625), (0.9, 0.998046875), (0.99, 1.000323433802777), (1, 1)], "elastic.out(1, 0.3): written out"),
        (2, 0.5, [(0, 0), (0.01, 0.2768703462109081), (0.05, 1.1478255704071334), (0.1, 1.6691306063588582), (0.2, 1.4567727288213006), (0.3, 0.9738678841830868), (0.5, 0.96875), (0.7, 1.0142741477756656), (0.9, 0.9961791109346336), (0.99, 0.9987343881117531), (1, 1)], "elastic.out(2, 0.5): amplitude 2"),
        (0.5, 0.3, [(0, 0), (0.01, 0.07207826081568425), (0.05, 0.38762756430420553), (0.1, 0.75), (0.2, 1.125), (0.3, 1.125), (0.5, 0.984375), (0.7, 0.99609375), (0.9, 1.001953125), (0.99, 1.0006152076514427), (1, 1)], "elastic.out(0.5, 0.3): amplitude 0.5: period 0.6"),
        (1.2, 0.15, [(0, 0), (0.01, 0.39936291256458045), (0.05, 1.7597553108250716), (0.1, 0.9627718676730985), (0.2, 1.2686140661634508), (0.3, 0.875), (0.5, 1.0335767582704314), (0.7, 0.9994183104323922), (0.9, 0.998046875), (0.99, 1.000438678099183), (1, 1)], "elastic.out(1.2, 0.15): amplitude 1.2, period 0.15"),
    ]
}
