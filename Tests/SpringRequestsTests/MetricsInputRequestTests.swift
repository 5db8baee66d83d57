import Foundation
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import SpringTestSupport
import Testing

/// `metrics --input` in process (``MetricsRequest/stream(_:from:as:write:)``): it reads what
/// `fit --data` reads, resolves rows by ``SpringSource``'s rule, and says exactly what is wrong,
/// naming the line (moved from springtuneTests' BatchInputTests: the same values and messages).
@Suite struct MetricsInputRequestTests {
    /// The output of streaming the file `name` holding `bytes`, or the line and status the
    /// command line is refused with.
    static func stream(_ bytes: [UInt8], name: String, in folder: URL, as format: ReportFormat = .table,
                       request: MetricsRequest? = nil, source: SpringSource = SpringSource()) throws -> (output: String, refusal: (line: String, status: Int32)?) {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try stream(path: path, as: format, request: request, source: source)
    }

    /// The output of streaming the file at `path`, or its refusal.
    static func stream(path: String, as format: ReportFormat = .table, request: MetricsRequest? = nil,
                       source: SpringSource = SpringSource()) throws -> (output: String, refusal: (line: String, status: Int32)?) {
        var output = ""
        let refusal = CommandLineText.refusal {
            var rows = try SpecRows(path: path)
            defer { rows.close() }
            try (request ?? MetricsRequest()).stream(&rows, from: source, as: format) { output += $0 }
        }
        return (output, refusal)
    }

    /// The streamed json is exactly what the same springs give whole (`--spring`): one object
    /// for one spring, a pretty-printed array for several.
    @Test func streamedJSONMatchesTheWholeRendering() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let exact = try MetricsRequest(solver: .exact)
        let specs = ["k=100,c=10", "motion:duration=0.5,bounce=0.2", "k=300,c=1"]
        let setups = try SpringSource(springs: specs, presets: []).resolved().setups
        let three = MetricsRequest.rendered(try exact.records(for: setups), labels: setups.map(\.label), as: .json)
        let one = MetricsRequest.rendered(try exact.records(for: [setups[0]]), labels: [setups[0].label], as: .json)
        let threeRows = try Self.stream(Array("spring\nk=100,c=10\n\"motion:duration=0.5,bounce=0.2\"\nk=300,c=1\n".utf8),
                                        name: "three.csv", in: dir, as: .json, request: exact)
        #expect(threeRows.refusal == nil && threeRows.output == three)
        let oneRow = try Self.stream(Array("spring\nk=100,c=10\n".utf8), name: "one.csv", in: dir, as: .json, request: exact)
        #expect(oneRow.refusal == nil && oneRow.output == one)
    }

    /// A line over the limit is refused naming the line and the limit; a huge bad value is
    /// echoed as a short prefix.
    @Test func lineLengthIsBoundedAndLongValuesAreNotEchoed() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let long = try Self.stream(Array(("spring\n" + String(repeating: "k", count: 3_000_000)).utf8), name: "long.csv", in: dir)
        let refusal = try #require(long.refusal)
        #expect(refusal.status == 65 && refusal.line.contains("line 2") && refusal.line.contains("1048576"), "\(refusal.line)")
        // A 900 KB value (under the limit) in a spec and in a key column: the message stays short.
        let value = String(repeating: "9", count: 900_000)
        for (name, text) in [("spec.csv", "spring\nk=100,c=\(value)x\n"), ("keys.csv", "stiffness,damping\n100,\(value)x\n")] {
            let bad = try #require(try Self.stream(Array(text.utf8), name: name, in: dir).refusal)
            #expect(bad.status == 65 && bad.line.contains("\(name): line 2:"), "\(bad.line.prefix(300))")
            #expect(("springtune: " + bad.line + "\n").utf8.count < 500, "\(name): \(bad.line.utf8.count) bytes of message")
        }
    }

    /// CRLF, a UTF-8 byte order mark and CR-only line ends read as LF does (as `fit --data` reads
    /// them); a header with trailing CR no longer counts a field too many.
    @Test func lineEndsAndByteOrderMarkReadAsFitDataReadsThem() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let plain = "stiffness,damping\n100,10\n200,5\n300,30\n"
        let expected = try Self.stream(Array(plain.utf8), name: "lf.csv", in: dir, as: .csv)
        #expect(expected.refusal == nil && expected.output.split(separator: "\n").count == 4)
        let variants: [String: [UInt8]] = [
            "crlf.csv": Array(plain.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            "cr.csv": Array(plain.replacingOccurrences(of: "\n", with: "\r").utf8),
            "bom.csv": [0xEF, 0xBB, 0xBF] + Array(plain.utf8),
            "bomcrlf.jsonl": [0xEF, 0xBB, 0xBF] + Array("{\"stiffness\": 100, \"damping\": 10}\r\n{\"stiffness\": 200, \"damping\": 5}\r\n{\"stiffness\": 300, \"damping\": 30}\r\n".utf8),
        ]
        for (name, bytes) in variants {
            let result = try Self.stream(bytes, name: name, in: dir, as: .csv)
            #expect(result.refusal == nil, "\(name): \(String(describing: result.refusal))")
            #expect(result.output == expected.output, "\(name)")
        }
    }

    /// No springs at all is exit 65 for every format and every file that gives nothing
    /// (stdin, open or closed, stays with the binary's tests).
    @Test func noSpringsIsADataErrorInEveryFormat() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let empties = ["empty.csv": "", "blank.csv": "\n  \n# only a comment\n\n", "header.csv": "stiffness,damping\n",
                       "spring.csv": "spring\n# none\n"]
        for (name, text) in empties { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        for format: ReportFormat in [.table, .csv, .json, .jsonl] {
            for path in empties.keys.map({ dir.appendingPathComponent($0).path }) + ["/dev/null"] {
                let result = try Self.stream(path: path, as: format)
                #expect(result.refusal?.status == 65, "\(path) as \(format): \(String(describing: result.refusal))")
                #expect(result.refusal?.line.contains("no springs") == true)
                #expect(result.output.isEmpty)
            }
        }
    }

    /// What used to be accepted silently (a NUL in a row, a JSON key or a quoted cell that
    /// smuggles in more spec, a header that is a spec item) is exit 65 naming the line.
    @Test func smuggledStructureIsRefusedNamingTheLine() throws {
        let dir = try CommandLineText.temporaryDirectory()
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
            let result = try Self.stream(item.bytes, name: item.name, in: dir, as: .csv)
            let refusal = try #require(result.refusal, "\(item.name): \(result.output)")
            #expect(refusal.status == 65, "\(item.name): \(refusal)")
            #expect(refusal.line.contains("\(item.name): line \(item.line)"), "\(item.name): \(refusal.line)")
            #expect(!refusal.line.contains("\n"))
        }
    }

    /// Messages name the input's line once: a JSON syntax error by line and column, invalid
    /// UTF-8 by byte offset (never U+FFFD), an unknown preset by its row; metrics' own CSV output
    /// given back as input is refused at its header, naming the column.
    @Test func messagesNameTheLineOnce() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let syntax = try #require(try Self.stream(Array("{\"k\": 100, \"c\": 10}\n{\"k\": 100, \"c\": }\n".utf8), name: "syntax.jsonl", in: dir).refusal)
        #expect(syntax.status == 65)
        #expect(syntax.line.contains("syntax.jsonl: line 2, column 17:") && !syntax.line.contains("line 1"), "\(syntax.line)")

        let utf8 = try #require(try Self.stream(Array("stiffness,damping\n100,10\n100,1".utf8) + [0xFF] + Array("\n".utf8),
                                                name: "utf8.csv", in: dir).refusal)
        #expect(utf8.status == 65)
        #expect(utf8.line.contains("line 3") && utf8.line.contains("byte offset 30") && !utf8.line.contains("\u{FFFD}"), "\(utf8.line)")

        let preset = try #require(try Self.stream(Array("spring\nk=100,c=10\npreset:alert-in\npreset:alert-inn\n".utf8),
                                                  name: "preset.csv", in: dir).refusal)
        #expect(preset.status == 66)
        #expect(preset.line.contains("preset.csv: line 4: unknown preset 'alert-inn'"), "\(preset.line)")

        let retargeted = try MetricsRequest(solver: .pop, retargets: try RetargetRequest(parsing: ["0.1:2"]))
        let output = try Self.stream(Array("spring\nk=100,c=10\n".utf8), name: "r.csv", in: dir, as: .csv, request: retargeted)
        #expect(output.refusal == nil)
        let again = try #require(try Self.stream(Array(output.output.utf8), name: "own.csv", in: dir, request: retargeted).refusal)
        #expect(again.status == 65)
        #expect(again.line.contains("own.csv: line 1: column 'exact.settlingTime' is not a spec key name"), "\(again.line)")
        #expect(again.line.utf8.count < 400)
    }

    /// The user's preset files are read only when a row names a preset (``SpringSource``'s
    /// rule): a broken file on the search path does not stop rows of plain springs, and does
    /// stop one that names a preset; it is read once however many rows name presets.
    @Test func presetFilesAreReadOnlyForRowsThatNameAPreset() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let broken = dir.appendingPathComponent("broken.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: broken))
        let source = SpringSource(searchPath: broken)
        let plain = try Self.stream(Array("spring\nk=100,c=10\n".utf8), name: "plain.csv", in: dir, as: .csv, source: source)
        #expect(plain.refusal == nil)
        let named = try #require(try Self.stream(Array("spring\nk=100,c=10\npreset:alert-in\n".utf8), name: "named.csv", in: dir,
                                                 as: .csv, source: source).refusal)
        #expect(named.status == 65 && named.line.contains("broken.json"), "\(named.line)")
        var read: PresetLibrary? = nil
        let good = SpringSource()
        _ = try good.library(for: try SpringSpec.parse("k=1,c=1"), keeping: &read)
        #expect(read == nil)
        _ = try good.library(for: try SpringSpec.parse("preset:alert-in"), keeping: &read)
        #expect(read != nil)
    }

    /// A table holds its columns: past 1000 springs it is refused (use a streaming format).
    @Test func tableIsBounded() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let refusal = try #require(try Self.stream(Array(SeededSprings.keyColumnCSV(1001).utf8), name: "many.csv", in: dir).refusal)
        #expect(refusal.status == 65)
        #expect(refusal.line.contains("line 1002") && refusal.line.contains("1000 springs"), "\(refusal.line)")
        #expect(refusal.line.hasSuffix("use --format csv, json or jsonl, which stream"))
    }
}
