/**
 * Two example plans (issue 14), seeded with billing off: an admin turns
 * billing on in settings, adds a gateway's keys and saves each plan once to
 * copy it to Stripe and PayPal (docs/api/billing.md). Amounts in cents.
 */
export const PLANS = [
  {
    name: 'Premium',
    description: 'Music without ads, and room for every playlist.',
    recommended: true,
    position: 1,
    feature_list: ['No ads', 'Up to 1,000 playlists', 'Download tracks to listen offline'],
    permissions: ['ads.hide', ['playlists.create', { count: 1000 }]] as (string | [string, Record<string, number>])[],
    prices: [
      { unit_amount: 499, currency: 'USD', interval: 'month' as const },
      { unit_amount: 4999, currency: 'USD', interval: 'year' as const },
    ],
  },
  {
    name: 'Creator',
    description: 'Upload your own music and share it with the world.',
    recommended: false,
    position: 2,
    feature_list: ['Everything in Premium', 'Upload tracks and albums', '10 GB of storage', 'Three workspaces for your team'],
    permissions: [
      'ads.hide',
      ['playlists.create', { count: 1000 }],
      'music.create',
      ['files.create', { space: 10 * 1024 * 1024 * 1024 }],
      ['workspaces.create', { count: 3, member_count: 10 }],
    ] as (string | [string, Record<string, number>])[],
    prices: [
      { unit_amount: 999, currency: 'USD', interval: 'month' as const },
      { unit_amount: 9999, currency: 'USD', interval: 'year' as const },
    ],
  },
];
