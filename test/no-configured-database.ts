// In the database tier the application's database is the test file's own (withTestDatabase). Work
// still running after a file's database has closed (a recorder's flush, a timer) must not open
// the configured embedded database instead: several worker processes would open one data folder
// (.data/test/pglite) at once, and PGlite aborts in whichever file runs next. This opener,
// installed first, is the one that stays (configureDatabase keeps the first).
import { configureDatabase } from "@/lib/db/db";

configureDatabase(() =>
  Promise.reject(new Error("No test database is installed: the test file's own database has closed.")),
);
