// Preloaded with --cpu-prof (BENCH_CPU_PROF): V8 writes the profile only on a normal exit, and the
// API's shutdown hooks end it with the signal again, so SIGTERM exits at once instead.
process.prependListener('SIGTERM', () => process.exit(0));
