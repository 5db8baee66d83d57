// The wasm32 libm springkit.wasm links (Debian's wasi-libc), one function at a time, for
// Scripts/measure-web-libm.sh: docs/web.md's comparison with glibc. Not part of springkit.wasm.
#include <math.h>

__attribute__((export_name("probe")))
double probe(int function, double x, double y) {
    switch (function) {
    case 0: return exp(x);
    case 1: return expm1(x);
    case 2: return log(x);
    case 3: return log1p(x);
    case 4: return log10(x);
    case 5: return log2(x);
    case 6: return pow(x, y);
    case 7: return sin(x);
    case 8: return cos(x);
    case 9: return tan(x);
    case 10: return atan2(x, y);
    case 11: return asin(x);
    case 12: return sinh(x);
    case 13: return cosh(x);
    case 14: return tanh(x);
    case 15: return sqrt(x);
    default: return 0;
    }
}
