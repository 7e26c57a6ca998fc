import { describe, expect, it } from 'vitest';
import { paymentChats } from '#app/features/billing/pay/request-payment-button.tsx';
import { SAMPLE_VALUES } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

describe("the WhatsApp chats offered after 'Request payment'", () => {
  it('offers the plain message and each template naming {payment_link}, with the pay link filled in', () => {
    const link = 'https://aangan.example/pay/abc';
    const chats = paymentChats({
      number: '919845012345',
      milestoneLabel: 'On booking',
      link,
      values: { ...SAMPLE_VALUES, payment_link: '' },
      templates: [
        { id: '1', name: 'Payment due', body: 'Dear {first_name}, your payment link: {payment_link}' },
        { id: '2', name: 'Greeting', body: 'Hello {first_name}' },
      ],
    });
    expect(chats.map((chat) => chat.name)).toEqual(['Send on WhatsApp', 'Payment due']);
    const texts = chats.map((chat) => new URL(chat.href).searchParams.get('text'));
    expect(texts).toEqual([
      `Hello Priya, your project has reached "On booking". You can pay by UPI, bank transfer or online here: ${link}`,
      `Dear Priya, your payment link: ${link}`,
    ]);
  });
});
