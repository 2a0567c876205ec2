// Test-only binding: the migrations vitest.config.ts reads for applyD1Migrations.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: D1Migration[];
  }
}
