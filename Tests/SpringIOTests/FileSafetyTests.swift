import Foundation
import Testing
@testable import SpringIO

/// Atomic replacement, output identity, the folder lock and the standard-stream writer.
@Suite struct FileSafetyTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("springio-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test(arguments: [0o600, 0o755, 0o640])
    func replacingKeepsThePermissionBits(_ bits: Int) throws {
        let path = try folder() + "/out.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: bits], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new\n".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try mode(path) == bits)
    }

    @Test func namesOf255BytesWork() throws {
        let directory = try folder()
        let name = String(repeating: "n", count: 251) + ".csv"
        #expect(name.utf8.count == 255)
        try AtomicFileWriter.write(Array("x\n".utf8), to: directory + "/" + name)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name])
    }

    @Test func aDiscardedWriteLeavesTheTargetAndNoTemporary() throws {
        let directory = try folder()
        let path = directory + "/keep.csv"
        try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let writer = try AtomicFileWriter(path: path)
            try writer.write("partial")
            writer.discard()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["keep.csv"])
    }

    /// The temporary-name hash is FNV-1a (64-bit), computed here from its published constants.
    private func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func staleTemporariesOfAKilledRunAreRemovedByTheNextWriter() throws {
        let directory = try folder()
        // A process that has exited: its PID no longer exists.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let deadPID = child.processIdentifier
        let stale = ".springtune-\(fnv1a("rows.csv"))-\(deadPID)-7.tmp"
        let otherTarget = ".springtune-\(fnv1a("other.csv"))-\(deadPID)-7.tmp"
        let alive = ".springtune-\(fnv1a("rows.csv"))-\(getpid() == 1 ? 2 : 1)-3.tmp"   // PID 1 always exists
        for name in [stale, otherTarget, alive] {
            try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        try AtomicFileWriter.write(Array("rows\n".utf8), to: directory + "/rows.csv")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(!left.contains(stale))
        #expect(left.contains(otherTarget), "another target's temporary is not this writer's to remove")
        #expect(left.contains("rows.csv"))
    }

    @Test func outputsNamingOneFileAreRefused() throws {
        let directory = try folder()
        let file = directory + "/a.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory)
        try FileManager.default.linkItem(atPath: file, toPath: directory + "/hard.json")
        for other in [file, directory + "/./a.json", directory + "/link/a.json", directory + "/hard.json",
                      directory + "/../" + (directory as NSString).lastPathComponent + "/a.json"] {
            #expect(throws: FileError.namedTwice(path: other, what: "first and second")) {
                try OutputPaths.checkDistinct([(role: "first", path: file), (role: "second", path: other)])
            }
        }
        try OutputPaths.checkDistinct([(role: "first", path: file), (role: "second", path: directory + "/b.json"),
                                       (role: "stdout", path: "-"), (role: "none", path: nil)])
        // Two names of a file that does not exist yet.
        #expect(throws: FileError.self) {
            try OutputPaths.checkDistinct([(role: "a", path: directory + "/new.csv"), (role: "b", path: directory + "/link/new.csv")])
        }
    }

    @Test func aFailedStreamWriteIsReportedAndKept() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let stream = StandardStream(descriptor: descriptor, name: "stdout")
        #expect(throws: FileError.io(path: "stdout", reason: "no space left on device")) { try stream.write("x") }
        let buffered = BufferedStreamWriter(stream: stream)
        try buffered.write("row\n")               // gathered, not yet written
        #expect(throws: FileError.self) { try buffered.flush() }
        // The failure is kept: a caller that ignored it still hears of it at the end.
        #expect(throws: FileError.self) { try buffered.finish() }
        #expect(throws: FileError.self) { try buffered.write("more\n") }
    }

    @Test func theFolderLockSerialisesReadModifyWrite() async throws {
        let path = try folder() + "/counter.txt"
        try Data("0".utf8).write(to: URL(fileURLWithPath: path))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10 {
                        _ = try? DirectoryLock.withLock(onFolderOf: path) { () throws -> Void in
                            let value = Int(try String(contentsOfFile: path, encoding: .utf8)) ?? -1000
                            try AtomicFileWriter.write(Array(String(value + 1).utf8), to: path)
                        }
                    }
                }
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "80")
    }
}
