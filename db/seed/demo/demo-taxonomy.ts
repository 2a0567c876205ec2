/** Genres of the demo catalog: `name` is the URL slug and channel restriction (/channel/genre/rock). */
export const DEMO_GENRES = [
  { name: 'rock', display_name: 'Rock' },
  { name: 'electronic', display_name: 'Electronic' },
  { name: 'hip-hop', display_name: 'Hip-Hop' },
  { name: 'jazz', display_name: 'Jazz' },
  { name: 'pop', display_name: 'Pop' },
  { name: 'ambient', display_name: 'Ambient' },
  { name: 'folk', display_name: 'Folk' },
  { name: 'soul', display_name: 'Soul & R&B' },
] as const;

export type DemoGenre = (typeof DEMO_GENRES)[number]['name'];

export const DEMO_TAGS = [
  { name: 'chill', display_name: 'Chill' },
  { name: 'upbeat', display_name: 'Upbeat' },
  { name: 'late-night', display_name: 'Late Night' },
  { name: 'instrumental', display_name: 'Instrumental' },
  { name: 'acoustic', display_name: 'Acoustic' },
  { name: 'summer', display_name: 'Summer' },
  { name: 'focus', display_name: 'Focus' },
  { name: 'melancholic', display_name: 'Melancholic' },
  { name: 'dance', display_name: 'Dance' },
  { name: 'road-trip', display_name: 'Road Trip' },
  { name: 'rainy-day', display_name: 'Rainy Day' },
  { name: 'workout', display_name: 'Workout' },
] as const;

export type DemoTag = (typeof DEMO_TAGS)[number]['name'];
