/** DESIGN section 7: 1,000 listeners; the login route signs in as each in turn. */
export const BENCH_USER_COUNT = 1000;
export const BENCH_USER_PASSWORD = 'bench-password';
export const benchUserEmail = (n: number) => `bench-user-${n % BENCH_USER_COUNT}@example.com`;
