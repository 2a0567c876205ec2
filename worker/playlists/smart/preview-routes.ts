import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { validate } from '../../http/validate';
import { responds } from '../../http/responds';
import { requireAuth, requirePermission } from '../../permissions/guard';
import { rulesField } from './rules-schema';
import { smartTotals, storedRules } from './smart-queries';

const previewBody = z.object({ rules: rulesField });
const PreviewAnswer = z.object({ total: z.int(), duration: z.int() });

/**
 * docs/api/smart-playlists.md, POST playlists/rules-preview: how many tracks
 * rules would match now, and their length, for the editor's live count. The
 * per-user fields read the caller's own likes and plays: the caller is who
 * would own the playlist.
 */
export const previewRoutes = new Hono<AppEnv>().post(
  '/playlists/rules-preview',
  requireAuth,
  requirePermission('music.view'),
  validate('json', previewBody),
  responds(PreviewAnswer),
  async (c) => {
    const rules = storedRules(c.req.valid('json').rules)!;
    const [totals] = await smartTotals(c.get('db'), { owner_id: c.get('user')!.id, rules });
    return c.json({ total: totals.total, duration: totals.duration } satisfies z.infer<typeof PreviewAnswer>);
  },
);
