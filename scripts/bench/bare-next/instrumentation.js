// Nothing to run at start-up. The file must exist: without one, the build would take the enclosing
// repository's instrumentation.ts (Turbopack's root is the directory of the nearest lockfile).
export function register() {}
