import Foundation
import SpringIO
import SpringTuning

extension FitSamples {
    /// The samples of the CSV file at `path` (`t,x`, optional `v`, as
    /// ``FitSamples/parseCSV(bytes:path:progress:)`` reads them), given as `field` (`fit
    /// --data`, `plot --overlay-data`).
    /// - Parameters:
    ///   - byteLimit: `nil` to read any file or stream (a shell's `<(command)`), or the largest
    ///     regular file read, in bytes: then only a regular file is read (a FIFO or device is
    ///     refused without blocking, ``SpringIO/Platform/readRegularFile(atPath:limit:)``).
    ///   - progress: given the file's bytes, a progress report for reading them, or `nil`.
    /// - Throws: ``RequestError``: no input for a missing or unreadable file (or, with a limit,
    ///   one that is not a regular file), usage for a file past `byteLimit`, bad data naming the
    ///   line (and, for bytes that are not UTF-8, the byte offset) for contents that are not
    ///   valid samples.
    /// - Cost: one read of the file and one pass over its bytes.
    public static func reading(atPath path: String, as field: RequestField, byteLimit: Int? = nil,
                               progress: (Data) -> ((_ completed: Int, _ total: Int) -> Void)? = { _ in nil }) throws(RequestError) -> FitSamples {
        let bytes: Data
        if let byteLimit {
            switch Platform.readRegularFile(atPath: path, limit: byteLimit) {
            case .success(let read): bytes = Data(read)
            case .failure(.tooLarge(let limit)):
                throw RequestError(.usage, "\(field: field) file \(path) is larger than \(limit) bytes: give fewer samples")
            case .failure(.notRegularFile):
                throw RequestError(.noInput, "cannot read \(field: field) file \(path): not a regular file")
            case .failure:
                throw RequestError(.noInput, "cannot read \(field: field) file \(path): no such file or not readable")
            }
        } else {
            guard let read = FileManager.default.contents(atPath: path) else {
                throw RequestError(.noInput, "cannot read \(field: field) file \(path): no such file or not readable")
            }
            bytes = read
        }
        do {
            return try FitSamples.parseCSV(bytes: Array(bytes), path: path, progress: progress(bytes))
        } catch {
            throw RequestError(error)
        }
    }
}
