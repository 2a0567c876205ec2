import type { SettingsPageDefinition } from '../settings-types';
import { confirmBillingGateways } from '../billing-gateway-check';

const logoHelp = 'An address or a path on this site, e.g. /images/logo-light.svg.';

export const GENERAL_PAGE: SettingsPageDefinition = {
  id: 'general',
  title: 'General',
  description: 'The site name, its logos and what guests see first.',
  sections: [
    {
      title: 'Site',
      fields: [
        { name: 'branding.site_name', kind: 'text', label: 'Site name' },
        { name: 'branding.site_description', kind: 'textarea', label: 'Site description', description: 'Shown in search results and link previews.' },
      ],
    },
    {
      title: 'Logos',
      fields: [
        { name: 'branding.logo_light', kind: 'text', label: 'Logo for light themes', description: logoHelp },
        { name: 'branding.logo_dark', kind: 'text', label: 'Logo for dark themes', description: logoHelp },
        {
          name: 'branding.logo_light_mobile',
          kind: 'text',
          label: 'Mobile logo for light themes',
          description: 'A square mark for screens under 768 px.',
        },
        {
          name: 'branding.logo_dark_mobile',
          kind: 'text',
          label: 'Mobile logo for dark themes',
          description: 'A square mark for screens under 768 px.',
        },
      ],
    },
    {
      title: 'Homepage',
      fields: [
        {
          name: 'homepage.type',
          kind: 'select',
          label: 'Homepage for guests',
          options: [
            { value: 'channel', label: 'Home channel' },
            { value: 'landingPage', label: 'Landing page' },
          ],
          description: 'Signed-in users always land on the home channel.',
        },
        {
          name: 'api.integrated',
          kind: 'boolean',
          label: 'Enable the API',
          description: 'Personal access tokens and the API reference for users with api.access.',
        },
      ],
    },
    {
      title: 'Backstage',
      fields: [
        {
          name: 'backstage.hide_become_artist',
          kind: 'boolean',
          label: 'Hide "Become artist"',
          description: 'Listeners can still open /backstage/requests; the account menu no longer offers it.',
        },
      ],
    },
  ],
};

export const SUBSCRIPTIONS_PAGE: SettingsPageDefinition = {
  id: 'subscriptions',
  title: 'Subscriptions',
  description: 'Paid plans and the pricing page.',
  notes: ['Plans and their prices are set up under Plans; saving a plan copies it to each gateway that is on and has its keys.'],
  beforeSave: confirmBillingGateways,
  sections: [
    {
      fields: [
        {
          name: 'billing.enable',
          kind: 'boolean',
          label: 'Enable subscriptions',
          description: 'Shows pricing and billing, and sends users who lack a permission to the pricing page.',
        },
      ],
    },
    {
      title: 'Stripe',
      description: 'Card payments on pages hosted by Stripe. The webhook address is /api/v1/billing/stripe/webhook.',
      fields: [
        { name: 'billing.stripe.enable', kind: 'boolean', label: 'Enable Stripe' },
        { name: 'billing.stripe.secret_key', kind: 'secret', label: 'Secret key' },
        { name: 'billing.stripe.webhook_secret', kind: 'secret', label: 'Webhook signing secret' },
      ],
    },
    {
      title: 'PayPal',
      fields: [
        { name: 'billing.paypal.enable', kind: 'boolean', label: 'Enable PayPal' },
        { name: 'billing.paypal.sandbox', kind: 'boolean', label: 'Sandbox', description: 'Use PayPal’s test environment.' },
        { name: 'billing.paypal.client_id', kind: 'text', label: 'Client ID' },
        { name: 'billing.paypal.client_secret', kind: 'secret', label: 'Client secret' },
        { name: 'billing.paypal.webhook_id', kind: 'text', label: 'Webhook ID' },
      ],
    },
  ],
};

export const LOCALIZATION_PAGE: SettingsPageDefinition = {
  id: 'localization',
  title: 'Localization',
  description: 'Languages and the default timezone.',
  sections: [
    {
      fields: [
        { name: 'i18n.enable', kind: 'boolean', label: 'Enable translations', description: 'Shows the language picker in the footer.' },
        {
          name: 'i18n.default_localization',
          kind: 'select',
          options: 'localizations',
          label: 'Default language',
          description: 'For visitors who have not picked one.',
        },
        {
          name: 'dates.default_timezone',
          kind: 'select',
          options: 'timezones',
          label: 'Default timezone',
          description: 'For users who have not set their own.',
        },
      ],
    },
  ],
};

export const PLAYER_PAGE: SettingsPageDefinition = {
  id: 'player',
  title: 'Player',
  description: 'Defaults of the player bar for every listener.',
  sections: [
    {
      fields: [
        {
          name: 'player.default_volume',
          kind: 'number',
          min: 0,
          max: 100,
          label: 'Default volume',
          description: 'From 0 to 100, for listeners who have not changed it yet.',
        },
        { name: 'player.hide_queue', kind: 'boolean', label: 'Hide the queue button' },
        { name: 'player.hide_lyrics', kind: 'boolean', label: 'Hide the lyrics button' },
        {
          name: 'player.seekbar_type',
          kind: 'select',
          label: 'Seekbar',
          options: [
            { value: 'line', label: 'Line' },
            { value: 'waveform', label: 'Waveform' },
          ],
          description: 'For now the player bar draws a line whichever is chosen: queued tracks do not carry their waveform yet.',
        },
      ],
    },
  ],
};
