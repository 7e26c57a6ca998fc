/** Copy and constants of the public articles pages (docs/product.md, 'Public pages'). */
import { warranty } from '#content/warranty.ts';
import { quotePromise } from '#content/promises.ts';

/** The mid-article call to action appears once the reader has scrolled past this share of the page. */
export const MID_ARTICLE_CTA_SCROLL = 0.4;
export const SHARE_POPUP = { width: 600, height: 400 } as const;

export const articlesCopy = {
  list: {
    eyebrow: 'Journal',
    title: 'Design Insights & Tips',
    intro:
      'Practical advice from our designers on kitchens, wardrobes, Vastu and planning a home in Bangalore: measurements, materials, budgets and the mistakes worth avoiding.',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    categoryLabel: 'Category',
    allCategories: 'All Categories',
    searchButton: 'Search',
    featuredHeading: 'Featured Articles',
    latestHeading: 'Latest Articles',
    loading: 'Loading articles...',
    emptyTitle: 'No articles found',
    emptyHint: 'Try adjusting your search or filter criteria.',
    clearFilters: 'Show all articles',
    loadError: 'Failed to load articles. Please try again.',
    retry: 'Try again',
    readMore: 'Read article',
  },
  detail: {
    breadcrumbHome: 'Home',
    breadcrumbArticles: 'Articles',
    featuredBadge: 'Featured',
    authorCaption: 'Interior Design Expert',
    shareHeading: 'Share this article',
    loading: 'Loading article...',
    loadError: 'Failed to load article. Please try again.',
    draftBanner: 'Draft preview',
    draftBannerText: 'Only admins can see this article until it is published.',
    authorHeading: 'Written by',
    /** About the studio's design team, the default author. */
    teamBio:
      'Our design team plans and builds homes across Bangalore: modular kitchens, wardrobes, TV units, false ceilings and complete interiors. Every article comes from what we measure, build and fix on real sites.',
    /** About any other author. */
    authorBio: 'Writes for our design journal and works with the studio on homes across Bangalore.',
    relatedHeading: 'You Might Also Like',
    backToAll: 'Back to All Articles',
  },
  notFound: {
    title: 'Article Not Found',
    text: "The article you're looking for doesn't exist or has been removed.",
    back: 'Back to Articles',
  },
  cta: {
    inlineTitle: 'Planning a home like this?',
    inlineText: `Get a free design consultation and a detailed quote within ${quotePromise.hours} hours.`,
    inlineButton: 'Get Free Quote',
    endTitle: 'Ready to Create Your Dream Interior?',
    endText: `Book a free site visit with our designers. You get 3D designs before you commit, ${warranty.phrase} and our best price guarantee.`,
    endButton: 'Get Free Consultation',
    call: 'Call',
    dismiss: 'Close',
  },
  feed: {
    title: 'Design Insights & Tips',
    description: 'Articles on interior design, modular kitchens, wardrobes and Vastu for homes in Bangalore.',
  },
} as const;
