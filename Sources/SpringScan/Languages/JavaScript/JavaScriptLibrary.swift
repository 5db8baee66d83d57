/// A JavaScript library whose springs scan recognises: the packages it comes from, the
/// ecosystem it belongs to, the forms of its springs it finds at a token, and how it reads a
/// config a file exports.
///
/// Each library is declared in its own file under `Languages/JavaScript/Libraries/`, named after
/// its SpringKit family's folder where it has one (`JavaScriptLibrary+Anime.swift` declares
/// ``anime``), with the functions that read its springs; ``allCases`` lists each once.
/// ``JavaScriptRecognizer`` asks the libraries in that order at each identifier, and the first
/// that knows the token has it. Nothing else names a library: adding one is its file and one line
/// in that list. Two libraries are equal when their names are.
struct JavaScriptLibrary: Sendable, Equatable {
    /// Its name (`Motion`, `react-spring`, …).
    let name: String
    /// The key of its ecosystem in SpringExport's ``Ecosystem`` (`motion`, `react-spring`, …),
    /// or `nil` for a library that has none (React Native, React Navigation). SpringExport does
    /// not know scan (SpringScan depends on it), so the link is written here.
    let ecosystem: String?
    /// The packages it comes from; the first is the one a message names.
    let modules: [String]
    /// The springs at the identifier `index` of a file, in the file's ``JavaScriptRecognizer/Context``:
    /// `nil` when the token starts none of its forms (the next library is asked), else the
    /// springs found there (none when the form cannot be read as a spring).
    let recognize: @Sendable (_ file: SourceFile, _ index: Int, _ context: JavaScriptRecognizer.Context) -> [SpringCall]?
    /// How it reads a config that a file exports and no recogniser found, or `nil` when it reads none.
    var exportedConfigs: ExportedConfigReading?
    /// How spring options under a `springOptions` or `springConfig` name are read in a file that
    /// imports it, or `nil` when importing it says nothing about them.
    var springOptions: JavaScriptRecognizer.SpringOptionsReading?
    /// Whether the file's imports bring it (by default: an import from one of ``modules``).
    var isImported: @Sendable (JavaScriptBindings) -> Bool
    /// Whether it is the platform other spring libraries run on (React Native): a config its
    /// project could read with it or with a spring library beside it is the spring library's.
    var isPlatform = false
    /// The named constants it exports whose values are spring configs, by name
    /// (``JavaScriptRecognizer/apiConstants``, imported from ``modules``' first).
    var constants: [String: JavaScriptResolver.Member] = [:]

    /// A library named `name`, of `ecosystem`, from `modules`, whose springs `recognize` finds.
    init(_ name: String, ecosystem: String?, modules: [String],
         recognize: @escaping @Sendable (SourceFile, Int, JavaScriptRecognizer.Context) -> [SpringCall]?) {
        self.name = name
        self.ecosystem = ecosystem
        self.modules = modules
        self.recognize = recognize
        isImported = { bindings in modules.contains(where: bindings.imports(from:)) }
    }

    /// Every library, in the order they are asked at a token (a `config(` call in a react-spring
    /// file is react-spring's, a `spring(` call in an anime.js file anime.js's), which is also
    /// the order a message lists the libraries that could read an exported config in.
    static let allCases: [JavaScriptLibrary] = [.reactSpring, .reanimated, .motion, .anime, .reactNative, .svelte, .reactNavigation]

    static func == (lhs: JavaScriptLibrary, rhs: JavaScriptLibrary) -> Bool { lhs.name == rhs.name }

    /// How a library reads an exported config (``JavaScriptRecognizer/exportedConfigs(in:found:tree:)``).
    struct ExportedConfigReading: Sendable {
        /// The forms of config it reads.
        var forms: Set<JavaScriptRecognizer.ConfigForm>
        /// The API a finding names (`Motion spring options`).
        var api: String
        /// Makes the call the spring of the config's members, by the library's rules.
        var read: @Sendable (_ call: inout SpringCall, _ values: [String: FindingParameter], _ context: JavaScriptRecognizer.Context) -> Void
    }
}

extension JavaScriptLibrary {
    /// This library, reading exported configs as `reading` says; `isPlatform` for the platform
    /// spring libraries run on (``isPlatform``).
    func reading(_ reading: ExportedConfigReading, isPlatform: Bool = false) -> JavaScriptLibrary {
        var library = self
        library.exportedConfigs = reading
        library.isPlatform = isPlatform
        return library
    }

    /// This library, deciding how a file that imports it reads spring options (`isImported`:
    /// what counts as importing it, when not an import from ``modules``).
    func readingSpringOptions(_ reading: JavaScriptRecognizer.SpringOptionsReading,
                              importedBy isImported: (@Sendable (JavaScriptBindings) -> Bool)? = nil) -> JavaScriptLibrary {
        var library = self
        library.springOptions = reading
        if let isImported { library.isImported = isImported }
        return library
    }

    /// This library, exporting `constants` (``constants``).
    func exporting(_ constants: [String: JavaScriptResolver.Member]) -> JavaScriptLibrary {
        var library = self
        library.constants = constants
        return library
    }
}
