import type { SettingField, SettingsPageDefinition, SettingsSection } from '../settings-types';

type Service = 'google' | 'facebook' | 'twitter' | 'envato';

const service = (id: Service, title: string, label: string): SettingsSection => ({
  title,
  description: `Callback address: /secure/auth/social/${id}/callback on this site.`,
  fields: [
    { name: `social.${id}.enable` as const, kind: 'boolean', label },
    { name: `social.${id}.client_id` as const, kind: 'text', label: 'Client ID' },
    { name: `social.${id}.client_secret` as const, kind: 'secret', label: 'Client secret' },
  ],
});

export const AUTHENTICATION_PAGE: SettingsPageDefinition = {
  id: 'authentication',
  title: 'Authentication',
  description: 'Registration, email confirmation, passkeys and social sign-in.',
  sections: [
    {
      title: 'Registration',
      fields: [
        { name: 'registration.disable', kind: 'boolean', label: 'Disable registration', description: 'Workspace invites can still create accounts.' },
        {
          name: 'require_email_confirmation',
          kind: 'boolean',
          label: 'Require email confirmation',
          description: 'New users enter a code sent to their address before they can use the site.',
        },
        {
          name: 'registration.policies',
          kind: 'policies',
          label: 'Policies to accept',
          placeholder: 'Terms of service | /pages/terms-of-service',
          description: 'One a line: the name, then | and a link. Each becomes a required checkbox on the register form.',
        },
        { name: 'passkeys.enable', kind: 'boolean', label: 'Enable passkeys', description: 'Sign in with a fingerprint, face or security key.' },
      ],
    },
    {
      title: 'Social sign-in',
      fields: [{ name: 'social.compact_buttons', kind: 'boolean', label: 'Compact buttons', description: 'Only icons on the sign-in forms.' }],
    },
    service('google', 'Google', 'Sign in with Google'),
    service('facebook', 'Facebook', 'Sign in with Facebook'),
    service('twitter', 'Twitter', 'Sign in with Twitter'),
    service('envato', 'Envato', 'Sign in with Envato'),
    {
      title: 'OpenID Connect',
      description: 'Any provider with OpenID Connect discovery. Callback address: /secure/auth/social/oidc/callback on this site.',
      fields: [
        { name: 'social.oidc.enable', kind: 'boolean', label: 'Sign in with OpenID Connect' },
        { name: 'social.oidc.name', kind: 'text', label: 'Button label' },
        {
          name: 'social.oidc.issuer',
          kind: 'text',
          label: 'Issuer',
          placeholder: 'https://accounts.example.com',
          description: 'Its discovery document is read from /.well-known/openid-configuration.',
        },
        { name: 'social.oidc.client_id', kind: 'text', label: 'Client ID' },
        { name: 'social.oidc.client_secret', kind: 'secret', label: 'Client secret' },
      ],
    },
  ],
};

const botCheckForm = (action: 'register' | 'login' | 'forgot_password' | 'contact', label: string): SettingField => ({
  name: `recaptcha.enable.${action}` as const,
  kind: 'boolean',
  label,
});

export const RECAPTCHA_PAGE: SettingsPageDefinition = {
  id: 'recaptcha',
  title: 'Recaptcha',
  description: 'A bot check on the forms bots like most.',
  sections: [
    {
      fields: [
        {
          name: 'recaptcha.driver',
          kind: 'select',
          label: 'Provider',
          options: [
            { value: 'turnstile', label: 'Cloudflare Turnstile' },
            { value: 'recaptcha', label: 'Google reCAPTCHA v3' },
          ],
        },
        { name: 'recaptcha.site_key', kind: 'text', label: 'Site key' },
        { name: 'recaptcha.secret_key', kind: 'secret', label: 'Secret key' },
      ],
    },
    {
      title: 'Check these forms',
      description: 'The check runs once both keys are set.',
      fields: [
        botCheckForm('register', 'Register'),
        botCheckForm('login', 'Login'),
        botCheckForm('forgot_password', 'Forgot password'),
        botCheckForm('contact', 'Contact'),
      ],
    },
  ],
};

export const GDPR_PAGE: SettingsPageDefinition = {
  id: 'gdpr',
  title: 'GDPR',
  description: 'The cookie notice and the personal data export.',
  sections: [
    {
      title: 'Cookie notice',
      fields: [
        { name: 'cookie_notice.enable', kind: 'boolean', label: 'Show the cookie notice' },
        {
          name: 'cookie_notice.position',
          kind: 'select',
          label: 'Position',
          options: [
            { value: 'bottom', label: 'Bottom' },
            { value: 'top', label: 'Top' },
          ],
        },
        { name: 'cookie_notice.button', part: 'label', kind: 'text', label: 'Button label' },
        {
          name: 'cookie_notice.button',
          part: 'action',
          kind: 'text',
          label: 'Button link',
          description: 'A page of this site, e.g. /pages/privacy-policy, or a full address.',
        },
      ],
    },
    {
      title: 'Your data',
      fields: [
        {
          name: 'gdpr.data_export',
          kind: 'boolean',
          label: 'Let users download their data',
          description: 'Account settings offer one JSON file with everything the site holds about the user.',
        },
      ],
    },
  ],
};
