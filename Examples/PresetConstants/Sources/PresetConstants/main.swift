// Uses the constants SpringPresetsPlugin generates from springs.json (beside this file) at build
// time, and prints what each spring does, measured with SpringKit: the numbers
// `springtune metrics --preset NAME --preset-file springs.json` prints for the same presets.
//
//   swift run PresetConstants
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringKit

let springs: [(name: String, spring: Spring, motion: Motion)] = [
    ("my-pop", .myPop, .myPop),
    ("calm-slide", .calmSlide, .calmSlide),
]
do {
    for (name, spring, motion) in springs {
        let response = SpringResponse(spring: spring, motion: motion)
        let settling = try response.settlingTime(band: .fraction(0.02))
        print("\(name): mass \(spring.mass), stiffness \(spring.stiffness), damping \(spring.damping); from \(motion.from) to \(motion.to)")
        print("\(name): settles in \(settling.map { "\($0)" } ?? "never") s, overshoot \(response.overshootPercent.map { "\($0)" } ?? "none") %")
    }
} catch {
    print("PresetConstants: \(error)")
    exit(65)
}
