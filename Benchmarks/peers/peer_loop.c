/* peer_loop.c: the plain C peer of row 1 (compiled by Benchmarks/run.sh with `cc -O2 -lm`).
 *
 * Evaluates the exact unit-step response of the same spring grid as springbench (see the top of
 * Benchmarks/springbench/main.swift) on t_i = i/60, i = 0..599, one sample at a time with libm's
 * exp/sin/cos, into a spring-major array; best of REPEATS; prints one JSON line with the sum of
 * all samples as checksum (it must agree with SpringTune's).
 *
 * Usage: peer_loop [NK NZ SAMPLES REPEATS]   (defaults 40 25 600 15)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    int nk = argc > 1 ? atoi(argv[1]) : 40;
    int nz = argc > 2 ? atoi(argv[2]) : 25;
    int samples = argc > 3 ? atoi(argv[3]) : 600;
    int repeats = argc > 4 ? atoi(argv[4]) : 15;
    int count = nk * nz;
    double h = 1.0 / 60;
    double *out = malloc(sizeof(double) * (size_t)count * (size_t)samples);
    if (!out) return 1;
    double best = INFINITY, checksum = 0;
    for (int r = 0; r < repeats; r++) {
        double start = now();
        for (int j = 0; j < count; j++) {
            int i = j / nz, q = j % nz;
            double k = 50 * pow(20.0, (double)i / (nk - 1));
            double zeta = 0.05 + 1.95 * (double)q / (nz - 1);
            double w0 = sqrt(k);                 /* mass 1 */
            double *x = out + (size_t)j * samples;
            if (zeta < 1) {
                double lambda = zeta * w0, wd = w0 * sqrt(1 - zeta * zeta);
                for (int n = 0; n < samples; n++) {
                    double t = n * h;
                    x[n] = 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t));
                }
            } else if (zeta == 1) {
                for (int n = 0; n < samples; n++) {
                    double t = n * h;
                    x[n] = 1 - exp(-w0 * t) * (1 + w0 * t);
                }
            } else {
                double wo = w0 * sqrt(zeta * zeta - 1);
                double r1 = zeta * w0 - wo, r2 = zeta * w0 + wo;
                for (int n = 0; n < samples; n++) {
                    double t = n * h;
                    x[n] = 1 - (r2 * exp(-r1 * t) - r1 * exp(-r2 * t)) / (r2 - r1);
                }
            }
        }
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
        checksum = 0;
        for (size_t n = 0; n < (size_t)count * samples; n++) checksum += out[n];
    }
    printf("{\"benchmark\": \"grid-c-loop\", \"side\": \"peer\", \"springs\": %d, \"samples\": %d, "
           "\"threads\": 1, \"seconds\": %.9g, \"evaluationsPerSecond\": %.9g, \"checksum\": %.17g}\n",
           count, samples, best, (double)count * samples / best, checksum);
    free(out);
    return 0;
}
