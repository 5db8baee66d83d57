import Foundation
import Testing
@testable import SpringScan

/// Inputs that must neither crash nor hang the scanner.
@Suite struct RobustnessTests {
    @Test func deeplyNestedInterpolations() {
        let depth = 20_000
        let swift = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth) + "\nlet s = Spring(duration: 1, bounce: 0)"
        _ = Fixture.scan(swift, .swift)
        let kotlin = String(repeating: "\"${", count: depth) + String(repeating: "}\"", count: depth)
        #expect(Fixture.scan(kotlin + "\nval s = spring<Float>()", .kotlin).count <= 1)
        let js = String(repeating: "`${", count: depth) + String(repeating: "}`", count: depth)
        _ = Fixture.scan(js + "\nconst s = { type: 'spring' }", .javaScript)
        // Below the limit, nesting is followed: the spring after the string is found.
        let shallow = String(repeating: "\"\\(", count: 8) + String(repeating: ")\"", count: 8)
        #expect(Fixture.scan(shallow + "\nlet s = Spring(duration: 1, bounce: 0)", .swift).count == 1)
    }

    @Test func unterminatedAndTruncatedInput() {
        for source in ["Spring(", "Spring(duration:", ".spring(response: 0.5,", "\"unterminated", "/* open", "#\"raw", "\"\"\"\nx"] {
            _ = Fixture.scan(source, .swift)
        }
        for source in ["spring(", "SpringForce().setStiffness(", "val f = SpringForce(", "\"${"] {
            _ = Fixture.scan(source, .kotlin)
        }
        for source in ["{ type: \"spring\"", "Animated.spring(v, {", "config: {", "/[", "`${"] {
            _ = Fixture.scan(source, .javaScript)
        }
        for source in ["a { transition: linear(", "linear(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10", "linear(1e999, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)"] {
            #expect(Fixture.scan(source, .css).isEmpty)
        }
    }

    @Test func typeScriptUnionIsNotATransition() {
        #expect(Fixture.scan("interface T { type: \"spring\" | \"tween\"; stiffness: number }", .javaScript).isEmpty)
    }

    @Test func oversizedFilesAreReportedNotRead() throws {
        let directory = try ScanCLI.temporaryDirectory()
        let path = directory + "/huge.js"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("const s = { type: 'spring' }\n".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(SourceReader.maximumSize + 1)) // sparse
        try handle.close()
        let report = try Scanner(options: ScanOptions(threads: 1)).scan([directory])
        #expect(report.findings.isEmpty)
        #expect(report.problems == ["cannot read \(path): larger than 32 MiB: not scanned"])
    }
}
