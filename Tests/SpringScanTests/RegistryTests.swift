import SpringExport
import Testing
@testable import SpringScan

/// Scan's languages and JavaScript libraries are registered values: each named once, found by
/// its extensions, linked to an ecosystem SpringExport knows, and asked in the registry's order.
@Suite struct RegistryTests {
    @Test func languagesAreFoundByNameAndExtension() {
        let names = SourceLanguage.allCases.map(\.rawValue)
        #expect(names == ["swift", "kotlin", "javascript", "css", "dart"])
        let extensions = SourceLanguage.allCases.flatMap(\.fileExtensions)
        #expect(Set(extensions).count == extensions.count, "an extension read as two languages")
        for language in SourceLanguage.allCases {
            #expect(SourceLanguage(rawValue: language.rawValue) == language)
            for fileExtension in language.fileExtensions {
                #expect(SourceLanguage(fileName: "dir.v2/name." + fileExtension) == language)
            }
        }
        for name in ["README", "a.txt", "swift", "a.swift.orig", "a.SWIFT", "a."] {
            #expect(SourceLanguage(fileName: name) == nil, "\(name)")
        }
        #expect(SourceLanguage(rawValue: "typescript") == nil)
    }

    @Test func recognisersNameEcosystemsThatExist() {
        let keys = Set(Ecosystem.all.map(\.key))
        for language in SourceLanguage.allCases {
            #expect(!language.ecosystems.isEmpty, "\(language.rawValue) names no ecosystem")
            for key in language.ecosystems { #expect(keys.contains(key), "\(language.rawValue): \(key)") }
        }
        let libraries = JavaScriptLibrary.allCases
        #expect(Set(libraries.map(\.name)).count == libraries.count)
        for library in libraries {
            #expect(!library.modules.isEmpty, "\(library.name)")
            if let key = library.ecosystem { #expect(keys.contains(key), "\(library.name): \(key)") }
        }
        #expect(SourceLanguage.javaScript.ecosystems == ["react-spring", "reanimated", "motion", "anime", "svelte"])
    }

    /// The first library of the registry that knows a token has it: `spring(` in a file that
    /// imports anime.js is anime.js's even where the file also names `svelte/motion`, and
    /// `useSpring` in a react-spring file is not Motion's.
    @Test func theFirstLibraryThatKnowsATokenHasIt() {
        let both = """
        import { spring } from 'animejs'
        const unused = 'svelte/motion'
        const s = spring({ stiffness: 200, damping: 12 })
        """
        #expect(Fixture.scan(both, .javaScript).map(\.api) == ["anime.js spring()"])
        let svelte = """
        import { spring } from 'svelte/motion'
        const s = spring(0, { stiffness: 0.2, damping: 0.5 })
        """
        #expect(Fixture.scan(svelte, .javaScript).map(\.api) == ["Svelte spring()"])
        let reactSpring = """
        import { useSpring } from '@react-spring/web'
        const a = useSpring({ x: 1, config: { tension: 300, friction: 20 } })
        """
        #expect(Fixture.scan(reactSpring, .javaScript).map(\.api) == ["react-spring config"])
    }

    /// Each library reads the exported configs of the forms it declares; the platform (React
    /// Native) gives way to a spring library, and the message lists the candidates in the
    /// registry's order.
    @Test func exportedConfigsAreReadByTheLibrariesOfTheirForm() {
        let readers = { (form: JavaScriptRecognizer.ConfigForm) in
            JavaScriptLibrary.allCases.filter { $0.exportedConfigs?.forms.contains(form) == true }.map(\.name)
        }
        #expect(readers(.physics) == ["Reanimated", "Motion", "anime.js", "React Native"])
        #expect(readers(.duration) == ["Reanimated"])
        #expect(readers(.origami) == ["react-spring", "React Native"])
        #expect(readers(.pop) == ["React Native"])
        #expect(JavaScriptLibrary.allCases.filter(\.isPlatform).map(\.name) == ["React Native"])
    }

    /// The C-family tokenizers share one loop: an interpolation's code, with its own brackets,
    /// strings and comments, is skipped with its string, whatever the language's brackets.
    @Test func interpolationsAreSkippedWithTheirString() {
        func texts(_ source: String, _ language: SourceLanguage) -> [String] {
            let file = SourceFile(path: "t", language: language, bytes: Array(source.utf8))
            return (0..<file.count).map { file.text($0) }
        }
        #expect(texts(#"a "x \(f((1)) + ")" /* ) */) y" b"#, .swift) == ["a", #""x \(f((1)) + ")" /* ) */) y""#, "b"])
        #expect(texts(#"a "x ${ { "}" } /* } */ } y" b"#, .kotlin) == ["a", #""x ${ { "}" } /* } */ } y""#, "b"])
        #expect(texts("a `x ${ {b: `}`} } y` c", .javaScript) == ["a", "`x ${ {b: `}`} } y`", "c"])
        #expect(texts(#"a 'x ${ {1: '}'} } y' r'\${' c"#, .dart) == ["a", #"'x ${ {1: '}'} } y'"#, #"r'\${'"#, "c"])
        // Swift lexes `.5` as punctuation and a number, the others as one number.
        #expect(texts("x .5", .swift) == ["x", ".", "5"])
        #expect(texts("x .5", .kotlin) == ["x", ".5"])
    }
}
