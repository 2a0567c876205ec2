/** The one shared ~1 MB WAV every bench track streams: bench/seed-catalog.ts stores it, the r2 floor reads it. */
export const BENCH_AUDIO_KEY = 'tracks/bench.wav';
