import Testing
@testable import SpringScan

/// The tokenizers drop comments, keep strings whole, and place tokens by line and UTF-16 column.
@Suite struct TokenizerTests {
    func texts(_ source: String, _ language: SourceLanguage, path: String = "t") -> [String] {
        let file = SourceFile(path: path, language: language, bytes: Array(source.utf8))
        return (0..<file.count).map { file.text($0) }
    }

    @Test func swift() {
        let source = "a /* x /* nested */ still */ b // c\n\"s \\(f(\"q\")) t\" #\"raw \"# \"\"\"\nm\n\"\"\" e"
        #expect(texts(source, .swift) == ["a", "b", "\"s \\(f(\"q\")) t\"", "#\"raw \"#", "\"\"\"\nm\n\"\"\"", "e"])
    }

    @Test func kotlin() {
        #expect(texts("val x = \"a ${b + \"}\"} c\" /* d /* e */ */ 'q' 1_500f", .kotlin)
                == ["val", "x", "=", "\"a ${b + \"}\"} c\"", "'q'", "1_500f"])
    }

    @Test func javaScript() {
        #expect(texts("a = b / c / d; r = /x\\/y[/]/g; t = `u ${ `v` } w` // z", .javaScript)
                == ["a", "=", "b", "/", "c", "/", "d", ";", "r", "=", "/x\\/y[/]/g", ";", "t", "=", "`u ${ `v` } w`"])
        // An apostrophe in JSX text costs at most its line.
        #expect(texts("<p>don't</p>\nx", .javaScript).last == "x")
    }

    @Test func css() {
        #expect(texts("a { b: 0.5s url(http://x/y) /* c */ \"d\" -2% }", .css)
                == ["a", "{", "b", ":", "0.5", "s", "url", "(http://x/y)", "\"d\"", "-", "2%", "}"])
        // `//` starts a comment in SCSS only.
        #expect(texts("// line\nx", .css) == ["/", "/", "line", "x"])
        #expect(texts("// line\nx", .css, path: "t.scss") == ["x"])
    }

    @Test func utf16Columns() {
        // "é" is 1 UTF-16 unit (2 UTF-8 bytes), "😀" is 2 (4 bytes).
        let file = SourceFile(path: "t", language: .swift, bytes: Array("let é😀 = 1\n  x".utf8))
        #expect(file.tokens.map(\.column) == [1, 5, 9, 11, 3])
        #expect(file.tokens.map(\.line) == [1, 1, 1, 1, 2])
        let findings = Fixture.scan("/* 😀 */ let s = Spring(duration: 1, bounce: 0)", .swift)
        #expect(findings.first?.column == 18)
    }
}
