import { useNavigation } from 'react-router';
import { articlesCopy } from '#content/articles.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** Where a client-side navigation is heading, when it is to an articles page. */
export function useArticlesNavigation(): 'list' | 'article' | null {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  const { pathname } = navigation.location;
  if (pathname === '/articles') return 'list';
  if (pathname.startsWith('/article/')) return 'article';
  return null;
}

/**
 * 'Loading articles...' / 'Loading article...' while the next page's data is on its way (pages
 * arrive server-rendered, so this only shows on navigations inside the site).
 */
export function ArticlesNavigationStatus() {
  const loading = useArticlesNavigation();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-[84px] z-40 flex justify-center px-4">
      {loading ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-charcoal px-4 py-2 text-sm font-medium text-white shadow-lift animate-fade-in">
          <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />
          {loading === 'list' ? articlesCopy.list.loading : articlesCopy.detail.loading}
        </span>
      ) : null}
    </div>
  );
}
