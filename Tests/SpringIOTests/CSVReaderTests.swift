import Foundation
import Testing
@testable import SpringIO

/// The one CSV reader (`metrics --input` rows, `fit --data` samples).
@Suite struct CSVReaderTests {
    private func lines(_ bytes: [UInt8]) throws -> [CSVLine] {
        var reader = CSVReader(bytes: bytes, name: "t.csv")
        var lines: [CSVLine] = []
        while let line = try reader.nextLine() { lines.append(line) }
        return lines
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("csvreader-\(UUID().uuidString).csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func lineEndsByteOrderMarkBlankAndCommentLines() throws {
        for text in ["a,b\n1,2\n", "a,b\r\n1,2\r\n", "a,b\r1,2\r", "\u{FEFF}a,b\n1,2", "\n# c\na,b\n  \n1,2\n"] {
            let read = try lines(Array(text.utf8))
            #expect(read.map(\.text) == ["a,b", "1,2"], "\(Array(text.utf8))")
        }
        // Line numbers count every line, blank and comment ones too.
        #expect(try lines(Array("\n# c\na,b\n\n1,2\n".utf8)).map(\.number) == [3, 5])
    }

    /// From a file, read in 64 KiB pieces: a CR LF split across two pieces is one line end,
    /// and every line comes back whole.
    @Test func piecesSplitAnywhereReadTheSame() throws {
        for padding in [65_533, 65_534, 65_535, 65_536] {
            let bytes = Array(("x" + String(repeating: "y", count: padding - 1) + "\r\nsecond\r\nthird").utf8)
            let path = try file(bytes)
            var reader = try CSVReader(path: path)
            defer { reader.close() }
            var read: [CSVLine] = []
            while let line = try reader.nextLine() { read.append(line) }
            #expect(read.map(\.number) == [1, 2, 3], "padding \(padding)")
            #expect(read.map { $0.text.utf8.count } == [padding, 6, 5])
            #expect(reader.bytesRead == bytes.count)
        }
    }

    @Test func lineLengthLimit() throws {
        let limit = CSVReader.maximumLineLength
        let atLimit = try file(Array((String(repeating: "a", count: limit) + "\nb\n").utf8))
        var reader = try CSVReader(path: atLimit)
        #expect(try reader.nextLine()?.text.utf8.count == limit)
        reader.close()
        for tail in ["\n", ""] {
            let over = try file(Array((String(repeating: "a", count: limit + 1) + tail).utf8))
            var tooLong = try CSVReader(path: over)
            defer { tooLong.close() }
            #expect(throws: CSVError(.data, name: over, line: 1,
                                     message: "the line is longer than \(limit) bytes (the longest line read)")) {
                _ = try tooLong.nextLine()
            }
        }
    }

    @Test func nulAndInvalidUTF8AreNamedByLineAndByteOffset() throws {
        let nul = Array("a\nb".utf8) + [0] + Array("c\n".utf8)
        #expect(throws: CSVError(.data, name: "t.csv", line: 2, message: "a NUL byte at byte offset 3: a line must be text")) {
            _ = try lines(nul)
        }
        let invalid = Array("a\nbb".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        do {
            _ = try lines(invalid)
            Issue.record("invalid UTF-8 accepted")
        } catch let error as CSVError {
            #expect(error.line == 2 && error.message.hasPrefix("invalid UTF-8 at byte offset 4 (byte 0xC3)"), "\(error)")
            #expect(!error.description.contains("\u{FFFD}"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func fieldsFollowRFC4180WithinALine() throws {
        func fields(_ text: String) throws -> [String] {
            try CSVLine(number: 1, text: text, name: "t.csv").fields()
        }
        #expect(try fields("a, b ,c") == ["a", "b", "c"])
        #expect(try fields("\"a,b\",\"say \"\"hi\"\"\", \" x \" ") == ["a,b", "say \"hi\"", " x "])
        #expect(try fields("a,,") == ["a", "", ""])
        for bad in ["\"open", "\"a\"b,c", "ab\"c\",d"] {
            #expect(throws: CSVError.self, "\(bad)") { try fields(bad) }
        }
    }

    @Test func missingFileAndFolderCannotBeOpened() {
        for path in ["/nonexistent/x.csv", FileManager.default.temporaryDirectory.path] {
            do {
                _ = try CSVReader(path: path)
                Issue.record("\(path) opened")
            } catch {
                #expect(error.kind == .cannotOpen && error.exitCode == 66)
            }
        }
    }

    @Test func excerptKeepsMessagesShort() {
        #expect(TextExcerpt.quoted("short") == "'short'")
        let long = String(repeating: "9", count: 1000)
        #expect(TextExcerpt.quoted(long, limit: 5) == "'99999…' (1000 bytes)")
    }
}
