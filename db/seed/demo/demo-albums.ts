import type { AlbumType } from '../../music-catalog';
import type { DemoTag } from './demo-taxonomy';

/** A track title, or a title with featured artists (keys of DEMO_ARTISTS) credited after the album's. */
export type DemoTrack = string | { name: string; with: string[] };

export type DemoAlbum = {
  name: string;
  type: AlbumType;
  release_date: string;
  /** Credited artists (keys of DEMO_ARTISTS), in billing order. */
  artists: string[];
  tags: DemoTag[];
  description: string;
  tracks: DemoTrack[];
};

export const DEMO_ALBUMS: DemoAlbum[] = [
  {
    name: 'Tidewater Lights', type: 'album', release_date: '2024-05-17', artists: ['velvet-harbor'], tags: ['summer', 'road-trip'],
    description: 'The band’s second record, written over one summer of coastal gigs.',
    tracks: ['Harbor Lights', 'Saltwater Radio', 'Long Way Down the Coast', 'Paper Boats', { name: 'Undertow', with: ['mira-castellano'] }, 'Lighthouse Keeper', 'Low Tide Lullaby'],
  },
  {
    name: 'Afterglow Circuit', type: 'album', release_date: '2025-02-07', artists: ['nova-lumen'], tags: ['late-night', 'dance', 'instrumental'],
    description: 'Six pieces for the hour after the club closes.',
    tracks: ['Circuit Bloom', 'Neon Rain', 'Afterglow', { name: 'Signal to Noise', with: ['ozone-parade'] }, 'Static Heart', 'Photon Drift'],
  },
  {
    name: 'Letters from the Valley', type: 'album', release_date: '2023-10-13', artists: ['mira-castellano'], tags: ['acoustic', 'melancholic'],
    description: 'A debut of quiet songs recorded in a farmhouse kitchen.',
    tracks: ['Letters', 'Valley Song', 'Orchard in November', 'Slow River', 'The Kitchen Light', 'Postcards Home'],
  },
  {
    name: 'Voltage Hymns', type: 'album', release_date: '2022-09-02', artists: ['lantern-static'], tags: ['upbeat', 'workout'],
    description: 'Recorded live to tape in a single night.',
    tracks: ['Voltage', 'Ghost in the Amplifier', 'Run the Red Line', 'Broken Compass', 'Sparks Fly Upward', 'Last Train Out'],
  },
  {
    name: 'Golden Hour Tapes', type: 'album', release_date: '2025-06-20', artists: ['kofi-brightwater'], tags: ['summer', 'upbeat'],
    description: 'Warm loops, block-party stories and a sunset on every track.',
    tracks: ['Golden Hour', 'Corner Store Philosophy', { name: 'Rooftop Sermon', with: ['sable-ash'] }, 'Bright Water', 'Daydream Currency', 'Block Party Weather', 'Sunset Ledger'],
  },
  {
    name: 'Midnight Velvet', type: 'ep', release_date: '2024-11-08', artists: ['sable-ash'], tags: ['late-night', 'chill'],
    description: 'Four slow dances for the small hours.',
    tracks: ['Midnight Velvet', 'Ember', 'Hold the Slow Dance', 'Candle Smoke'],
  },
  {
    name: 'Fields of Static', type: 'album', release_date: '2021-03-19', artists: ['quiet-meridian'], tags: ['focus', 'instrumental', 'chill'],
    description: 'Drones and soft pulses for long stretches of concentration.',
    tracks: ['Fields of Static', 'Meridian', 'Snowfall on Glass', 'Breathing Room', 'Tundra Light'],
  },
  {
    name: 'Hollow Pines', type: 'ep', release_date: '2023-04-21', artists: ['juniper-vale'], tags: ['acoustic', 'rainy-day'],
    description: 'Recorded in a cabin during a week of rain.',
    tracks: ['Hollow Pines', 'Wren', 'Lamplight Waltz', 'Cold Creek'],
  },
  {
    name: 'Glitter Fault', type: 'single', release_date: '2025-09-12', artists: ['ozone-parade'], tags: ['dance', 'upbeat'],
    description: 'The single, a night-drive remix and the instrumental.',
    tracks: ['Glitter Fault', 'Glitter Fault (Night Drive Mix)', 'Glitter Fault (Instrumental)'],
  },
  {
    name: 'Blue Room Sessions', type: 'album', release_date: '2022-01-28', artists: ['ellis-mourne-trio'], tags: ['late-night', 'instrumental', 'chill'],
    description: 'Six standards-that-never-were, captured over three Thursday nights.',
    tracks: ['Blue Room', 'Smoke Rings', 'Waltz for Evelyn', 'Late Checkout', 'Brass Moon', 'Quiet Hours'],
  },
  {
    name: 'Rust & Rivers', type: 'album', release_date: '2024-08-30', artists: ['copper-tides'], tags: ['road-trip', 'upbeat'],
    description: 'Songs for the long way home.',
    tracks: ['Rust & Rivers', 'Highway Hymn', 'Copper Sky', 'Wildfire Season', 'Gravel Roads', 'Homeward'],
  },
  {
    name: 'Polar Pop', type: 'ep', release_date: '2025-04-04', artists: ['lumi-saar'], tags: ['upbeat', 'dance', 'summer'],
    description: 'Four bright pop songs from under the northern lights.',
    tracks: ['Polar Pop', 'Aurora Calling', { name: 'Ice Cream Satellite', with: ['kofi-brightwater'] }, 'Northern Crush'],
  },
  {
    name: 'Drift Collective', type: 'ep', release_date: '2024-02-16', artists: ['nova-lumen', 'quiet-meridian'], tags: ['focus', 'chill', 'instrumental'],
    description: 'A four-part collaboration, improvised over one long weekend.',
    tracks: ['Drift I: Arrival', 'Drift II: Tidepool', 'Drift III: Aurora', 'Drift IV: Departure'],
  },
  {
    name: 'Paper Moon', type: 'single', release_date: '2025-11-21', artists: ['mira-castellano'], tags: ['melancholic', 'rainy-day'],
    description: 'A new song for the winter, an acoustic take and a B-side.',
    tracks: ['Paper Moon', 'Paper Moon (Acoustic)', 'Winter Coat'],
  },
];

/** The manual "Editors' picks" channel, by album name. */
export const EDITORS_PICKS = ['Golden Hour Tapes', 'Letters from the Valley', 'Blue Room Sessions', 'Afterglow Circuit', 'Rust & Rivers', 'Midnight Velvet'];
