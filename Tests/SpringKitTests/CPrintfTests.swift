import Testing
@testable import SpringKit

/// CPrintf writes what C's printf writes; the expected texts are printf's by the C
/// standard (exact binary value, rounded to nearest at the last digit kept).
@Suite struct CPrintfTests {
    @Test func roundsTheExactBinaryValue() {
        // 2.675 is 2.67499999999999982236431605997495353221893310546875 in binary.
        #expect(CPrintf.text(2.675, .fixed, precision: 2) == "2.67")
        // 0.125 is exact: a tie, rounded to even.
        #expect(CPrintf.text(0.125, .fixed, precision: 2) == "0.12")
        #expect(CPrintf.text(0.375, .fixed, precision: 2) == "0.38")
        #expect(CPrintf.text(-1.5, .fixed, precision: 0) == "-2")
        #expect(CPrintf.text(1e22, .fixed, precision: 1) == "10000000000000000000000.0")
        #expect(CPrintf.text(0.1, .fixed, precision: 30) == "0.100000000000000005551115123126")
    }

    @Test func exponentialAndGeneral() {
        #expect(CPrintf.text(1e300, .exponential, precision: 3) == "1.000e+300")
        #expect(CPrintf.text(-0.000123456, .exponential, precision: 2) == "-1.23e-04")
        #expect(CPrintf.text(.leastNonzeroMagnitude, .exponential, precision: 1) == "4.9e-324")
        #expect(CPrintf.text(0.0001, .general, precision: 4) == "0.0001")
        #expect(CPrintf.text(0.00001, .general, precision: 4) == "1e-05")
        #expect(CPrintf.text(123456, .general, precision: 4) == "1.235e+05")
        #expect(CPrintf.text(-0.0, .fixed, precision: 1) == "-0.0")
    }

    @Test func nonFiniteAndTheLongest() {
        #expect(CPrintf.text(.nan, .fixed, precision: 2) == "nan")
        #expect(CPrintf.text(.infinity, .exponential, precision: 2) == "inf")
        #expect(CPrintf.text(-.infinity, .general, precision: 2) == "-inf")
        let largest = CPrintf.text(-.greatestFiniteMagnitude, .fixed, precision: 40)
        #expect(largest.count == 1 + 309 + 1 + 40)
        #expect(largest.hasPrefix("-179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368."))
        // A precision past 40 is clamped.
        #expect(CPrintf.text(1, .fixed, precision: 1000) == "1." + String(repeating: "0", count: 40))
    }
}
