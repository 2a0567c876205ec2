export type DeviceInfo = {
  device_type: 'mobile' | 'tablet' | 'other';
  platform: string | null;
  browser: string | null;
};

const PLATFORMS: [RegExp, string][] = [
  [/Windows/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//i, 'Edge'],
  [/OPR\//i, 'Opera'],
  [/Firefox\//i, 'Firefox'],
  [/Chrom(e|ium)\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

/** Enough of the user agent for the active-sessions panel (SPEC section 3, Session). */
export function parseUserAgent(ua: string | null | undefined): DeviceInfo {
  const agent = ua ?? '';
  const tablet = /iPad|Tablet|(Android(?!.*Mobile))/i.test(agent);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/i.test(agent);
  return {
    device_type: tablet ? 'tablet' : mobile ? 'mobile' : 'other',
    platform: PLATFORMS.find(([re]) => re.test(agent))?.[1] ?? null,
    browser: BROWSERS.find(([re]) => re.test(agent))?.[1] ?? null,
  };
}

export function isMobileDevice(ua: string | null | undefined): boolean {
  return parseUserAgent(ua).device_type === 'mobile';
}
