// The C side of SpringKit's CPrintf (NumberStyle's rounding) in the WebAssembly build:
// Embedded Swift has neither `String(format:)` nor `withVaList`, so the one variadic call
// SpringTune makes to round a Double to a precision goes through this non-variadic function
// to wasi-libc's (musl's) snprintf. Compiled for springkit.wasm by Scripts/build-web.sh.
#include <stdio.h>

int springtune_printf_double(char *buffer, int size, char conversion, int precision, double value) {
    char format[5] = {'%', '.', '*', conversion, 0};
    return snprintf(buffer, (size_t)size, format, precision, value);
}
