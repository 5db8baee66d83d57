import Foundation
import SpringPresets

extension SpringSource {
    /// The preset search path the process was started with (`SPRINGTUNE_PRESET_PATH`), if set.
    public static var environmentSearchPath: String? {
        ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable]
    }

    /// The preset names a shell may complete: the bundled presets' and those of
    /// ``environmentSearchPath``, or the bundled presets' alone when the search path cannot be read.
    /// - Cost: reads the search path's files.
    public static func completablePresetNames() -> [String] {
        let library = (try? PresetLibrary.loading(files: [], searchPath: environmentSearchPath)) ?? PresetLibrary.bundled
        return library.presets.map { $0.name }
    }
}
