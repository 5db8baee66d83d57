import Foundation
import SpringKit
import SpringTestSupport
import Testing

/// `NumberStyle`: each named style on the examples its documentation and the golden files give,
/// the shortest styles' round trip on seeded random doubles, and the non-finite.
@Suite struct NumberStyleTests {
    @Test func decimalIsTheSpecAndJSONForm() {
        #expect(NumberStyle.decimal.text(180) == "180")
        #expect(NumberStyle.decimal.text(49) == "49")
        #expect(NumberStyle.decimal.text(-0.0) == "0")
        #expect(NumberStyle.decimal.text(-0.1) == "-0.1")
        #expect(NumberStyle.decimal.text(0.1) == "0.1")
        #expect(NumberStyle.decimal.text(1e-5) == "1e-05")
        #expect(NumberStyle.decimal.text(1.5e20) == "1.5e+20")
        #expect(NumberStyle.decimal.text(1e15) == "1000000000000000.0")
        #expect(NumberStyle.decimal.text(999_999_999_999_999) == "999999999999999")
    }

    @Test func readableIsTheFewestDigitsWithinTheTolerance() {
        #expect(NumberStyle.readable.text(0.30000000000000004) == "0.3")
        #expect(NumberStyle.readable.text(-1.3999999999999999) == "-1.4")
        #expect(NumberStyle.readable.text(157.91367041742973) == "157.9136704174")
        #expect(NumberStyle.readable.text(1500) == "1500")
        #expect(NumberStyle.readable.text(0.00001) == "0.00001")
        #expect(NumberStyle.readable.text(1.5e-7) == "1.5e-07")
        #expect(NumberStyle.readable.text(2e16) == "2e+16")
        #expect(NumberStyle.readable.text(-0.0) == "0")
        #expect(NumberStyle.readable.text(.leastNonzeroMagnitude) == "5e-324")
    }

    @Test func exportLiterals() {
        #expect(NumberStyle.swiftLiteral.text(1) == "1.0")
        #expect(NumberStyle.swiftLiteral.text(0) == "0.0")
        #expect(NumberStyle.swiftLiteral.text(0.3) == "0.3")
        #expect(NumberStyle.swiftLiteral.text(1e-5) == "0.00001")
        #expect(NumberStyle.swiftLiteral.text(1e-6) == "1e-06")
        #expect(NumberStyle.exact.text(1) == "1.0")
        #expect(NumberStyle.exact.text(224.6441202856322) == "224.6441202856322")
        #expect(NumberStyle.exact.text(-0.0) == "0.0")
        #expect(NumberStyle.exact.text(1e-5) == "1e-05")
        #expect(NumberStyle.kotlinFloat.text(100) == "100f")
        #expect(NumberStyle.kotlinFloat.text(0.5) == "0.5f")
        #expect(NumberStyle.kotlinFloat.text(157.91367041742973) == "157.91367f")
        #expect(NumberStyle.kotlinFloat.text(-0.0) == "-0f")
        #expect(NumberStyle.kotlinFloat.text(1e39) == "inff")
        #expect(NumberStyle.fewerDecimals(2).text(0.25) == "0.25")
        #expect(NumberStyle.fewerDecimals(2).text(3.001) == "3")
        #expect(NumberStyle.fewerDecimals(2).text(-0.001) == "0")
    }

    @Test func javaScriptIsNumberToString() {
        #expect(NumberStyle.javaScript.text(1) == "1")
        #expect(NumberStyle.javaScript.text(0.0419) == "0.0419")
        #expect(NumberStyle.javaScript.text(-0.0) == "0")
        #expect(NumberStyle.javaScript.text(1e21) == "1e+21")
        #expect(NumberStyle.javaScript.text(1e20) == "100000000000000000000")
        #expect(NumberStyle.javaScript.text(0.000001) == "0.000001")
        #expect(NumberStyle.javaScript.text(0.0000001) == "1e-7")
        #expect(NumberStyle.javaScript.text(123.456) == "123.456")
        #expect(NumberStyle.javaScript.text(-1.5e-9) == "-1.5e-9")
    }

    @Test func plotLabelsAndTicks() {
        #expect(NumberStyle.plotLabel().text(0.123456) == "0.123")
        #expect(NumberStyle.plotLabel().text(9.996) == "10.00")
        #expect(NumberStyle.plotLabel().text(1_500_000) == "1.50e+06")
        #expect(NumberStyle.plotLabel().text(0) == "0")
        #expect(NumberStyle.plotSeconds.text(0.5123) == "0.512 s")
        #expect(NumberStyle.plotValue.text(0.5) == "0.5")
        #expect(NumberStyle.plotValue.text(1.2) == "1.2")
        #expect(NumberStyle.plotValue.text(-50) == "-50")
        #expect(NumberStyle.plotValue.text(1.5e6) == "1.50000e+06")
        #expect(NumberStyle.plotPercent(4.321).text(4.321) == "4.32 %")
        #expect(NumberStyle.plotPercent(12.54).text(12.54) == "12.5 %")
        #expect(NumberStyle.tick(decimals: 2).text(0.5) == "0.50")
        #expect(NumberStyle.tick(decimals: 1).text(-0.01) == "0.0")
        #expect(NumberStyle.tick(significant: 2).text(2e-5) == "2e-5")
        #expect(NumberStyle.tick(significant: 2).text(1.5e6) == "1.5e6")
        #expect(NumberStyle.tick(significant: 2).text(2) == "2")
    }

    @Test func scanAndEdit() {
        #expect(NumberStyle.scan.text(0.80761234) == "0.8076")
        #expect(NumberStyle.scan.text(1500) == "1500")
        #expect(NumberStyle.scan.text(1.2e-5) == "1.2e-5")
        #expect(NumberStyle.scan.text(123456.7) == "1.235e5")
        #expect(NumberStyle.scan.text(2.5e10) == "2.5e10")
        #expect(NumberStyle.edit.text(157.91367041742973) == "157.9137")
        #expect(NumberStyle.edit.text(0.000123456789) == "0.0001234568")
        #expect(NumberStyle.edit.text(2.5e10) == "25000000000")
        #expect(NumberStyle.fixed(2).text(0.3) == "0.30")
        #expect(NumberStyle.fixed(1).text(200) == "200.0")
        #expect(NumberStyle.trimmingZeros("0.50") == "0.5")
        #expect(NumberStyle.trimmingZeros("2.000") == "2")
        #expect(NumberStyle.trimmingZeros("170") == "170")
        #expect(NumberStyle.grouped(1_000_000) == "1,000,000")
        #expect(NumberStyle.grouped(999) == "999")
    }

    @Test func nonFiniteSpellings() {
        let negativeNaN = -Double.nan
        #expect(NumberStyle.decimal.text(.nan) == "nan")
        #expect(NumberStyle.decimal.text(negativeNaN) == "nan")
        #expect(NumberStyle.readable.text(.infinity) == "inf")
        #expect(NumberStyle.readable.text(-.infinity) == "-inf")
        #expect(NumberStyle.javaScript.text(.nan) == "NaN")
        #expect(NumberStyle.javaScript.text(-.infinity) == "-Infinity")
        #expect(NumberStyle.plotLabel().text(.nan) == "–")
        #expect(NumberStyle.plotSeconds.text(.infinity) == "∞ s")
        #expect(NumberStyle.plotLabel().text(-.infinity) == "−∞")
        #expect(NumberStyle.kotlinFloat.text(.nan) == "nanf")
        #expect(NumberStyle.fixed(2).text(negativeNaN) == "-nan")
        #expect(NumberStyle.scan.text(.infinity) == "inf")
        #expect(NumberStyle.edit.text(.nan) == "0")
    }

    /// Every exponent, subnormals and −0: the shortest styles read back as the value.
    @Test func shortestStylesRoundTrip() {
        var random = SplitMix64(seed: 34)
        var values: [Double] = [-0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 1e15, 1e16, 1e21, 1e-7]
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
            values.append(Double(bitPattern: random.next() % 0x0010_0000_0000_0000))  // subnormal
        }
        for value in values {
            for style in [NumberStyle.decimal, .exact, .javaScript] {
                let text = style.text(value)
                #expect(Double(text) == value, "\(style.digits) \(value.bitPattern): \(text)")
            }
        }
    }

    /// The readable style stays within its tolerance and never writes more digits than needed.
    @Test func readableStaysWithinItsTolerance() {
        var random = SplitMix64(seed: 1234)
        for _ in 0..<5_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite, value != 0 else { continue }
            let text = NumberStyle.readable.text(value)
            guard let back = Double(text) else { Issue.record("\(value): \(text)"); continue }
            #expect((back - value).magnitude <= 1e-12 * value.magnitude, "\(value): \(text)")
        }
    }

    /// `general(n)` against C's own `%.{n}g` (Foundation's `String(format:)`, an independent
    /// implementation) on seeded random values of every exponent, round numbers, and the
    /// non-finite.
    @Test func generalIsPrintfG() {
        var random = SplitMix64(seed: 4096)
        var values: [Double] = [0, -0.0, 1, 100, 1e6, 999_999.5, 0.0001, 0.00009999, 59.94, 1e-300, .nan, -.nan,
                                .infinity, -.infinity, Double.leastNonzeroMagnitude]
        for _ in 0..<4_000 {
            values.append(Double(bitPattern: random.next()))
            let decade = Double(Int(random.next() % 25) - 12)
            values.append(Double(random.next() % 1_000_000) / 1000 * pow(10, decade))
        }
        for digits in [3, 4, 6] {
            for value in values {
                #expect(NumberStyle.general(digits).text(value) == String(format: "%.\(digits)g", value),
                        "\(digits) \(value.bitPattern)")
            }
        }
    }
}
