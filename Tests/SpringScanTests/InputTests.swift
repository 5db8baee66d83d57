import SpringTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpringIO
import Testing
@testable import SpringScan

/// What scan reads: line ends, encodings, files that are not text or not regular, memory per
/// file, and a PATH that cannot be read.
@Suite struct InputTests {
    func write(_ bytes: [UInt8], _ name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func carriageReturnLineEnds() {
        // CR alone ends a line in Swift, Kotlin and JavaScript, and ends a `//` comment.
        let swift = Fixture.scan("// note\rlet a = 1\rlet s = Spring(duration: 1, bounce: 0)\r", .swift)
        #expect(swift.map { "\($0.line):\($0.column)" } == ["3:9"])
        let crlf = Fixture.scan("// note\r\nlet a = 1\r\nlet s = Spring(duration: 1, bounce: 0)\r\n", .swift)
        #expect(crlf.map { "\($0.line):\($0.column)" } == ["3:9"])
        let kotlin = Fixture.scan("// c\rval s = spring<Float>(dampingRatio = 0.5f)", .kotlin)
        #expect(kotlin.map { "\($0.line):\($0.column)" } == ["2:9"])
        let js = Fixture.scan("// c\r\rconst t = { type: 'spring' }", .javaScript)
        #expect(js.map { "\($0.line):\($0.column)" } == ["3:11"])
        // An unterminated string ends at a CR too.
        let string = Fixture.scan("let q = \"open\rlet s = Spring(duration: 1, bounce: 0)", .swift)
        #expect(string.map { "\($0.line):\($0.column)" } == ["2:9"])
    }

    @Test func byteOrderMarksAndUTF16() throws {
        let directory = try ScanCLI.temporaryDirectory()
        // "é" before the spring: one UTF-16 unit; "😀": two (column 19).
        let source = "import SwiftUI\n/* é😀 */ let s = Spring(duration: 1, bounce: 0)\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE], bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in source.utf16 {
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        _ = try write(littleEndian, "le.swift", in: directory)
        _ = try write(bigEndian, "be.swift", in: directory)
        _ = try write([0xEF, 0xBB, 0xBF] + Array(source.utf8), "bom8.swift", in: directory)
        // UTF-16 without a byte-order mark cannot be told from binary data: reported, not read.
        let bare = try write(Array(littleEndian.dropFirst(2)), "bare.swift", in: directory)
        let report = try Scanner(options: ScanOptions(threads: 2)).scan([directory])
        #expect(report.findings.map { "\($0.path.split(separator: "/").last!):\($0.line):\($0.column)" }
                == ["be.swift:2:19", "bom8.swift:2:19", "le.swift:2:19"])
        // SwiftUI's Spring(duration: 1, bounce: 0): stiffness (2π / duration)².
        #expect(report.findings.allSatisfy { abs(($0.spring?.stiffness ?? 0) / (4 * Double.pi * Double.pi) - 1) < 1e-12 })
        #expect(report.problems == ["cannot read \(bare): not text (a NUL byte at offset 1): not scanned"])
        #expect(report.filesScanned == 4)
        // A UTF-8 byte-order mark is not text of the first line.
        #expect(SourceReader.text(of: [0xEF, 0xBB, 0xBF, 0x61]) == [0x61])
        // An unpaired surrogate and an odd last byte become U+FFFD.
        #expect(SourceReader.text(of: [0xFF, 0xFE, 0x00, 0xD8, 0x61, 0x00, 0x62]) == Array("\u{FFFD}a\u{FFFD}".utf8))
    }

    @Test func binaryFilesAreReportedNotScanned() throws {
        let directory = try ScanCLI.temporaryDirectory()
        var generator = SplitMix64(seed: 27)
        let binary = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) } + Array(" spring(".utf8)
        let path = try write(binary, "blob.js", in: directory)
        _ = try write(Array("const t = { type: 'spring' }\n".utf8), "ok.js", in: directory)
        let report = try Scanner(options: ScanOptions(threads: 1)).scan([directory])
        #expect(report.findings.count == 1)
        let offset = try #require(binary.firstIndex(of: 0))
        #expect(report.problems == ["cannot read \(path): not text (a NUL byte at offset \(offset)): not scanned"])
    }

    @Test func aFIFOInPlaceOfAFileDoesNotBlock() throws {
        let directory = try ScanCLI.temporaryDirectory()
        let path = directory + "/late.swift"
        #expect(mkfifo(path, 0o600) == 0)
        // Read on another thread: before the fix, `open` waited for a writer for ever.
        final class Outcome: @unchecked Sendable { var failure: SourceReader.Failure? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do { _ = try SourceReader.text(path) } catch let failure as SourceReader.Failure { outcome.failure = failure } catch {}
            done.signal()
        }
        // Done at once, or blocked: a wait bounded by this process's work, not the clock.
        let finished = Patience(cpuSeconds: 30, idleSeconds: 5).wait { done.wait(timeout: .now()) == .success }
        if !finished {
            // Release the blocked reader: a writer opens and closes the FIFO.
            let writer = open(path, O_WRONLY)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 5)
        }
        #expect(finished, "reading a FIFO blocked")
        #expect(outcome.failure == SourceReader.Failure(path: path, reason: "not a regular file: not scanned"))
    }

    @Test func aPathThatCannotBeReadExits66() throws {
        let directory = try ScanCLI.temporaryDirectory()
        #if os(Linux)
        // /proc/self/mem is a regular file whose first byte cannot be read (EIO), even by root.
        #expect(symlink("/proc/self/mem", directory + "/mem.swift") == 0)
        let unreadable = try ScanCLI.run(["scan", "mem.swift"], in: directory)
        #expect(unreadable.status == 66)
        #expect(unreadable.stdout.isEmpty)
        #expect(unreadable.stderr == "springtune: cannot read mem.swift: input/output error\n")
        #endif
        _ = try write([0x00, 0x01] + Array("spring".utf8), "blob.js", in: directory)
        let binary = try ScanCLI.run(["scan", "blob.js"], in: directory)
        #expect(binary.status == 66)
        #expect(binary.stderr == "springtune: cannot read blob.js: not text (a NUL byte at offset 0): not scanned\n")
        // Inside a folder, the same files are reported and the scan goes on.
        let walked = try ScanCLI.run(["scan", "."], in: directory)
        #expect(walked.status == 0)
        #if os(Linux)
        #expect(walked.stderr == "springtune: warning: cannot read ./blob.js: not text (a NUL byte at offset 0): not scanned\n"
                + "springtune: warning: cannot read ./mem.swift: input/output error\n")
        #else
        #expect(walked.stderr == "springtune: warning: cannot read ./blob.js: not text (a NUL byte at offset 0): not scanned\n")
        #endif
    }

    @Test func memoryPerFileIsBounded() throws {
        // Two token-dense files and a binary one, 8 MiB each, on two threads: every byte of the
        // dense files is a token (40 bytes each before), and the binary file was tokenized too;
        // the scan peaked at 700 MB before the limits, 125 MB after. The peak is the child's own
        // (VmHWM of its new address space): wait4's ru_maxrss after posix_spawn also carries the
        // test runner's own high-water mark across the exec, which grew with the suite.
        let directory = try ScanCLI.temporaryDirectory()
        let size = 8 << 20
        let dense = Array("let s = Spring(duration: 1, bounce: 0)\n".utf8) + [UInt8](repeating: 0x28, count: size)
        let first = try write(dense, "a.swift", in: directory)
        let second = try write(dense, "b.swift", in: directory)
        var generator = SplitMix64(seed: 24)
        let binary = Array(".spring(".utf8) + (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let blob = try write(binary, "c.swift", in: directory)
        let measured = try CLI.runMeasuringMemory(["scan", directory, "--threads", "2", "-o", directory + "/out.json",
                                                   "--format", "json"], timeLimit: 120, memoryCapKiB: 2_000_000)
        #expect(measured.result.status == 0 && !measured.stopped, "\(measured.result.stderr)")
        #expect(measured.peakKiB < 300 << 10, "peak RSS \(measured.peakKiB >> 10) MiB")
        let report = try JSONParser.parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/out.json")), as: UTF8.self))
        let problems = try report.member("problems").arrayElements(at: "problems").map { try $0.stringValue(at: "problems") }
        let offset = try #require(binary.firstIndex(of: 0))
        #expect(problems == ["cannot read \(first): more than \(Lexer.maximumTokens) tokens: not scanned",
                             "cannot read \(second): more than \(Lexer.maximumTokens) tokens: not scanned",
                             "cannot read \(blob): not text (a NUL byte at offset \(offset)): not scanned"])
    }
}
