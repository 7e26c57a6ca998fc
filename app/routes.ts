import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { adminRoutes } from '#app/routes/admin/admin-routes.ts';

export default [
  // Public pages share the navigation bar and footer.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('services/:slug', 'routes/public/service-detail.tsx'),
    route('corporate', 'routes/public/corporate.tsx'),
    route('process', 'routes/public/process.tsx'),
    route('projects', 'routes/public/projects.tsx'),
    route('projects/:slug', 'routes/public/project.tsx'),
    route('calculator', 'routes/public/calculator.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    // Result page of the lead forms when they post without JavaScript.
    route('enquiry', 'routes/public/enquiry.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('locations/:slug', 'routes/public/location.tsx'),
    route('articles', 'routes/articles/list.tsx'),
    route('article/:slug', 'routes/articles/detail.tsx'),
  ]),
  ...adminRoutes,
  // A customer's quotation (decision 106): never indexed, no referrer, not in the sitemap.
  route('quote/:token', 'routes/quote/quote.tsx'),
  route('quote/:token/pdf', 'routes/quote/quote-pdf.ts'),
  // A customer's pay link for a milestone: never indexed, no referrer, not in the sitemap.
  route('pay/:token', 'routes/pay/pay.tsx'),
  route('api/payments/razorpay/webhook', 'routes/api/razorpay-webhook.ts'),
  // A customer's project room (decision 174): never indexed, no referrer, a device let in by an e-mailed code.
  route('room/:token', 'routes/room/room.tsx'),
  route('room/:token/documents/:documentId', 'routes/room/room-document.ts'),
  route('room/:token/quotation', 'routes/room/room-quotation.ts'),
  // A customer's change order to their project (decision 166): never indexed, no referrer.
  route('change/:token', 'routes/change/change.tsx'),
  route('api/leads', 'routes/api/leads.ts'),
  route('api/estimate', 'routes/api/estimate.ts'),
  route('media/*', 'routes/media.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('rss.xml', 'routes/seo/rss.ts'),
  // Named by the site's structured data (a search action): on to the article search.
  route('search', 'routes/search.ts'),
  // Anything else: the not-found page, with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
