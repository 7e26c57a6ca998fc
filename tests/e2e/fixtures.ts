import { test as base, expect } from '@playwright/test';

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
