import { RESUME_STORAGE_PREFIX } from './upload-constants';

/** SPEC section 3: the resumable state saved per fingerprint. */
export type ResumeRecord = { createdAt: number; fileKey: string; uploadId: string };

/** localStorage can be missing or full (private mode); resuming is then simply unavailable. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readResumeRecord(fingerprint: string): ResumeRecord | null {
  try {
    const raw = storage()?.getItem(RESUME_STORAGE_PREFIX + fingerprint);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ResumeRecord>;
    if (typeof value.fileKey !== 'string' || typeof value.uploadId !== 'string') return null;
    return { createdAt: Number(value.createdAt) || 0, fileKey: value.fileKey, uploadId: value.uploadId };
  } catch {
    return null;
  }
}

export function saveResumeRecord(fingerprint: string, record: Omit<ResumeRecord, 'createdAt'>): void {
  try {
    storage()?.setItem(RESUME_STORAGE_PREFIX + fingerprint, JSON.stringify({ createdAt: Date.now(), ...record }));
  } catch {
    // Quota exceeded: the upload still works, it just cannot resume.
  }
}

/** SPEC section 4: cleared on completion or failure. */
export function clearResumeRecord(fingerprint: string): void {
  storage()?.removeItem(RESUME_STORAGE_PREFIX + fingerprint);
}
