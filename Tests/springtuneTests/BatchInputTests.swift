import Foundation
import Testing
import SpringTestSupport

/// `metrics --input` under hostile and unusual input (issue 27): it streams in constant memory,
/// reads what `fit --data` reads, and says exactly what is wrong, naming the line.
@Suite struct BatchInputTests {
    /// Streaming: json to stdout and csv/jsonl to `-o` take the same peak memory for 8,000
    /// springs as for 500 (before, every record was held until the end: about 6 KB each, so
    /// 8,000 grew the peak by some 45 MB). The json is one valid array, the file complete.
    @Test func outputStreamsInConstantMemory() throws {
        let dir = try CLI.temporaryDirectory()
        try Data(SeededSprings.keyColumnCSV(500).utf8).write(to: dir.appendingPathComponent("small.csv"))
        try Data(SeededSprings.keyColumnCSV(8000).utf8).write(to: dir.appendingPathComponent("large.csv"))
        let small = try CLI.runMeasuringMemory(["metrics", "--input", "small.csv", "--format", "json"], in: dir)
        #expect(small.result.status == 0, "\(small.result.stderr)")
        let large = try CLI.runMeasuringMemory(["metrics", "--input", "large.csv", "--format", "json"], in: dir)
        #expect(large.result.status == 0 && !large.stopped, "\(large.result.stderr)")
        #expect(large.peakKiB < small.peakKiB + 15_000, "json to stdout: \(small.peakKiB) KiB for 500 springs, \(large.peakKiB) KiB for 8000")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(large.result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 8000)
        for format in ["csv", "jsonl"] {
            let file = try CLI.runMeasuringMemory(["metrics", "--input", "large.csv", "--format", format, "-o", "out.\(format)"], in: dir)
            #expect(file.result.status == 0 && !file.stopped, "\(file.result.stderr)")
            #expect(file.peakKiB < small.peakKiB + 15_000, "\(format) to -o: \(file.peakKiB) KiB for 8000 springs")
            let written = try String(contentsOf: dir.appendingPathComponent("out.\(format)"), encoding: .utf8)
            #expect(written.split(separator: "\n").count == (format == "csv" ? 8001 : 8000))
        }
        // Leaves nothing beside -o.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A line with no end (`/dev/zero`) is refused at the line-length limit, named in the
    /// message, in bounded memory (the rest of the line rules: SpringRequestsTests'
    /// MetricsInputRequestTests).
    @Test func lineLengthIsBoundedInMemory() throws {
        let dir = try CLI.temporaryDirectory()
        let zero = try CLI.runMeasuringMemory(["metrics", "--input", "/dev/zero"], in: dir, timeLimit: 15, memoryCapKiB: 300_000)
        #expect(!zero.stopped, "still running at \(zero.peakKiB) KiB")
        #expect(zero.result.status == 65)
        #expect(zero.result.stderr.contains("line 1") && zero.result.stderr.contains("1048576 bytes"), "\(zero.result.stderr)")
        #expect(zero.peakKiB < 100_000)
    }

    /// No springs on stdin, open or closed, is exit 65 with nothing on stdout (files:
    /// MetricsInputRequestTests).
    @Test func noSpringsOnStandardInputIsADataError() throws {
        let dir = try CLI.temporaryDirectory()
        for format in ["table", "csv", "json", "jsonl"] {
            let result = try CLI.run(["metrics", "--input", "-", "--format", format], in: dir)
            #expect(result.status == 65, "- as \(format): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("no springs"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let closed = try CLI.shell("\"$SPRINGTUNE\" metrics --input - --format csv <&-", in: dir)
        #expect(closed.status == 65, "\(closed.stderr)")
    }
}
