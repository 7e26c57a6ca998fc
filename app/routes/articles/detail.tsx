import { data, isRouteErrorResponse, redirect } from 'react-router';
import { articlePath, RSS_LINK } from '#app/features/articles/article-format.ts';
import { articleMeta } from '#app/features/articles/article-meta.ts';
import { loadArticlePage } from '#app/features/articles/articles.server.ts';
import { resolveRedirect } from '#app/features/articles/redirects.server.ts';
import { ArticleNotFound } from '#app/features/articles/components/article-not-found.tsx';
import { ArticleView } from '#app/features/articles/components/article-view.tsx';
import { ArticleLoadError } from '#app/features/articles/components/articles-load-error.tsx';
import { PopupFormDialog } from '#app/features/intake/components/popup-form-dialog.tsx';
import { getStaffUser, mayPreviewDrafts } from '#app/features/accounts/auth.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { db, env } from '#app/lib/services.server.ts';
import { absoluteUrl, pageTitle } from '#app/lib/seo.ts';
import { articlesCopy } from '#content/articles.ts';
import { articlePageCache } from '#app/features/articles/page-cache.server.ts';
import type { Route } from './+types/detail';
import type { SiteHeaderHandle } from '#app/features/site/site-header.tsx';

// Anonymous visitors get the page rendered once for everyone until an article changes.
export const middleware: Route.MiddlewareFunction[] = [articlePageCache(mayPreviewDrafts)];

export async function loader({ params, request }: Route.LoaderArgs) {
  // Admins may preview drafts; everyone else reads published articles only.
  const staff = await getStaffUser(request);
  // Drafts are shown to those who write articles (Admin, Editor), never to Sales (decision 065).
  const page = await loadArticlePage(params.slug, staff && may(staff.role, 'articles') ? staff : null);
  if (!page) {
    // An address the article had before its slug changed answers 301 to its address now (decision 121).
    const target = await resolveRedirect(db(), articlePath(params.slug));
    if (target) throw redirect(target, 301);
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const origin = env().SITE_URL;
  const headers: HeadersInit = page.article.isDraft ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } : {};
  return data({ ...page, url: absoluteUrl(origin, articlePath(page.article.slug)), meta: articleMeta(page.article, origin) }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: pageTitle(articlesCopy.notFound.title) }, { name: 'robots', content: 'noindex' }];

export const links: Route.LinksFunction = () => [RSS_LINK];

// The article's header is charcoal like the bar: the bar is solid from the top, so that the
// light article body never shows through its white text (a contrast failure once).
export const handle: SiteHeaderHandle = { solidNavBar: true };

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, url } = loaderData;
  return (
    <ArticleView
      key={article.id}
      article={article}
      related={related}
      url={url}
      quoteDialog={(trigger) => <PopupFormDialog trigger={trigger} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  return <ArticleLoadError />;
}
