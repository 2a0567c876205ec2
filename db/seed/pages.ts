export const PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body: `<h2>What we collect</h2><p>We keep the details you give us when you create an account (your name and email address), what you play, like and follow so we can shape your library and recommendations, and basic technical data about the device you listen on (browser, platform, approximate location) so you can review and end your active sessions.</p><h2>Cookies</h2><p>We use a session cookie to keep you signed in, a security cookie that protects your forms, and small preference cookies that remember your theme, language and whether you accepted this notice.</p><h2>Your choices</h2><p>You can download or delete your account at any time from your account settings. Deleting your account removes your library, playlists and sessions.</p>`,
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    body: `<h2>Using the service</h2><p>You may listen to the music on this service for your own, personal, non-commercial use. Keep your password to yourself and tell us if you think someone else used your account.</p><h2>What you upload</h2><p>Artists keep the rights to the music they upload and give us the permission we need to stream it to listeners. Upload only what you own or have the right to share.</p><h2>Changes</h2><p>We may update these terms; we will tell you about important changes before they apply.</p>`,
  },
  {
    slug: 'about-us',
    title: 'About us',
    body: `<p>We are a small team who love music and the people who make it. This service brings listeners and independent artists together: play anything in the catalog, build your library, and follow the artists you care about.</p>`,
  },
];
