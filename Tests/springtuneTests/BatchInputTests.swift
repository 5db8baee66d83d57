import Foundation
import Testing
import SpringTestSupport

/// `metrics --input` under hostile and unusual input (issue 27): it streams in constant memory,
/// reads what `fit --data` reads, and says exactly what is wrong, naming the line.
@Suite struct BatchInputTests {
    /// `count` springs of mixed stiffness and damping (seeded), as a key-column CSV.
    static func springRows(_ count: Int, seed: UInt64 = 7) -> String {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var lines = ["stiffness,damping"]
        for _ in 0..<count { lines.append("\(50 + 450 * next()),\(5 + 35 * next())") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Streaming: json to stdout and csv/jsonl to `-o` take the same peak memory for 8,000
    /// springs as for 500 (before, every record was held until the end: about 6 KB each, so
    /// 8,000 grew the peak by some 45 MB). The json is one valid array, the file complete.
    @Test func outputStreamsInConstantMemory() throws {
        let dir = try CLI.temporaryDirectory()
        try Data(Self.springRows(500).utf8).write(to: dir.appendingPathComponent("small.csv"))
        try Data(Self.springRows(8000).utf8).write(to: dir.appendingPathComponent("large.csv"))
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

    /// The streamed json is exactly what the same springs give through `--spring`: one object
    /// for one spring, a pretty-printed array for several.
    @Test func streamedJSONMatchesTheWholeRendering() throws {
        let dir = try CLI.temporaryDirectory()
        try Data("spring\nk=100,c=10\n\"motion:duration=0.5,bounce=0.2\"\nk=300,c=1\n".utf8).write(to: dir.appendingPathComponent("three.csv"))
        try Data("spring\nk=100,c=10\n".utf8).write(to: dir.appendingPathComponent("one.csv"))
        let three = try CLI.run(["metrics", "--spring", "k=100,c=10", "--spring", "motion:duration=0.5,bounce=0.2",
                                 "--spring", "k=300,c=1", "--solver", "exact", "--format", "json"])
        let one = try CLI.run(["metrics", "--spring", "k=100,c=10", "--solver", "exact", "--format", "json"])
        #expect(try CLI.run(["metrics", "--input", "three.csv", "--solver", "exact", "--format", "json"], in: dir).stdout == three.stdout)
        #expect(try CLI.run(["metrics", "--input", "one.csv", "--solver", "exact", "--format", "json"], in: dir).stdout == one.stdout)
        #expect(try CLI.run(["metrics", "--input", "three.csv", "--solver", "exact", "--format", "json", "-o", "o.json"], in: dir).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("o.json"), encoding: .utf8) == three.stdout)
    }

    /// A line with no end (`/dev/zero`, or 3 MB without a newline) is refused at the line-length
    /// limit, named in the message, in bounded memory; a huge bad value is echoed as a short prefix.
    @Test func lineLengthIsBoundedAndLongValuesAreNotEchoed() throws {
        let dir = try CLI.temporaryDirectory()
        let zero = try CLI.runMeasuringMemory(["metrics", "--input", "/dev/zero"], in: dir, timeLimit: 15, memoryCapKiB: 300_000)
        #expect(!zero.stopped, "still running at \(zero.peakKiB) KiB")
        #expect(zero.result.status == 65)
        #expect(zero.result.stderr.contains("line 1") && zero.result.stderr.contains("1048576 bytes"), "\(zero.result.stderr)")
        #expect(zero.peakKiB < 100_000)

        try Data(("spring\n" + String(repeating: "k", count: 3_000_000)).utf8).write(to: dir.appendingPathComponent("long.csv"))
        let long = try CLI.run(["metrics", "--input", "long.csv"], in: dir)
        #expect(long.status == 65 && long.stderr.contains("line 2") && long.stderr.contains("1048576"), "\(long.stderr)")

        // A 900 KB value (under the limit) in a spec and in a key column: the message stays short.
        let value = String(repeating: "9", count: 900_000)
        try Data("spring\nk=100,c=\(value)x\n".utf8).write(to: dir.appendingPathComponent("spec.csv"))
        try Data("stiffness,damping\n100,\(value)x\n".utf8).write(to: dir.appendingPathComponent("keys.csv"))
        for name in ["spec.csv", "keys.csv"] {
            let bad = try CLI.run(["metrics", "--input", name], in: dir)
            #expect(bad.status == 65 && bad.stderr.contains("\(name): line 2:"), "\(bad.stderr.prefix(300))")
            #expect(bad.stderr.utf8.count < 500, "\(name): \(bad.stderr.utf8.count) bytes of message")
        }
    }

    /// CRLF, a UTF-8 byte order mark and CR-only line ends read as LF does (as `fit --data` reads
    /// them); a header with trailing CR no longer counts a field too many.
    @Test func lineEndsAndByteOrderMarkReadAsFitDataReadsThem() throws {
        let dir = try CLI.temporaryDirectory()
        let plain = "stiffness,damping\n100,10\n200,5\n300,30\n"
        try Data(plain.utf8).write(to: dir.appendingPathComponent("lf.csv"))
        let expected = try CLI.run(["metrics", "--input", "lf.csv", "--format", "csv"], in: dir)
        #expect(expected.status == 0 && expected.stdout.split(separator: "\n").count == 4)
        let variants: [String: [UInt8]] = [
            "crlf.csv": Array(plain.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            "cr.csv": Array(plain.replacingOccurrences(of: "\n", with: "\r").utf8),
            "bom.csv": [0xEF, 0xBB, 0xBF] + Array(plain.utf8),
            "bomcrlf.jsonl": [0xEF, 0xBB, 0xBF] + Array("{\"stiffness\": 100, \"damping\": 10}\r\n{\"stiffness\": 200, \"damping\": 5}\r\n{\"stiffness\": 300, \"damping\": 30}\r\n".utf8),
        ]
        for (name, bytes) in variants {
            try Data(bytes).write(to: dir.appendingPathComponent(name))
            let result = try CLI.run(["metrics", "--input", name, "--format", "csv"], in: dir)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout == expected.stdout, "\(name)")
        }
    }

    /// No springs at all is exit 65 for every format and every way of giving nothing.
    @Test func noSpringsIsADataErrorInEveryFormat() throws {
        let dir = try CLI.temporaryDirectory()
        let empties = ["empty.csv": "", "blank.csv": "\n  \n# only a comment\n\n", "header.csv": "stiffness,damping\n",
                       "spring.csv": "spring\n# none\n"]
        for (name, text) in empties { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        for format in ["table", "csv", "json", "jsonl"] {
            for input in Array(empties.keys) + ["/dev/null", "-"] {
                let result = try CLI.run(["metrics", "--input", input, "--format", format], in: dir)
                #expect(result.status == 65, "\(input) as \(format): \(result.status) \(result.stderr)")
                #expect(result.stderr.contains("no springs"), "\(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
        }
        let closed = try CLI.shell("\"$SPRINGTUNE\" metrics --input - --format csv <&-", in: dir)
        #expect(closed.status == 65, "\(closed.stderr)")
    }

    /// What used to be accepted silently (a NUL in a row, a JSON key or a quoted cell that
    /// smuggles in more spec, a header that is a spec item) is exit 65 naming the line.
    @Test func smuggledStructureIsRefusedNamingTheLine() throws {
        let dir = try CLI.temporaryDirectory()
        let cases: [(name: String, bytes: [UInt8], line: Int)] = [
            ("nul.csv", Array("stiffness,damping\n100,10\n100,1".utf8) + [0] + Array("0\n".utf8), 3),
            ("nulspec.csv", Array("spring\nk=100,c=1".utf8) + [0] + Array("0\n".utf8), 2),
            ("key.jsonl", Array("{\"k\": 100, \"c\": 10}\n{\"k=100,c\": 10}\n".utf8), 2),
            ("family.jsonl", Array("{\"family\": \"motion:duration=1,x\", \"bounce\": 0.2}\n".utf8), 1),
            ("cell.csv", Array("stiffness,damping\n\"100,velocity=5\",10\n".utf8), 2),
            ("header.csv", Array("k=100,damping\n100,10\n".utf8), 1),
            ("familycell.csv", Array("family,stiffness,damping\n\"physical:k=1,c=1\",100,10\n".utf8), 2),
            ("quote.csv", Array("stiffness,damping\n\"100\"0,10\n".utf8), 2),
        ]
        for item in cases {
            try Data(item.bytes).write(to: dir.appendingPathComponent(item.name))
            let result = try CLI.run(["metrics", "--input", item.name, "--format", "csv"], in: dir)
            #expect(result.status == 65, "\(item.name): \(result.status) \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("\(item.name): line \(item.line)"), "\(item.name): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Messages name the input's line once: a JSON syntax error by line and column, invalid
    /// UTF-8 by byte offset (never U+FFFD), an unknown preset by its row; metrics' own CSV output
    /// given back as input is refused at its header, naming the column.
    @Test func messagesNameTheLineOnce() throws {
        let dir = try CLI.temporaryDirectory()
        try Data("{\"k\": 100, \"c\": 10}\n{\"k\": 100, \"c\": }\n".utf8).write(to: dir.appendingPathComponent("syntax.jsonl"))
        let syntax = try CLI.run(["metrics", "--input", "syntax.jsonl"], in: dir)
        #expect(syntax.status == 65)
        #expect(syntax.stderr.contains("syntax.jsonl: line 2, column 17:") && !syntax.stderr.contains("line 1"), "\(syntax.stderr)")

        try Data(Array("stiffness,damping\n100,10\n100,1".utf8) + [0xFF] + Array("\n".utf8)).write(to: dir.appendingPathComponent("utf8.csv"))
        let utf8 = try CLI.run(["metrics", "--input", "utf8.csv"], in: dir)
        #expect(utf8.status == 65)
        #expect(utf8.stderr.contains("line 3") && utf8.stderr.contains("byte offset 30") && !utf8.stderr.contains("\u{FFFD}"), "\(utf8.stderr)")

        try Data("spring\nk=100,c=10\npreset:alert-in\npreset:alert-inn\n".utf8).write(to: dir.appendingPathComponent("preset.csv"))
        let preset = try CLI.run(["metrics", "--input", "preset.csv"], in: dir)
        #expect(preset.status == 66)
        #expect(preset.stderr.contains("preset.csv: line 4: unknown preset 'alert-inn'"), "\(preset.stderr)")

        try Data("spring\nk=100,c=10\n".utf8).write(to: dir.appendingPathComponent("r.csv"))
        let output = try CLI.run(["metrics", "--input", "r.csv", "--retarget", "0.1:2", "--solver", "pop", "--format", "csv"], in: dir)
        #expect(output.status == 0, "\(output.stderr)")
        try Data(output.stdout.utf8).write(to: dir.appendingPathComponent("own.csv"))
        let again = try CLI.run(["metrics", "--input", "own.csv", "--retarget", "0.1:2", "--solver", "pop"], in: dir)
        #expect(again.status == 65)
        #expect(again.stderr.contains("own.csv: line 1: column 'exact.settlingTime' is not a spec key name"), "\(again.stderr)")
        #expect(again.stderr.utf8.count < 400)
    }

    /// The user's preset files are read only when a row names a preset: a broken file on
    /// SPRINGTUNE_PRESET_PATH does not stop a batch of plain springs, and does stop one that names a preset.
    @Test func presetFilesAreReadOnlyForRowsThatNameAPreset() throws {
        let dir = try CLI.temporaryDirectory()
        try Data("not json".utf8).write(to: dir.appendingPathComponent("broken.json"))
        try Data("spring\nk=100,c=10\n".utf8).write(to: dir.appendingPathComponent("plain.csv"))
        try Data("spring\nk=100,c=10\npreset:alert-in\n".utf8).write(to: dir.appendingPathComponent("named.csv"))
        let environment = ["SPRINGTUNE_PRESET_PATH": dir.appendingPathComponent("broken.json").path]
        let plain = try CLI.run(["metrics", "--input", "plain.csv", "--format", "csv"], in: dir, environment: environment)
        #expect(plain.status == 0, "\(plain.stderr)")
        let named = try CLI.run(["metrics", "--input", "named.csv", "--format", "csv"], in: dir, environment: environment)
        #expect(named.status == 65 && named.stderr.contains("broken.json"), "\(named.stderr)")
    }

    /// A table holds its columns: past 1000 springs it is refused (use a streaming format).
    @Test func tableIsBounded() throws {
        let dir = try CLI.temporaryDirectory()
        try Data(Self.springRows(1001).utf8).write(to: dir.appendingPathComponent("many.csv"))
        let result = try CLI.run(["metrics", "--input", "many.csv"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 1002") && result.stderr.contains("1000 springs"), "\(result.stderr)")
    }
}
