// A session's device as people say it ("Chrome on Android"), read from its user agent by
// `ua-parser-js` (1.x, MIT), for the Account page's sessions and sign-in history.
import { UAParser } from 'ua-parser-js';

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const app = browser.name ?? 'A browser';
  const system = [os.name, os.version?.split('.')[0]].filter(Boolean).join(' ');
  const kind = device.type === 'mobile' ? ' (phone)' : device.type === 'tablet' ? ' (tablet)' : '';
  return system ? `${app} on ${system}${kind}` : `${app}${kind}`;
}
