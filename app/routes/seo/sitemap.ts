import { listPublishedArticlesForSitemap } from '#app/features/articles/articles.server.ts';
import { publishedProjects } from '#app/features/projects/projects.server.ts';
import { staticPublicPaths } from '#app/lib/public-paths.ts';
import { db } from '#app/lib/services.server.ts';
import { siteUrl } from '#app/lib/site-url.server.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every public page, and each published article and project with the date it last changed. */
export async function loader() {
  const origin = siteUrl();
  const [articles, projects] = await Promise.all([listPublishedArticlesForSitemap(), publishedProjects(db())]);
  const urls = [
    ...staticPublicPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    `  <url><loc>${escapeXml(`${origin}/articles`)}</loc></url>`,
    ...articles.map(
      (article) =>
        `  <url><loc>${escapeXml(`${origin}/article/${article.slug}`)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`,
    ),
    ...projects.map(
      (project) => `  <url><loc>${escapeXml(`${origin}/projects/${project.slug}`)}</loc><lastmod>${project.updatedAt}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
