/** DESIGN section 2: the local seed's admin, overridable by SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export const DEFAULT_ADMIN = { adminEmail: 'admin@example.com', adminPassword: 'admin12345' };
