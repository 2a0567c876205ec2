/**
 * Asks the browser to keep saved downloads when space runs low
 * (navigator.storage.persist(), docs/offline.md). Resolves true when storage
 * is persistent, false when the browser refused (it may then evict them).
 */
export async function requestPersistence(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}

export type StorageFigures = { usage: number; quota: number; persisted: boolean };

export async function storageFigures(): Promise<StorageFigures> {
  const [estimate, persisted] = await Promise.all([navigator.storage?.estimate?.() ?? {}, navigator.storage?.persisted?.() ?? false]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}
