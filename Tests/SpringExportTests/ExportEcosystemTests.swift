import SpringExport
import SpringKit
import SpringPresets
import Testing

/// The Flutter, anime.js and Motion `useSpring` exports: the numbers they print are the
/// spring's, in each library's units, and each form is the one the library reads as that spring.
@Suite struct ExportEcosystemTests {
    /// The numbers after `key: ` in `text`'s line starting with `prefix`.
    static func value(_ key: String, in text: String, line prefix: String) throws -> Double {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "no line \(prefix)")
        let start = try #require(line.range(of: key + ": "), "no \(key) in \(line)").upperBound
        let digits = line[start...].prefix { "0123456789.-+e".contains($0) }
        return try #require(Double(digits))
    }

    static func subject(_ spec: String) throws -> ExportSubject {
        let library = PresetLibrary.bundled
        let parsed = try SpringSpec.parse(spec)
        return ExportSubject(setup: try library.setup(for: parsed), spec: try library.familySpec(for: parsed))
    }

    @Test(arguments: ["mass=2.4,stiffness=450,damping=32,velocity=0.5", "flutter:duration=500,bounce=0.3",
                      "flutter:mass=3,stiffness=1000,dampingRatio=1.4", "mass=1,stiffness=300,damping=0,from=2,to=-1"])
    func flutterPrintsThePhysicalSpringAndItsSimulation(_ spec: String) throws {
        let subject = try Self.subject(spec)
        let text = try SpringExporter.export(subject, as: .flutter)
        let prefix = "const SpringDescription "
        for (key, expected) in [("mass", subject.spring.mass), ("stiffness", subject.spring.stiffness), ("damping", subject.spring.damping)] {
            let printed = try Self.value(key, in: text, line: prefix)
            #expect(abs(printed - expected) <= 1e-12 * max(1, abs(expected)), "\(key): \(printed) vs \(expected)")
        }
        // SpringSimulation(spring, start, end, velocity): the motion, velocity in units/s.
        let simulation = try #require(text.split(separator: "\n").first { $0.hasPrefix("final SpringSimulation ") })
        let arguments = simulation.split(separator: "(")[1].dropLast(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(arguments.count == 4)
        #expect(Double(arguments[1]) == subject.motion.from && Double(arguments[2]) == subject.motion.to)
        let velocity = try #require(Double(arguments[3]))
        #expect(abs(velocity - subject.motion.absoluteVelocity) <= 1e-12 * max(1, abs(velocity)))
        #expect(text.contains("import 'package:flutter/physics.dart';"))
    }

    @Test func flutterNamesWithDurationAndBounceOnlyForWholeMilliseconds() throws {
        let whole = try SpringExporter.export(try Self.subject("flutter:duration=500,bounce=0.3"), as: .flutter)
        #expect(whole.contains("withDurationAndBounce(duration: const Duration(milliseconds: 500), bounce: 0.3)"))
        // 2π/√100 s = 628.3185… ms: not a Duration Flutter reads; the comment says why, as
        // convert does (the duration form's own reason).
        let fraction = try SpringExporter.export(try Self.subject("mass=1,stiffness=100,damping=10"), as: .flutter)
        #expect(!fraction.contains("withDurationAndBounce("))
        #expect(fraction.contains("// Not withDurationAndBounce: period 628.3 ms is not whole: nearest 628, bounce 0.5; withDampingRatio is exact.\n"))
        #expect(fraction.contains("withDampingRatio(mass: 1, stiffness: 100, ratio: 0.5)"))
        // A whole period at another mass is not that constructor either (it builds mass 1).
        let heavy = try SpringExporter.export(try Self.subject("flutter:duration=500,bounce=0.3,mass=2"), as: .flutter)
        #expect(heavy.contains("// Not withDurationAndBounce: it builds mass 1, and this spring's mass is 2.\n"))
    }

    @Test func animeScalesIntoItsRangesKeepingTheEasing() throws {
        // m 0.5 is below anime.js's clamp [1, 10000]: ×2 keeps k/m and c/m.
        let text = try SpringExporter.export(try Self.subject("mass=0.5,stiffness=300,damping=12,velocity=2"), as: .anime)
        let prefix = "export const "
        let m = try Self.value("mass", in: text, line: prefix), k = try Self.value("stiffness", in: text, line: prefix)
        let c = try Self.value("damping", in: text, line: prefix), v = try Self.value("velocity", in: text, line: prefix)
        #expect(m == 1 && k / m == 600 && c / m == 24 && v == 2)
        #expect(text.contains("multiplied by 2"))
        // Inside the ranges, the spring's own values.
        let own = try SpringExporter.export(try Self.subject("mass=3,stiffness=1000,damping=500"), as: .anime)
        #expect(own.contains("spring({ mass: 3, stiffness: 1000, damping: 500 })"))
        // anime.js's default spring (1/100/10) settles at 1760 ms (its source run under node).
        let standard = try SpringExporter.export(try Self.subject("anime:mass=1,stiffness=100,damping=10"), as: .anime)
        #expect(standard.contains("the spring's settling duration: 1760 ms for this spring."))
        #expect(!own.contains("multiplied"))
    }

    @Test func animeKeepsItsOwnBounceFormAndRefusesWhatItCannotDraw() throws {
        let bounce = try SpringExporter.export(try Self.subject("anime:bounce=0.3,duration=400"), as: .anime)
        #expect(bounce.contains("spring({ bounce: 0.3, duration: 400 })"))
        #expect(throws: ExportError.self) { try SpringExporter.export(try Self.subject("mass=1,stiffness=100,damping=0"), as: .anime) }
        // k/m = 20000 is over anime.js's stiffness cap at its smallest mass, 1.
        #expect(throws: ExportError.self) { try SpringExporter.export(try Self.subject("mass=1,stiffness=20000,damping=12"), as: .anime) }
        // A normalised velocity over 10000 is clamped by anime.js: refused.
        #expect(throws: ExportError.self) { try SpringExporter.export(try Self.subject("mass=1,stiffness=100,damping=10,velocity=20000"), as: .anime) }
    }

    @Test func motionUseSpringWritesThePhysicsFormWithoutAVelocity() throws {
        let text = try SpringExporter.export(try Self.subject("motion:visualDuration=0.3,bounce=0.25,velocity=2"), as: .motionUseSpring)
        let spring = try Self.subject("motion:visualDuration=0.3,bounce=0.25").spring
        let prefix = "export const "
        #expect(abs(try Self.value("stiffness", in: text, line: prefix) - spring.stiffness) <= 1e-12 * spring.stiffness)
        #expect(abs(try Self.value("damping", in: text, line: prefix) - spring.damping) <= 1e-12 * spring.damping)
        #expect(!(text.split(separator: "\n").first { $0.hasPrefix(prefix) } ?? "").contains("velocity"))
        #expect(text.contains("{ visualDuration: 0.3, bounce: 0.25 }"))
    }

    @Test(arguments: [60.0, 120.0, 24.0])
    func svelteNumbersDrawTheSpringAtTheirFrameRate(_ rate: Double) throws {
        let subject = try Self.subject("swiftui:duration=0.5,bounce=0.3")
        let text = try SpringExporter.export(subject, as: .svelte, options: .init(frameRate: rate))
        let prefix = "export const "
        let stiffness = try Self.value("stiffness", in: text, line: prefix)
        let damping = try Self.value("damping", in: text, line: prefix)
        // Read back by the svelte family at that rate: the same spring (numbers printed to 1e-12).
        let back = try Self.subject("svelte:stiffness=\(stiffness),damping=\(damping),frameRate=\(rate)").spring
        #expect(abs(back.stiffness - subject.spring.stiffness) <= 1e-9 * subject.spring.stiffness)
        #expect(abs(back.damping - subject.spring.damping) <= 1e-9 * subject.spring.damping)
        // Svelte's own recurrence with the printed numbers (its tick: dt = min(60/f, 2) frames
        // of 1/60 s) passes through the spring started at the velocity the comment states.
        let velocityLine = try #require(text.split(separator: "\n").first { $0.contains("started at") })
        let velocity = try #require(Double(velocityLine.split(separator: " ").first { Double($0) != nil } ?? ""))
        let motion = try Motion(from: 0, to: 1, absoluteVelocity: velocity)
        let exact = SpringResponse(spring: subject.spring, motion: motion)
        let dt = min(60 / rate, 2)
        var x = 0.0, previous = 0.0
        for frame in 1...Int(rate) {
            let v = (x - previous) / dt
            let a = stiffness * (1 - x) - damping * v
            previous = x
            x += (v + a) * dt
            #expect(abs(x - exact.position(at: Double(frame) / rate)) < 1e-9, "frame \(frame) at \(rate) Hz")
        }
        #expect(text.contains("exactly at\n// \(Int(rate)) Hz"))
    }

    @Test func svelteRefusesASpringItsFramesAlias() throws {
        // ω_d ≈ 316 rad/s = 50.3 Hz: at or above half of 60 Hz.
        #expect(throws: ExportError.self) { try SpringExporter.export(try Self.subject("k=100000,c=1"), as: .svelte) }
        // Svelte's stiffness acts per 1/60 s and is at most 1: k 20000 needs 1.294 even at 240 Hz.
        #expect(throws: ExportError.self) { try SpringExporter.export(try Self.subject("k=20000,c=20"), as: .svelte, options: .init(frameRate: 240)) }
    }
}
