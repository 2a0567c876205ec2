import { useCallback, useState } from 'react';
import { ApiError } from '../../http/api-client';
import { measureFileLoudness, sendBrowserLoudness, serverMeasures } from './browser-loudness';

export type LoudnessStatus = 'measuring' | 'measured' | 'failed' | null;

/**
 * After a track's audio is published or replaced: measures the file the
 * uploader still holds when the server cannot (docs/decisions/028), and
 * says how it went. Never blocks the upload: the track is already saved.
 */
export function useBrowserLoudness() {
  const [status, setStatus] = useState<LoudnessStatus>(null);
  const measure = useCallback(async (trackId: number, file: File) => {
    if (serverMeasures(file)) return;
    setStatus('measuring');
    try {
      const loudness = await measureFileLoudness(file);
      if (!loudness) return setStatus('failed');
      await sendBrowserLoudness(trackId, loudness);
      setStatus('measured');
    } catch (error) {
      // 409: its tags or the server measured it first; it has its loudness either way.
      setStatus(error instanceof ApiError && error.status === 409 ? 'measured' : 'failed');
    }
  }, []);
  return { status, measure };
}
