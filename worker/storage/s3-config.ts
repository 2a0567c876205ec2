import { z } from 'zod';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { getSettings } from '../settings/settings-service';
import { readSecrets } from '../settings/secrets';

/**
 * The `s3` driver's configuration (docs/decisions/011-uploads.md): the
 * settings of the admin's providers subpage (`s3.endpoint`, `s3.bucket`,
 * `s3.region`, and the write-only `s3.access_key_id` and
 * `s3.secret_access_key`), each falling back to its var or secret
 * (S3_ENDPOINT, e.g. https://<account>.r2.cloudflarestorage.com, S3_BUCKET,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) while it is empty.
 */
export const s3Config = z.object({
  S3_ENDPOINT: z.url(),
  S3_BUCKET: z.string().min(1),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
});
export type S3Config = z.infer<typeof s3Config>;

const SETTING_OF: Record<keyof S3Config, string> = {
  S3_ENDPOINT: 's3.endpoint',
  S3_BUCKET: 's3.bucket',
  S3_REGION: 's3.region',
  S3_ACCESS_KEY_ID: 's3.access_key_id',
  S3_SECRET_ACCESS_KEY: 's3.secret_access_key',
};

export async function loadS3Config(env: Env, db: Db): Promise<S3Config> {
  const [all, keys] = await Promise.all([getSettings(env, db), readSecrets(db, ['s3.access_key_id', 's3.secret_access_key'])]);
  const stored: Record<string, unknown> = { ...all, ...keys };
  const vars = env as unknown as Record<string, unknown>;
  const merged = Object.fromEntries(
    Object.entries(SETTING_OF).map(([name, setting]) => [name, String(stored[setting] ?? '').trim() || vars[name] || undefined]),
  );
  const parsed = s3Config.safeParse(merged);
  if (!parsed.success) throw new HttpError(500, 'The s3 storage driver is not configured.');
  return parsed.data;
}
