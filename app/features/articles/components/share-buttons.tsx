import type { MouseEvent, ReactNode } from 'react';
import { SHARE_POPUP } from '#content/articles.ts';

type Network = { name: string; href: (url: string, title: string) => string; icon: ReactNode };

// Brand marks drawn as simple glyphs (the icon set has no brand icons).
const networks: Network[] = [
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H8v3.4h2.6V22H14V11.9h2.7l.4-3.4H14Z" />,
  },
  {
    name: 'X',
    href: (url, title) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5Z" />
    ),
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.8h4V21H3V9.8Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6V21h-4V9.8Z" />
    ),
  },
];

/** Opens the share page in a 600x400 window; a plain link (new tab) without JavaScript. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(event.currentTarget.href, 'share', `popup,noopener,noreferrer,width=${width},height=${height},left=${left},top=${top}`);
}

export function ShareButtons({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-medium text-white/70">{label}</p>
      <ul className="flex gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${network.name}`}
              onClick={openPopup}
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-white transition-colors duration-150 hover:border-brass-300 hover:bg-white/10 hover:text-brass-300"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px] fill-current">
                {network.icon}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
