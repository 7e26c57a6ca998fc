/**
 * The one place a company makes the site its own: brand, contact channels, address, hours and
 * social profiles. The defaults are fictional but plausible.
 */
export const company = {
  name: 'Aangan Interiors',
  /** Shown as the default author of articles (docs/product.md, 'Public pages'). */
  designTeamName: 'Aangan Design Team',
  tagline: 'Interior design & modular furniture studio, Bangalore',
  phone: {
    display: '+91 98861 47302',
    /** E.164, for tel: links and structured data. */
    e164: '+919886147302',
  },
  chat: {
    /** The chat-app number in international format without '+', as the chat link expects. */
    number: '919886147302',
    greeting: "Hello Aangan Interiors! I'd like to know more about your interior design services.",
  },
  email: 'hello@aanganinteriors.in',
  address: {
    street: '2nd Floor, 14, 5th Main Road, HBR Layout 1st Block',
    locality: 'HBR Layout',
    city: 'Bangalore',
    region: 'Karnataka',
    postalCode: '560043',
    country: 'IN',
    /**
     * The studio's door, for the directions link and the structured data: five decimals (about
     * a metre), as maps and search engines expect for a business's pin.
     */
    geo: { latitude: 13.03581, longitude: 77.62453 },
  },
  hours: [
    { days: 'Monday - Friday', dayCodes: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
    { days: 'Saturday', dayCodes: ['Sa'], opens: '10:00', closes: '16:00' },
  ],
  founded: 2024,
  serviceRadiusKm: 50,
  paymentMethods: ['Cash', 'Credit Card', 'Bank Transfer', 'UPI'],
  socials: {
    instagram: 'https://www.instagram.com/aanganinteriors',
    facebook: 'https://www.facebook.com/aanganinteriors',
    youtube: 'https://www.youtube.com/@aanganinteriors',
    linkedin: 'https://www.linkedin.com/company/aangan-interiors',
  },
} as const;

export type Company = typeof company;

/** The chat-app link with the prefilled greeting. */
export function chatLink(greeting: string = company.chat.greeting): string {
  return `https://wa.me/${company.chat.number}?text=${encodeURIComponent(greeting)}`;
}

export function telLink(): string {
  return `tel:${company.phone.e164}`;
}

export function mailtoLink(): string {
  return `mailto:${company.email}`;
}

export function formatAddress(): string {
  const { street, city, postalCode } = company.address;
  return `${street}, ${city} ${postalCode}`;
}
