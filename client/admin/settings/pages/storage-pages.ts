import type { SettingsPageDefinition } from '../settings-types';

export const UPLOADING_PAGE: SettingsPageDefinition = {
  id: 'uploading',
  title: 'Uploading',
  description: 'Which files users may upload, and how they travel to storage.',
  sections: [
    {
      title: 'Limits',
      fields: [
        { name: 'uploads.max_size', kind: 'size', min: 1, label: 'Maximum file size', description: 'In MB.' },
        {
          name: 'uploads.allowed_extensions',
          kind: 'list',
          label: 'Allowed extensions',
          description: 'One a line, without the dot. Empty allows every extension that is not blocked.',
        },
        { name: 'uploads.blocked_extensions', kind: 'list', label: 'Blocked extensions', description: 'One a line, without the dot.' },
        {
          name: 'uploads.allowed_mime_types',
          kind: 'list',
          label: 'Allowed MIME types',
          description: 'One a line, e.g. audio/mpeg or audio/*. Empty allows every type that is not blocked.',
        },
        { name: 'uploads.blocked_mime_types', kind: 'list', label: 'Blocked MIME types', description: 'One a line.' },
      ],
    },
    {
      title: 'Storage and transfer',
      fields: [
        {
          name: 'uploads.storage_driver',
          kind: 'select',
          label: 'Storage',
          options: [
            { value: 'r2', label: 'R2 bucket of this worker' },
            { value: 's3', label: 'S3 API (set it up under Providers)' },
          ],
        },
        {
          name: 'uploads.chunked_enabled',
          kind: 'boolean',
          label: 'Chunked, resumable uploads',
          description: 'Files from 4 MB travel in chunks and resume after a lost connection.',
        },
        {
          name: 'uploads.direct_s3_enabled',
          kind: 'boolean',
          label: 'Direct uploads to storage',
          description: 'With the S3 API, browsers send files straight to the bucket (in parts from 100 MB).',
        },
      ],
    },
  ],
};

export const PROVIDERS_PAGE: SettingsPageDefinition = {
  id: 'providers',
  title: 'Providers',
  description: 'Credentials of the outside services the site uses.',
  notes: ['Payment gateway keys are on the Subscriptions page.'],
  sections: [
    {
      title: 'S3 storage',
      description: 'Used when uploads are stored through the S3 API. An empty field falls back to the S3_* variable or secret of the worker.',
      fields: [
        { name: 's3.endpoint', kind: 'text', label: 'Endpoint', placeholder: 'https://<account>.r2.cloudflarestorage.com' },
        { name: 's3.bucket', kind: 'text', label: 'Bucket' },
        { name: 's3.region', kind: 'text', label: 'Region', placeholder: 'auto' },
        { name: 's3.access_key_id', kind: 'secret', label: 'Access key ID' },
        { name: 's3.secret_access_key', kind: 'secret', label: 'Secret access key' },
      ],
    },
    {
      title: 'Last.fm scrobbling',
      description: 'With both, listeners can connect Last.fm in their account settings to scrobble what they play. Create an API account at last.fm/api/account/create.',
      fields: [
        { name: 'scrobbling.lastfm.api_key', kind: 'text', label: 'API key' },
        { name: 'scrobbling.lastfm.api_secret', kind: 'secret', label: 'Shared secret' },
      ],
    },
  ],
};

export const OUTGOING_EMAIL_PAGE: SettingsPageDefinition = {
  id: 'outgoing-email',
  title: 'Outgoing email',
  description: 'How the site sends verification codes, password resets and notifications.',
  sections: [
    {
      fields: [
        {
          name: 'mail.driver',
          kind: 'select',
          label: 'Mail driver',
          options: [
            { value: 'local', label: 'Log only (the outgoing email log)' },
            { value: 'http', label: 'HTTP email API' },
          ],
          description: 'Every message is recorded in the outgoing email log either way.',
        },
        { name: 'mail.from_address', kind: 'text', label: 'From address' },
        { name: 'mail.from_name', kind: 'text', label: 'From name' },
        {
          name: 'mail.http_endpoint',
          kind: 'secret',
          label: 'HTTP API endpoint',
          description: 'A Resend-compatible API, https://api.resend.com/emails by default. Its key is the MAIL_API_KEY secret of the worker.',
        },
      ],
    },
  ],
};
