import { mayPreviewDrafts } from '#app/features/accounts/auth.server.ts';
import { parseArticleSearch } from '#app/features/articles/article-search.ts';
import { articlesListMeta } from '#app/features/articles/article-meta.ts';
import { RSS_LINK } from '#app/features/articles/article-format.ts';
import { listArticles } from '#app/features/articles/articles.server.ts';
import { ArticlesListView } from '#app/features/articles/components/articles-list-view.tsx';
import { ArticlesLoadError } from '#app/features/articles/components/articles-load-error.tsx';
import { env } from '#app/lib/services.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { articlesCopy } from '#content/articles.ts';
import { articlePageCache } from '#app/features/articles/page-cache.server.ts';
import type { Route } from './+types/list';
import { ALL_CATEGORIES } from '#app/features/articles/article-rules.ts';

// Anonymous visitors get the page rendered once for everyone until an article changes.
export const middleware: Route.MiddlewareFunction[] = [articlePageCache(mayPreviewDrafts)];

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseArticleSearch(new URL(request.url).searchParams);
  const listing = await listArticles(search);
  const filtered = search.q !== '' || search.category !== ALL_CATEGORIES;
  return { ...listing, search, meta: articlesListMeta(env().SITE_URL, filtered) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: pageTitle(articlesCopy.list.title) }];

export const links: Route.LinksFunction = () => [RSS_LINK];

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { featured, latest, search } = loaderData;
  return <ArticlesListView featured={featured} latest={latest} q={search.q} category={search.category} />;
}

export function ErrorBoundary() {
  return <ArticlesLoadError />;
}
