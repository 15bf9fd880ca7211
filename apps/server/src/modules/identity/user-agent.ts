import Bowser from 'bowser';

/** A person-readable device description from a user agent, for the sessions list. */
export function describeUserAgent(userAgent: string): { device: string; browser: string; os: string } {
  if (!userAgent) return { device: 'Unknown device', browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device =
    parsed.platform.vendor && parsed.platform.model
      ? `${parsed.platform.vendor} ${parsed.platform.model}`
      : type === 'mobile'
        ? 'Mobile'
        : type === 'tablet'
          ? 'Tablet'
          : 'Desktop';
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') || 'Unknown browser';
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') || 'Unknown system';
  return { device, browser, os };
}
