import { AD_SLOT_NAMES, AD_SLOTS } from '../../ads/ad-slots';
import type { SettingsSection } from '../settings/settings-types';

/** The ads page is a declared settings form too: the switch, then one HTML field per slot with its size hint. */
export const ADS_SECTIONS: SettingsSection[] = [
  {
    fields: [
      {
        name: 'ads.enable',
        kind: 'boolean',
        label: 'Show ads',
        description: 'Admins and users with the permission "Browse without ads" never see them.',
      },
    ],
  },
  {
    title: 'Slots',
    description: "Each slot's HTML runs in a sandboxed frame of the size shown, never in the page itself. An empty slot shows nothing.",
    fields: AD_SLOT_NAMES.map((slot) => ({
      name: `ads.${slot}` as const,
      kind: 'code' as const,
      label: AD_SLOTS[slot].label,
      description: AD_SLOTS[slot].description,
    })),
  },
];

