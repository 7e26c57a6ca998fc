import type { Locator, Page } from '@playwright/test';
import { appStarted, expect, test } from './fixtures.ts';
import { floatingQuoteButton, formReady, storedLeads, toast, uniqueEmail, watchSubmissions } from './lead-helpers.ts';

// Every lead form of the site, at the width where it appears: the empty-form message, the busy
// button, the spec's toast, what happens to the form afterwards, and the stored row.

const campaign = (label: string) => `utm_source=e2e&utm_medium=test&utm_campaign=${label}`;

async function fillPerson(
  form: Locator,
  { name = 'Priya Sharma', phone = '+91 98765 43210', email }: { name?: string; phone?: string; email: string },
) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill(phone);
  await form.getByLabel('Email Address').fill(email);
}

/** Submits with the button held in flight, checks the busy state, then lets it through. */
async function submitAndCheckBusy(page: Page, form: Locator, submit: () => Promise<void>, busyLabel: string) {
  const submissions = await watchSubmissions(page);
  submissions.hold();
  await submit();
  await expect(form.getByRole('button', { name: busyLabel, exact: true })).toBeDisabled();
  // The button turns busy before the request leaves; on a loaded machine it may not have arrived yet.
  await expect.poll(() => submissions.count).toBe(1);
  submissions.release();
  return submissions;
}

async function expectOneLead(email: string, columns: Record<string, string | null>) {
  await expect.poll(async () => (await storedLeads(email)).length).toBe(1);
  expect((await storedLeads(email))[0]).toMatchObject({ email, status: 'new', ...columns });
}

test('a visitor prices their project on the calculator page', async ({ page }, testInfo) => {
  await page.goto(`/calculator?${campaign('calculator')}`);
  const form = page.getByRole('form', { name: 'Price calculator' });
  await formReady(form);
  const submissions = await watchSubmissions(page);

  await form.getByRole('button', { name: 'Get My Best Price' }).click();
  await expect(toast(page, 'Please fill out all required fields')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeFocused();
  expect(submissions.count).toBe(0);

  const email = uniqueEmail('calculator', testInfo.project.name);
  await fillPerson(form, { email });
  await form.getByLabel('Location').fill('HSR Layout');
  // The service is chosen with the estimate, above the form, and sent with it.
  await page.getByRole('form', { name: 'Your home' }).getByLabel('Service').selectOption({ label: 'Modular Kitchen' });
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('Modular Kitchen');
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Get My Best Price' }).click(), 'Processing');

  await expect(toast(page, 'Thank You! Our representative will get back to you with the best price.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Location')).toHaveValue('');
  await expectOneLead(email, {
    name: 'Priya Sharma',
    phone: '+91 98765 43210',
    source: 'price calculator',
    service: 'Modular Kitchen',
    location: 'HSR Layout',
    message: 'Price calculator request for Modular Kitchen in HSR Layout',
    landing_path: '/calculator',
    utm_source: 'e2e',
    utm_medium: 'test',
    utm_campaign: 'calculator',
  });
});

test('a visitor on a wide screen prices their project beside the home page hero', async ({ page }, testInfo) => {
  await page.goto(`/?${campaign('hero')}`);
  await expect(page.getByRole('button', { name: 'Calculate Your Price' })).toBeHidden();
  const form = page.getByRole('form', { name: 'Price calculator' });
  await formReady(form);

  await form.getByRole('button', { name: 'Get My Best Price' }).click();
  await expect(toast(page, 'Please fill all required fields.')).toBeVisible();

  const email = uniqueEmail('hero', testInfo.project.name);
  await fillPerson(form, { email });
  await form.getByLabel('Location').fill('Indiranagar');
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Get My Best Price' }).click(), 'Processing');
  await expect(toast(page, 'Thank You! Our representative will get back to you with the best price.')).toBeVisible();
  await expect(form.getByLabel('Email Address')).toHaveValue('');
  await expectOneLead(email, {
    source: 'price calculator',
    service: 'Full Interior Design',
    location: 'Indiranagar',
    landing_path: '/',
    utm_campaign: 'hero',
  });
});

test('a visitor on a phone gets a quick quote from "Calculate Your Price"', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto(`/?${campaign('quick-quote')}`);
  const dialogButton = page.getByRole('button', { name: 'Calculate Your Price' });
  await formReady(page.getByRole('form').first());
  await dialogButton.click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Best Price' });
  // The same quick range as the wide screen's card, beside the form (which asks what it always did).
  const estimate = dialog.getByText(/^Estimate: ₹[\d.]+ – [\d.]+ lakh plus GST$/);
  await expect(estimate).toBeVisible();
  const twoBhk = await estimate.innerText();
  await dialog.getByLabel('Property type').selectOption({ label: '4 BHK' });
  await expect(estimate).not.toHaveText(twoBhk);
  await expect(dialog.getByRole('link', { name: 'See the breakdown' })).toHaveAttribute('href', /property=4bhk/);
  const form = dialog.getByRole('form', { name: 'Quick quote' });
  await form.getByRole('button', { name: 'Get My Best Price' }).click();
  await expect(toast(page, 'Please fill all required fields')).toBeVisible();

  const email = uniqueEmail('quick', testInfo.project.name);
  await fillPerson(form, { email, phone: '98765 43210' });
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Get My Best Price' }).click(), 'Processing');
  await expect(toast(page, 'Thank you! Our representative will contact you with the best price.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectOneLead(email, {
    source: 'mobile price calculator',
    service: 'Price Calculator Request',
    message: 'Quick quote request from the mobile price calculator',
    phone: '98765 43210',
    utm_campaign: 'quick-quote',
  });
});

test('a visitor requests a quote from a service card', async ({ page }, testInfo) => {
  await page.goto(`/?${campaign('service-card')}`);
  await formReady(page.getByRole('form').first());
  await page.getByRole('button', { name: 'Get Quote for Modular Kitchens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  await expect(dialog).toContainText('Modular Kitchens');
  const form = dialog.getByRole('form');
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(toast(page, 'Please fill all required fields')).toBeVisible();

  const email = uniqueEmail('service', testInfo.project.name);
  await fillPerson(form, { email });
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Request Quote' }).click(), 'Processing');
  await expect(toast(page, 'Thank you! Our representative will get back to you with the best price.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectOneLead(email, { source: 'service card', service: 'Modular Kitchens', message: 'Quote request for Modular Kitchens' });
});

test('a visitor sends the popup form from the floating quote button', async ({ page }, testInfo) => {
  await page.goto(`/?${campaign('popup')}`);
  await formReady(page.getByRole('form').first());
  const open = await floatingQuoteButton(page);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  const form = dialog.getByRole('form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Please fill out all required fields.')).toBeVisible();

  const email = uniqueEmail('popup', testInfo.project.name);
  await fillPerson(form, { email });
  await form.getByLabel('Service').selectOption({ label: 'Kitchen Design' });
  await form.getByLabel('Message').fill('A 3BHK in Hebbal; we move in by March.');
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Send Message' }).click(), 'Sending...');
  await expect(toast(page, "Thank you! Your message has been sent. We'll get back to you shortly.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast sits over the floating button for its 5 seconds; close it to open the popup again.
  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await open.click();
  await expect(page.getByRole('dialog').getByLabel('Full Name')).toHaveValue('');
  await expectOneLead(email, {
    source: 'popup form',
    service: 'Kitchen Design',
    message: 'A 3BHK in Hebbal; we move in by March.',
    utm_campaign: 'popup',
  });
});

test('a visitor asks for a consultation in the closing call to action, which clears and stays', async ({ page }, testInfo) => {
  await page.goto(`/?${campaign('cta')}`);
  const form = page.getByRole('form', { name: 'Quick consultation' });
  await formReady(form);
  // Enter in a field submits the form, as on a phone keyboard.
  await form.getByLabel('Full Name').press('Enter');
  await expect(toast(page, 'Please fill all required fields.')).toBeVisible();

  const email = uniqueEmail('cta', testInfo.project.name);
  await fillPerson(form, { email });
  await submitAndCheckBusy(page, form, () => form.getByLabel('Email Address').press('Enter'), 'Processing...');
  await expect(toast(page, 'Thank you! Our representative will contact you within 24 hours.')).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Email Address')).toHaveValue('');
  await expectOneLead(email, {
    source: 'cta section',
    service: 'CTA Form Submission',
    message: 'Quick consultation request from CTA section',
    utm_campaign: 'cta',
  });
});

test('a visitor sends the contact page form', async ({ page }, testInfo) => {
  await page.goto(`/contact?${campaign('contact')}`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await formReady(form);
  const submissions = await watchSubmissions(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  // No toast in the spec for this form: each field says what it needs.
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your phone number.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full Name')).toBeFocused();
  expect(submissions.count).toBe(0);

  const email = uniqueEmail('contact', testInfo.project.name);
  await fillPerson(form, { email });
  await expect(form.getByText('Please enter your name.')).toBeHidden();
  await form.getByLabel('Service Interested In').selectOption('Modular Wardrobe');
  await form.getByLabel('Message').fill('Sliding wardrobes for two bedrooms.');
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Send Message' }).click(), 'Sending...');
  await expect(toast(page, 'Message Sent Successfully!')).toBeVisible();
  await expect(toast(page, "Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expectOneLead(email, {
    source: 'contact_page',
    service: 'Modular Wardrobe',
    message: 'Sliding wardrobes for two bedrooms.',
    landing_path: '/contact',
  });
});

test('a company sends a corporate enquiry', async ({ page }, testInfo) => {
  await page.goto(`/corporate?${campaign('corporate')}`);
  const dialog = page.getByRole('dialog', { name: 'Corporate Inquiry' });
  // One click once the app runs: clicking again while a slow dialog opens would close it.
  await appStarted(page);
  await page.getByRole('button', { name: 'Get Corporate Quote' }).first().click();
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(form.getByText('Please enter your company name.')).toBeVisible();
  await expect(form.getByText('Please choose a project type.')).toBeVisible();
  await expect(form.getByLabel('Company Name')).toBeFocused();

  const email = uniqueEmail('corporate', testInfo.project.name);
  await form.getByLabel('Company Name').fill('Nimbus Labs');
  await form.getByLabel('Contact Person').fill('Arjun Rao');
  await form.getByLabel('Email Address').fill(email);
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('placeholder', /^\+91/);
  await form.getByLabel('Phone Number').fill('080 4123 4567');
  await form.getByLabel('Project Type').selectOption('complete-office');
  await form.getByLabel('Budget Range').selectOption('25-50L');
  await form.getByLabel('Project Timeline').selectOption('1-3months');
  await expect(form.getByLabel('Office Location')).toHaveAttribute('placeholder', 'Office Location in Bangalore');
  await form.getByLabel('Office Location').fill('Koramangala');
  await form.getByLabel('Project Details').fill('60 seats and two meeting rooms.');
  await submitAndCheckBusy(page, form, () => form.getByRole('button', { name: 'Submit Inquiry' }).click(), 'Submitting...');
  await expect(toast(page, 'Corporate Inquiry Submitted')).toBeVisible();
  await expect(toast(page, 'Our corporate team will contact you within 24 hours to discuss your project requirements.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectOneLead(email, {
    name: 'Arjun Rao',
    source: 'Corporate Page',
    service: 'Complete Office Interior',
    location: 'Koramangala',
    message:
      'Company: Nimbus Labs\nProject type: Complete Office Interior\nBudget: ₹25 - 50 Lakhs\nTimeline: 1 - 3 months\nProject details: 60 seats and two meeting rooms.',
  });
});

test('the corporate dialog cannot be cancelled while it is submitting', async ({ page }, testInfo) => {
  await page.goto('/corporate');
  const dialog = page.getByRole('dialog', { name: 'Corporate Inquiry' });
  await appStarted(page);
  await page.getByRole('button', { name: 'Learn More' }).first().click();
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form');
  await form.getByLabel('Company Name').fill('Nimbus Labs');
  await form.getByLabel('Contact Person').fill('Arjun Rao');
  await form.getByLabel('Email Address').fill(uniqueEmail('cancel', testInfo.project.name));
  await form.getByLabel('Phone Number').fill('080 4123 4567');
  await form.getByLabel('Project Type').selectOption('reception');
  const submissions = await watchSubmissions(page);
  submissions.hold();
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  submissions.release();
  await expect(toast(page, 'Corporate Inquiry Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test.describe('when the server cannot take the enquiry', () => {
  test.use({ allowConsoleErrors: [/status of 50[234]/] });

  test('the visitor is told, after a few retries, and keeps what they typed', async ({ page }, testInfo) => {
    await page.goto('/calculator');
    const form = page.getByRole('form', { name: 'Price calculator' });
    await formReady(form);
    let attempts = 0;
    await page.route('**/api/leads', (route) => {
      attempts += 1;
      return route.fulfill({ status: attempts % 2 ? 503 : 502, body: 'Service Unavailable' });
    });
    const email = uniqueEmail('unreachable', testInfo.project.name);
    await fillPerson(form, { email });
    await form.getByLabel('Location').fill('Jayanagar');
    await form.getByRole('button', { name: 'Get My Best Price' }).click();
    await expect(form.getByRole('button', { name: 'Processing', exact: true })).toBeDisabled();
    await expect(toast(page, 'There was a problem submitting your request. Please try again.')).toBeVisible({ timeout: 10_000 });
    expect(attempts).toBe(5);
    await expect(form.getByLabel('Full Name')).toHaveValue('Priya Sharma');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(form.getByLabel('Location')).toHaveValue('Jayanagar');
    await expect(form.getByRole('button', { name: 'Get My Best Price' })).toBeEnabled();
    expect(await storedLeads(email)).toEqual([]);
  });

  test("a popup enquiry kept in the server's spool is acknowledged with the spec's 'received' text", async ({ page }) => {
    await page.goto('/');
    await formReady(page.getByRole('form').first());
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true,"queued":true}' }),
    );
    await (await floatingQuoteButton(page)).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
    await fillPerson(dialog.getByRole('form'), { email: 'spooled@example.com' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, "Thank you! Your message has been received. We'll contact you within 24 hours.")).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form still sends, and the visitor sees the thank-you page', async ({ page }, testInfo) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = uniqueEmail('nojs', testInfo.project.name);
    await fillPerson(form, { email });
    await form.getByLabel('Message').fill('Sent before the script loaded.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the previous page' })).toHaveAttribute('href', '/contact');
    await expectOneLead(email, { source: 'contact_page', message: 'Sent before the script loaded.', landing_path: null });
  });
});
