import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { registerRoutes } from './register-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { twoFactorRoutes } from './two-factor-routes';

/** Everything served under /auth at the root (DESIGN section 3, SPEC section 7). */
export const authRoutes = new Hono<AppEnv>()
  .route('/', registerRoutes)
  .route('/', loginRoutes)
  .route('/', passwordRoutes)
  .route('/', twoFactorRoutes);
