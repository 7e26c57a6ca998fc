import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect };

/**
 * Every page a spec opens fails the spec on a script error or a console error, unless the
 * spec lists the message as expected (for example the browser's note about a 404 response).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page's script has started the app. Links and forms work before that; the
 * controls that exist only with JavaScript (filter tabs, dialogs) answer from then on, and a
 * spec about them must not tap while a busy machine is still loading the script.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
}
