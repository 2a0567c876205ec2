import type { DemoGenre } from './demo-taxonomy';

export type DemoArtist = {
  key: string;
  name: string;
  description: string;
  verified: boolean;
  genres: DemoGenre[];
  /** Relative popularity (1..10): scales the plays of the artist's tracks. */
  popularity: number;
};

/** Invented artists; links point at example.com, never at a real site. */
export const DEMO_ARTISTS: DemoArtist[] = [
  { key: 'velvet-harbor', name: 'Velvet Harbor', verified: true, genres: ['rock', 'pop'], popularity: 9,
    description: 'A four-piece from a fishing town that never quite left the docks: jangling guitars, tidal choruses and songs about the coast road.' },
  { key: 'nova-lumen', name: 'Nova Lumen', verified: true, genres: ['electronic', 'ambient'], popularity: 8,
    description: 'Producer Nova Lumen builds slow-blooming synth tracks out of modular patches and field recordings of city lights.' },
  { key: 'mira-castellano', name: 'Mira Castellano', verified: true, genres: ['folk', 'pop'], popularity: 7,
    description: 'Singer-songwriter writing letters to the valley she grew up in, one nylon-string song at a time.' },
  { key: 'lantern-static', name: 'The Lantern Static', verified: false, genres: ['rock'], popularity: 5,
    description: 'Loud, fast and a little haunted: garage rock recorded live in a disused power station.' },
  { key: 'kofi-brightwater', name: 'Kofi Brightwater', verified: true, genres: ['hip-hop', 'soul'], popularity: 10,
    description: 'Rapper and producer with a warm, sample-heavy sound and a notebook full of corner-store philosophy.' },
  { key: 'sable-ash', name: 'Sable & Ash', verified: false, genres: ['soul'], popularity: 6,
    description: 'A late-night soul duo: one voice like smoke, one like embers, and a drum machine older than both of them.' },
  { key: 'quiet-meridian', name: 'Quiet Meridian', verified: false, genres: ['ambient', 'electronic'], popularity: 4,
    description: 'Long-form ambient pieces for reading, working and watching snow fall.' },
  { key: 'juniper-vale', name: 'Juniper Vale', verified: false, genres: ['folk'], popularity: 3,
    description: 'Fingerpicked guitar, close harmonies and the sound of rain on a cabin roof.' },
  { key: 'ozone-parade', name: 'Ozone Parade', verified: true, genres: ['electronic', 'pop'], popularity: 7,
    description: 'Glittering synth-pop built for night drives and crowded dance floors.' },
  { key: 'ellis-mourne-trio', name: 'Ellis Mourne Trio', verified: false, genres: ['jazz'], popularity: 4,
    description: 'Piano, upright bass and brushes: a trio that plays the blue room every Thursday after midnight.' },
  { key: 'copper-tides', name: 'Copper Tides', verified: false, genres: ['rock', 'folk'], popularity: 5,
    description: 'Road-worn Americana-tinged rock from a band that has never met a highway it did not want to sing about.' },
  { key: 'lumi-saar', name: 'Lumi Saar', verified: true, genres: ['pop', 'electronic'], popularity: 8,
    description: 'Bright, icy pop from the far north, with choruses that stick like frost.' },
];

export const artistLinks = (artist: DemoArtist) => [
  { url: `https://example.com/artists/${artist.key}`, title: 'Official site' },
  { url: `https://example.com/shop/${artist.key}`, title: 'Merch' },
];
