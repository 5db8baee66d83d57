import Foundation

/// Opens the studio's address in the user's browser, when there is a display to open it on.
public enum StudioBrowser {
    /// Whether a browser can be shown: on macOS always; elsewhere when `DISPLAY` or
    /// `WAYLAND_DISPLAY` is set.
    public static func hasDisplay(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        #if os(macOS)
        return true
        #else
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        #endif
    }

    /// Starts `open` (macOS) or `xdg-open` with `address`, its output discarded; returns
    /// whether it could be started. The address is passed as one argument, never through a shell.
    @discardableResult
    public static func open(_ address: String) -> Bool {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #endif
        #if os(macOS)
        process.arguments = [address]
        #else
        process.arguments = ["xdg-open", address]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
