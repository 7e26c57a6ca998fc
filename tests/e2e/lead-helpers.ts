// What the lead specs share: reading the stored row from the server's own database, holding a
// submission in flight to see the busy state, and waiting until a form's script has taken over.
import pg from 'pg';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { serverDataDir } from './support/servers.ts';

/** The e2e server's embedded database, reached on the socket it serves in its data folder. */
async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ host: serverDataDir('visitor'), port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export type StoredLead = Record<string, string | null>;

/** The leads stored with this e-mail address (there should be exactly one). */
export async function storedLeads(email: string): Promise<StoredLead[]> {
  return query<StoredLead>(
    `select name, email, phone, service, location, source, message, status, landing_path, referrer,
            utm_source, utm_medium, utm_campaign, utm_term, utm_content
     from contact_submissions where email = $1`,
    [email],
  );
}

let counter = 0;
export function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now()}-${++counter}@example.com`;
}

/** Counts lead submissions and, while held, keeps them waiting until `release()`. */
export async function watchSubmissions(page: Page) {
  let held: Array<() => void> | null = null;
  const state = { count: 0 };
  await page.route('**/api/leads', async (route) => {
    state.count += 1;
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    await route.continue();
  });
  return {
    get count() {
      return state.count;
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

/** Once the page's script runs, the form checks its own fields (novalidate) and sends with fetch. */
export async function formReady(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('novalidate', '');
}

/**
 * The toast line with exactly this text. Found by text, not by its region: while a modal dialog
 * is open the page behind it (toast region included) is hidden from the accessibility tree, and
 * Radix announces the toast through a live region of its own.
 */
export function toast(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

/**
 * The home page's floating 'Get Free Quote' button. On a phone it sits in the bar at the bottom;
 * on a wide screen it shows once the first screen (with its own form) is scrolled past.
 */
export async function floatingQuoteButton(page: Page): Promise<Locator> {
  await page.locator('#services').scrollIntoViewIfNeeded();
  const button = page.locator('.floating-actions').getByRole('button', { name: 'Get Free Quote' });
  await expect(button).toBeVisible();
  return button;
}
