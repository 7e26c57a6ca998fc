/**
 * Terms and conditions (/terms) and privacy policy (/privacy). Facts follow docs/product.md, 'Public pages':
 * payments in INR, usually a 50% deposit, 18% per annum late fee, refunds of 85% / 50% / none,
 * a 1-year warranty, 30 days of negotiation then arbitration in Mumbai in English, Indian law,
 * no users under 18, data stored mainly in India, last updated May 10, 2025.
 */
import { company, formatAddress } from '#content/company.ts';
import type { LegalPage } from '#content/types.ts';

const lastUpdated = 'May 10, 2025';
/** e.g. 'cash, credit card, bank transfer and UPI' */
const paymentMethods = (() => {
  const names = company.paymentMethods.map((method) => (method === method.toUpperCase() ? method : method.toLowerCase()));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
})();

export const terms: LegalPage = {
  title: 'Terms and Conditions',
  seo: {
    title: 'Terms and Conditions',
    description: `The terms that apply when ${company.name} designs and builds your interiors: quotations, payments, cancellations and refunds, warranty and disputes.`,
    keywords: ['terms and conditions', 'interior design contract terms', 'refund policy', 'warranty terms', company.name],
  },
  lastUpdated,
  intro: `These terms apply to every project ${company.name} ("we", "us") takes on for you ("you", the client), from the first site visit to handover. Your quotation describes what we will make and install and what it costs; these terms describe how we work together. Please read them before you approve a quotation, and ask us about anything that is unclear.`,
  sections: [
    {
      heading: 'Quotations and scope of work',
      paragraphs: [
        'After a free site visit and a discussion of your requirements, we send an itemised quotation that lists each unit with its size, material, finish and hardware. Estimates from the price calculator on this website are indicative only and are not quotations.',
        'A quotation is valid for the period stated on it. Prices can change after that period, or if measurements, materials or the scope change.',
        'Only the work listed in the quotation is included. Unless the quotation says otherwise, civil work, plumbing, electrical rewiring, painting, permissions and approvals, and appliances are not included; if you ask us to arrange any of them, we will quote for them separately before starting.',
      ],
    },
    {
      heading: 'Prices and payments',
      paragraphs: [
        'All prices and payments are in Indian Rupees (INR). Applicable taxes, including GST, are shown on the quotation and on every invoice.',
        'Usually, a deposit of 50% of the quoted value is payable to confirm the order before materials are bought and production begins. The balance is payable at the milestones set out in your quotation, and the full amount must be paid before final handover.',
        `We accept ${paymentMethods}. Please pay only to the accounts named on our invoices, and ask for a receipt for every payment.`,
        'Overdue amounts attract a late fee of 18% per annum, calculated from the due date until the date of payment. We may also pause work while a payment is overdue, and the timeline extends accordingly.',
      ],
    },
    {
      heading: 'Design approvals and changes',
      paragraphs: [
        'We share 3D designs and drawings for your review and revise them with you. Production starts only after you approve the final design in writing; an e-mail or a chat message from you is enough.',
        'Changes after approval may add cost and time, because materials may already be cut or ordered. We will tell you the effect of a change on price and timeline, and make it only once you agree.',
        'When choosing finishes, please keep in mind that:',
      ],
      bullets: [
        'colours on screen and in 3D views differ slightly from the real finish, so it is best to choose from physical samples;',
        'natural materials such as wood veneer, granite and marble vary in grain and colour from the sample, and this is not a defect.',
      ],
    },
    {
      heading: 'Site access and your responsibilities',
      paragraphs: ['To keep the project on schedule, we rely on you to:'],
      bullets: [
        'give our team access to the site during the agreed working hours;',
        'provide electricity and water at the site during the work;',
        'obtain any permission your apartment association, landlord or building management requires, and tell us their rules on working hours, noise and deliveries;',
        'have the site ready as agreed, with civil, plumbing and electrical work finished and walls dry before installation;',
        'tell us where concealed pipes and cables run, and share any drawings you have;',
        'provide a safe, lockable place to store materials on site, and move valuables and fragile items out of the work area.',
      ],
    },
    {
      heading: 'Timelines and delays',
      paragraphs: [
        'Typical timelines are 15-20 days for a modular kitchen and 30-45 days for a complete home interior. They are counted from your final design approval, receipt of the deposit and the site being ready, and the timeline for your project is stated in your quotation.',
        'We are not responsible for delays caused by late payments, changes you request, the site not being ready, restrictions set by your association or building, or events outside our control such as extreme weather, strikes, shortages of materials or government orders. If a delay arises, we will tell you promptly and agree a revised schedule with you.',
      ],
    },
    {
      heading: 'Cancellations and refunds',
      paragraphs: [
        'You may cancel a confirmed order by writing to us. Refunds are paid to the account the payment came from, and the amount depends on how far the project has progressed when we receive your cancellation:',
      ],
      bullets: [
        'Before design work begins: 85% of the amount paid is refunded.',
        'After the design presentation, but before implementation begins: 50% of the amount paid is refunded.',
        'After implementation begins (materials ordered, production started or work started on site): no refund is made.',
      ],
    },
    {
      heading: 'Warranty',
      paragraphs: [
        'We give a 1-year warranty on our workmanship from the date of handover. If a defect in manufacturing or installation appears during that year, we will repair or replace the affected part free of charge.',
        'Manufacturer warranties of up to 10 years on selected materials and hardware, which our marketing refers to as our 10-year warranty, pass to you as issued by each manufacturer; our own workmanship warranty is 1 year. We will help you make a claim under a manufacturer warranty.',
        'The warranty does not cover:',
      ],
      bullets: [
        'misuse, overloading or accidental damage;',
        'water damage from plumbing leaks, seepage through walls or flooding;',
        'normal wear and tear, and natural variation or ageing of wood, veneer and stone;',
        'changes or repairs made by anyone other than us;',
        'items you supplied, and appliances, which carry their own manufacturer warranty.',
      ],
    },
    {
      heading: 'Designs and intellectual property',
      paragraphs: [
        'Our drawings, 3D designs and specifications remain our property. Once you have paid in full, you may use them for your own home or premises, but they may not be given to another contractor to build from without our written consent.',
        'We may photograph completed work for our portfolio and website. We will not publish your name or address, or photographs of personal belongings, without your consent.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Our total liability for any claim arising from a project is limited to the value of that project. We are not liable for indirect or consequential losses, such as loss of rent or income. Nothing in these terms limits any liability that cannot be limited under Indian law.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'Either party may end the agreement by written notice if the other seriously breaches these terms and does not put it right within a reasonable time after being asked to. We may also end the agreement if payments remain overdue after a written reminder.',
        'On termination, amounts already paid are settled in line with the cancellation and refund terms above, and any work completed and unpaid becomes payable.',
      ],
    },
    {
      heading: 'Disputes and governing law',
      paragraphs: [
        'These terms are governed by the laws of India.',
        'If a dispute arises, we will both first try to resolve it through good-faith negotiation for 30 days. If it is not resolved in that time, it will be referred to arbitration under the Arbitration and Conciliation Act, 1996. The arbitration will be held in Mumbai and conducted in English.',
      ],
    },
    {
      heading: 'Contact and changes to these terms',
      paragraphs: [
        `For questions about these terms, write to ${company.email}, call ${company.phone.display}, or visit us at ${formatAddress()}.`,
        'We may update these terms from time to time; the date at the top of this page shows the latest version. The terms in force when you approved your quotation apply to your project.',
      ],
    },
  ],
};

export const privacy: LegalPage = {
  title: 'Privacy Policy',
  seo: {
    title: 'Privacy Policy',
    description: `How ${company.name} collects, uses, stores and protects the details you share through our enquiry forms, and how to access, correct or delete them.`,
    keywords: ['privacy policy', 'personal data', 'cookies', 'data protection India', company.name],
  },
  lastUpdated,
  intro: `This policy explains what personal information ${company.name} collects through this website, why we collect it, how long we keep it, who we share it with and the choices you have. We collect only what we need to answer your enquiry and carry out your project, and we do not sell your information to anyone.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${company.name} is an interior design and modular furniture studio at ${formatAddress()}. We are responsible for the personal information described in this policy.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We do not ask for payment details, identity documents or other sensitive information through this website. Like most websites, our server records technical details of each request, such as your IP address, browser type and the page requested; we use them only to keep the site secure and to fix problems.',
        'When you send an enquiry through any form on this website, such as the contact form, a quote form or the price calculator, we collect:',
      ],
      bullets: [
        'your name, e-mail address and phone number;',
        'your location or area in Bangalore;',
        'the service you are interested in, and your message;',
        'for corporate enquiries, your company name, project type, budget and timeline;',
        'the form and page you used, and the campaign that brought you to our website, if any.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use your information to:'],
      bullets: [
        'reply to your enquiry, call you back and arrange a site visit;',
        'prepare designs and quotations, and carry out and support your project, including the warranty;',
        'understand which pages and campaigns bring us enquiries, so we can improve the website;',
        'keep the website secure and meet our legal and tax obligations.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries that do not become a project are kept for up to two years from our last contact with you, then deleted. If you become a client, we keep your project records for as long as your warranty runs and Indian tax and accounting law requires. Technical server logs are kept only for a short period.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We do not sell, rent or trade your personal information. We share it only with:'],
      bullets: [
        'service providers who help us run the website, such as our hosting provider and the e-mail delivery service that sends your enquiry to our team, and only for that purpose;',
        'manufacturers, installers and delivery partners working on your project, who receive only what they need, such as your name, phone number and site address;',
        'government authorities, courts or the police, when the law requires it.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Visitors to the public pages do not need any cookies. The only cookie this website sets is a sign-in cookie for our own staff when they use the admin area; it keeps them signed in and is removed when they sign out or the session expires.',
        "We do not use advertising cookies. If you use the chat link or share buttons, you go to another company's service, which has its own privacy policy.",
      ],
    },
    {
      heading: 'Where your data is stored and how it is protected',
      paragraphs: [
        'Your information is stored mainly in India. Some service providers, such as e-mail delivery, may process it outside India; we choose providers that protect it appropriately.',
        'Only staff who need your information to serve you can see it. The admin area requires a personal sign-in, passwords are stored only in hashed form, and the website is served over an encrypted (HTTPS) connection.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website and our services are intended for adults. We do not knowingly collect information from anyone under 18. If you believe a child has sent us their details, contact us and we will delete them.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['You may ask us at any time to:'],
      bullets: [
        'tell you what personal information we hold about you and give you a copy;',
        'correct information that is wrong or incomplete;',
        'delete your information, or stop contacting you. We may need to confirm your identity first, and we will still keep any records the law requires us to keep.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `For any question or request about your personal information, write to ${company.email} or to ${company.name}, ${formatAddress()}. You can also call us on ${company.phone.display}. We will respond as soon as we can, and within the time required by law.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our website or the way we work changes. The date at the top of this page shows when it was last updated, and significant changes will be noted on this page.',
      ],
    },
  ],
};
