import Testing
@testable import SpringTuning

/// `fit --data` reads its samples through SpringIO's CSVReader, the reader of
/// `metrics --input`: the same line ends, byte order mark, quoting and refusals.
@Suite struct FitSamplesReaderTests {
    @Test func sameRulesAsTheSpringListReader() throws {
        let plain = try FitSamples.parseCSV("t,x\n0,0\n0.1,0.5\n0.2,1\n", path: "d.csv")
        let variants: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array("t,x\r\n0,0\r\n0.1,0.5\r\n0.2,1\r\n".utf8),
            Array("\"t\",\"x\"\n\"0\",0\n0.1,\"0.5\"\n0.2, 1 \n".utf8),
        ]
        for bytes in variants {
            let samples = try FitSamples.parseCSV(bytes: bytes, path: "d.csv")
            #expect(samples.times == plain.times && samples.values == plain.values)
        }
    }

    @Test func refusalsNameTheLine() throws {
        let cases: [([UInt8], String)] = [
            (Array("t,x\n0,0\n0.1,0".utf8) + [0] + Array("5\n".utf8), "d.csv:3: a NUL byte at byte offset 13"),
            (Array("t,x\n0,0\n0.1,".utf8) + [0xFF] + Array("\n".utf8), "d.csv:3: invalid UTF-8 at byte offset 12 (byte 0xFF)"),
            (Array("t,x\n0,0\n\"0.1,0.5\n".utf8), "d.csv:3: unterminated quoted field 1"),
        ]
        for (bytes, message) in cases {
            do {
                _ = try FitSamples.parseCSV(bytes: bytes, path: "d.csv")
                Issue.record("accepted: \(message)")
            } catch {
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
    }
}
