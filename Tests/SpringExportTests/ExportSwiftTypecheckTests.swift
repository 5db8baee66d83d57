import Foundation
import SpringKit
import SpringExport
import SpringPresets
import Testing

/// Generated Swift must compile: each snippet is type-checked with `swiftc -typecheck` against
/// stub modules (Tests/SpringExportTests/Stubs) that declare the SwiftUI, Core Animation and
/// UIKit signatures the exporters use. Never skipped: a missing `swiftc` fails the test.
@Suite(.serialized) struct ExportSwiftTypecheckTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")

    /// Runs `swiftc` (found on PATH through /usr/bin/env) and returns its status and output.
    static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Builds the stub module `name` into `directory`.
    static func buildStub(_ name: String, into directory: URL) throws {
        let (status, output) = try swiftc(["-parse-as-library", "-emit-module", "-module-name", name,
                                           "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
                                           stubs.appendingPathComponent("\(name).swift").path])
        #expect(status == 0, "stub \(name) failed to build: \(output)")
    }

    static let subjects: [ExportSubject] = {
        var list: [ExportSubject] = []
        let springs: [(Double, Double, Double, Double)] = [(1, 100, 10, 0), (2.4, 450, 32, 0.5), (1, 100, 60, 0), (1, 300, 0, 0)]
        for (m, k, c, v) in springs {
            if let spring = try? Spring(mass: m, stiffness: k, damping: c), let motion = try? Motion(from: 0, to: 1, initialVelocity: v) {
                list.append(ExportSubject(spring: spring, motion: motion, name: "alert-pop-in"))
            }
        }
        return list
    }()

    /// The stub module a format's generated Swift imports.
    static func module(for format: ExportFormat) -> String {
        switch format {
        case .swiftui: return "SwiftUI"
        case .uikit: return "UIKit"
        default: return "QuartzCore"
        }
    }

    @Test(arguments: [ExportFormat.swiftui, .caSpringAnimation, .uikit, .keyframes])
    func generatedSwiftTypeChecks(_ format: ExportFormat) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springtune-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let module = Self.module(for: format)
        try Self.buildStub(module, into: directory)
        var codes = try Self.subjects.map { try SpringExporter.export($0, as: format) }
        if format == .keyframes {
            // The subsampled form, and a bundled preset's key path.
            codes.append(try SpringExporter.export(Self.subjects[0], as: .keyframes, options: .init(keyframeStep: 0.005)))
        }
        for (index, code) in codes.enumerated() {
            #expect(code.contains("import \(module)"))
            let file = directory.appendingPathComponent("generated\(index).swift")
            try code.write(to: file, atomically: true, encoding: .utf8)
            let (status, output) = try Self.swiftc(["-typecheck", "-swift-version", "6", "-parse-as-library",
                                                    "-I", directory.path, file.path])
            #expect(status == 0, "swiftc rejected the \(format.rawValue) export:\n\(code.prefix(4000))\n\(output)")
        }
    }

    @Test func swiftUIExportKeepsOverdampingAndDurationBounce() throws {
        let over = try #require(Self.subjects.first { $0.spring.regime == .overdamped })
        let code = try SpringExporter.export(over, as: .swiftui)
        #expect(code.contains("allowOverDamping: true"))
        #expect(code.contains("// warning: overdamped"))
        let overCA = try SpringExporter.export(over, as: .caSpringAnimation)
        #expect(overCA.contains("animation.allowsOverdamping = true"))
        #expect(overCA.contains("iOS 17"))
        // The documented fact: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5.
        let doc = ExportSubject(spring: try Spring(mass: 1, stiffness: 100, damping: 10))
        let text = try SpringExporter.export(doc, as: .swiftui)
        // 2π/ω0 = 2π/10, printed as the shortest decimal within 1e-12 of it.
        for pattern in ["Spring(duration: ", "Animation.spring(response: ", "Animation.spring(duration: "] {
            let start = try #require(text.range(of: pattern)).upperBound
            let number = Double(text[start...].prefix { $0 != "," }) ?? 0
            #expect(abs(number - 2 * Double.pi / 10) <= 1e-12 * 0.63, "\(pattern)")
        }
        #expect(text.contains("Spring(duration: 0.628318530718, bounce: 0.5)"))
        #expect(text.contains("dampingFraction: 0.5)"))
        #expect(!text.contains("allowOverDamping") && !text.contains("warning"))
        let ca = try SpringExporter.export(doc, as: .caSpringAnimation)
        #expect(ca.contains("animation.duration = animation.settlingDuration"))
        #expect(!ca.contains("allowsOverdamping"))
    }
}
