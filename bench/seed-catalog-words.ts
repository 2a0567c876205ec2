/**
 * The bench catalog's vocabulary: names are drawn from these words, so a
 * search prefix typed by a listener ('mid', 'lov') matches thousands of
 * tracks, albums and artists, as it would in a large real catalog.
 */
export const ADJECTIVES = [
  'Blue', 'Golden', 'Silver', 'Electric', 'Broken', 'Wild', 'Sweet', 'Dark', 'Bright', 'Lonely', 'Lost', 'Neon', 'Velvet',
  'Crimson', 'Hollow', 'Quiet', 'Restless', 'Secret', 'Silent', 'Burning', 'Frozen', 'Fading', 'Endless', 'Gentle',
  'Heavy', 'Holy', 'Midnight', 'Paper', 'Purple', 'Cosmic', 'Faded', 'Little', 'Lucky', 'Magic', 'Northern', 'Southern',
  'Summer', 'Winter', 'Static', 'Sunny', 'Stormy', 'Perfect', 'Rebel', 'Royal', 'Savage', 'Shiny', 'Slow', 'Strange', 'Tender',
];

export const NOUNS = [
  'Love', 'Night', 'Heart', 'Dream', 'Fire', 'Moon', 'Rain', 'Star', 'Sun', 'Sunset', 'City', 'Home', 'Rose', 'Light', 'Ghost',
  'Ocean', 'River', 'Echo', 'Road', 'Highway', 'Garden', 'Mirror', 'Shadow', 'Thunder', 'Angel', 'Diamond', 'Desert', 'Island',
  'Kingdom', 'Lover', 'Memory', 'Mountain', 'Paradise', 'Radio', 'Rhythm', 'Satellite', 'Signal', 'Skyline', 'Storm', 'Street',
  'Tide', 'Valley', 'Wave', 'Wildfire', 'Window', 'Wonder', 'Horizon', 'Harbor', 'Station', 'Sugar',
  'Melody', 'Machine', 'Feather', 'Planet', 'Season', 'Silence', 'Stranger', 'Temple', 'Daylight', 'Dancer', 'Echoes', 'Letters',
];

export const VERBS = ['Chasing', 'Dancing in', 'Falling for', 'Waiting for', 'Running from', 'Dreaming of', 'Holding', 'Burning', 'Calling', 'Finding'];

export const FIRST_NAMES = [
  'Ada', 'Milo', 'Nora', 'Theo', 'Iris', 'Jonah', 'Luna', 'Felix', 'Mara', 'Otis', 'Ruby', 'Silas', 'Vera', 'Ezra', 'Hazel',
  'Jasper', 'Lena', 'Marco', 'Nina', 'Oscar', 'Pia', 'Rafael', 'Sasha', 'Tomas', 'Uma', 'Viktor', 'Wren', 'Yara', 'Zane', 'Elio',
];

export const LAST_NAMES = [
  'Rivers', 'Stone', 'Hart', 'Vale', 'Cruz', 'Moreau', 'Lindqvist', 'Okafor', 'Novak', 'Sato', 'Brennan', 'Castillo', 'Delacroix',
  'Fontaine', 'Grey', 'Holloway', 'Ivanova', 'Kowalski', 'Larsen', 'Mendes', 'Nakamura', 'Oduya', 'Petrov', 'Quinn', 'Reyes',
];

export const MIXES = ['Remix', 'Live', 'Acoustic', 'Radio Edit', 'Demo', 'Extended Mix', 'Reprise'];

export const BENCH_GENRES = [
  'rock', 'pop', 'electronic', 'hip-hop', 'jazz', 'classical', 'ambient', 'folk', 'soul', 'metal', 'punk', 'reggae', 'country',
  'blues', 'latin', 'house',
];

export const BENCH_TAGS = [
  'chill', 'upbeat', 'late-night', 'instrumental', 'acoustic', 'summer', 'focus', 'melancholic', 'dance', 'road-trip', 'rainy-day',
  'workout', 'party', 'romantic', 'sleep', 'study', 'coffee', 'driving', 'happy', 'sad', 'dreamy', 'epic', 'groovy', 'mellow',
  'retro', 'lo-fi', 'cinematic', 'energetic', 'moody', 'uplifting', 'dark', 'soulful', 'funky', 'raw', 'live', 'cover', 'remix',
  'duet', 'anthem', 'ballad',
];

/**
 * What the 'search' bench route types (bench/routes.ts rotates through them):
 * mostly 3-letter prefixes, a few longer prefixes and whole words, as a
 * listener's keystrokes arrive. Each matches many names of the vocabulary.
 */
export const SEARCH_QUERIES = [
  'lov', 'nig', 'sum', 'blu', 'gol', 'dre', 'fir', 'hea', 'mid', 'moo', 'rai', 'sta', 'sun', 'wil', 'dan', 'cit', 'bro', 'ele',
  'hom', 'ros', 'lig', 'sil', 'dar', 'gho', 'oce', 'river', 'winte', 'echo', 'neon', 'sweet',
];
