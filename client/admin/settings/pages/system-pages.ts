import type { SettingsPageDefinition } from '../settings-types';

export const CACHE_PAGE: SettingsPageDefinition = {
  id: 'cache',
  title: 'Cache',
  description: 'What the site keeps ready so pages answer fast.',
  notes: [
    'Settings, roles, themes and translations are kept in Workers KV, and each running copy of the worker keeps them in memory for 5 seconds. Catalog pages and search results are kept in memory for 10 seconds.',
    'Every change made in the admin area drops what it affects at once. Clear the cache after changing the database directly.',
  ],
  sections: [],
  action: 'clear-cache',
};

export const ANALYTICS_PAGE: SettingsPageDefinition = {
  id: 'analytics',
  title: 'Analytics',
  description: 'Visitor statistics from Google Analytics.',
  sections: [
    {
      fields: [
        {
          name: 'analytics.tracking_id',
          kind: 'text',
          label: 'Measurement ID',
          placeholder: 'G-XXXXXXXXXX',
          description: 'Leave it empty to load no analytics. While the cookie notice is on, analytics load once a visitor accepts it.',
        },
        {
          name: 'analytics.raw_retention_days',
          kind: 'number',
          min: 1,
          max: 3650,
          label: 'Keep raw plays and page views for (days)',
          description: 'Insights read daily totals, so older raw rows are removed once their day is counted. The listening history shows only the rows kept.',
        },
      ],
    },
  ],
};

export const LOGGING_PAGE: SettingsPageDefinition = {
  id: 'logging',
  title: 'Logging',
  description: 'How long errors are kept, and how much admins see of them.',
  sections: [
    {
      fields: [
        {
          name: 'logging.error_days',
          kind: 'number',
          min: 1,
          max: 365,
          label: 'Keep error logs for',
          description: 'Days, from 1 to 365. Older entries are deleted.',
        },
        {
          name: 'app.debug',
          kind: 'boolean',
          label: 'Debug mode',
          description: "When a request fails, admins see the error's trace instead of a message.",
        },
      ],
    },
  ],
};

export const QUEUE_PAGE: SettingsPageDefinition = {
  id: 'queue',
  title: 'Queue',
  description: 'Work that runs after the request that asked for it.',
  notes: [
    'Slow and fan-out work, such as delivering a notification to every follower and its emails, runs on Cloudflare Queues: the JOBS queue of wrangler.toml, consumed by this worker in batches of up to 10 messages or every 5 seconds. A job that fails is retried after 30 seconds.',
    'There is no queue worker to start or connect: the queue is part of the deployment, and npm start runs it in the same process. Batch sizes are set in wrangler.toml.',
  ],
  sections: [],
};

export const WEBSOCKETS_PAGE: SettingsPageDefinition = {
  id: 'websockets',
  title: 'Websockets',
  description: 'Live notifications in open tabs.',
  notes: [
    "Open tabs receive new notifications and unread counts over a WebSocket to a Durable Object, one per user, that sleeps between messages (Cloudflare's hibernation API). No separate WebSocket server or key is needed.",
  ],
  sections: [
    {
      fields: [
        {
          name: 'notifications.integrated',
          kind: 'boolean',
          label: 'In-app notifications',
          description: 'The notifications menu, page and live updates.',
        },
        {
          name: 'notif.subs.integrated',
          kind: 'boolean',
          label: 'Notification preferences',
          description: 'Users choose, for each kind of notification, whether it reaches them in the app, by email or in the browser.',
        },
      ],
    },
  ],
};

export const SEARCH_PAGE: SettingsPageDefinition = {
  id: 'search',
  title: 'Search',
  description: 'How the site finds tracks, albums, artists, playlists, users and tags.',
  notes: [
    'Search runs in the database (SQLite full-text search in D1): every change is indexed as it is saved, words match by their beginning, and results are ranked by relevance and popularity.',
    'There is no external search service to connect and no index to rebuild.',
  ],
  sections: [],
};
