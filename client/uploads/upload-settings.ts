import { getBootstrap, hasBootstrap } from '../bootstrap/bootstrap-store';

export type UploadSettings = { chunkedEnabled: boolean; directS3Enabled: boolean };

/** The public `uploads.*` settings (worker/settings/defaults.ts), with the worker's defaults when absent. */
export function readUploadSettings(): UploadSettings {
  const uploads = hasBootstrap()
    ? (getBootstrap().settings.uploads as { chunked_enabled?: boolean; direct_s3_enabled?: boolean } | undefined)
    : undefined;
  return {
    chunkedEnabled: uploads?.chunked_enabled ?? true,
    directS3Enabled: uploads?.direct_s3_enabled ?? false,
  };
}
