// Mirrors worker/backstage/backstage-constants.ts (the client may import only
// types from the worker), so the forms refuse what the server would.
export const BACKSTAGE_NAME_MAX = 255;
export const BACKSTAGE_DESCRIPTION_MAX = 5000;
export const BACKSTAGE_LYRICS_MAX = 50_000;
/** Peaks computed in the browser (docs/api/uploads.md allows up to 1000). */
export const WAVEFORM_PEAKS = 200;
