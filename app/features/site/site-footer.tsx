import { Link } from 'react-router';
import { chatLink, company, formatAddress, mailtoLink, telLink } from '#content/company.ts';
import { localities } from '#content/localities.ts';
import { footerQuickLinks, footerServiceLinks } from '#content/navigation.ts';
import { Logo } from '#app/features/site/site-header.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { workingHoursLines } from '#content/promises.ts';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-300 uppercase">{children}</h2>;
}

const footerLink = 'inline-flex min-h-10 items-center text-white/75 transition-colors hover:text-white sm:min-h-8';

export function SiteFooter() {
  return (
    <footer className="bg-charcoal text-white" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr_1fr]">
          <div>
            <Logo />
            <p className="mt-4 max-w-sm text-white/70">
              Modular kitchens, wardrobes and complete home and office interiors, designed and built in Bangalore.
            </p>
            <ul className="mt-6 space-y-3 text-white/85">
              <li>
                <a href={telLink()} className="flex min-h-10 items-center gap-3 hover:text-white">
                  <Icon name="phone" className="size-5 text-brass-300" /> {company.phone.display}
                </a>
              </li>
              <li>
                <a href={mailtoLink()} className="flex min-h-10 items-center gap-3 hover:text-white">
                  <Icon name="mail" className="size-5 text-brass-300" /> {company.email}
                </a>
              </li>
              <li>
                <a
                  href={chatLink()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-10 items-center gap-3 hover:text-white"
                >
                  <Icon name="message-circle" className="size-5 text-brass-300" /> Chat with us on WhatsApp
                </a>
              </li>
              <li className="flex gap-3">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brass-300" />
                <address className="not-italic">{formatAddress()}</address>
              </li>
              <li className="flex gap-3">
                <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brass-300" />
                <span>
                  {workingHoursLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8">
            <FooterLinks heading="Quick links" links={footerQuickLinks} />
            <FooterLinks heading="Services" links={footerServiceLinks} />
          </div>
          <div>
            <FooterHeading>Areas we serve</FooterHeading>
            <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-0.5 text-sm">
              {localities.map((location) => (
                <li key={location.slug}>
                  <Link to={`/locations/${location.slug}`} className={footerLink}>
                    {location.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/terms" className={footerLink}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
