// The one C function Embedded Swift's standard library expects from its platform for
// `Double(String)` (the full runtime has it in its C++ stubs): strtod in the C locale, which
// is wasi-libc's only locale. Compiled for springkit.wasm by Scripts/build-web.sh.
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end;
    *result = strtod(text, &end);
    return end;
}
