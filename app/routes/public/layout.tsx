import { Outlet } from 'react-router';
import { SiteFooter } from '#app/features/site/site-footer.tsx';
import { SiteHeader } from '#app/features/site/site-header.tsx';
import { businessJsonLd, websiteJsonLd } from '#app/lib/seo.ts';
import { useSiteUrl } from '#app/lib/site-url.ts';

/** Every public page: navigation bar, the page, footer, and the business's and site's structured data. */
export default function PublicLayout() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(businessJsonLd(siteUrl)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(websiteJsonLd(siteUrl)) }} />
    </>
  );
}

/** JSON safe inside a <script> element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
