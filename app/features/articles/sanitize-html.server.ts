import sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';
import { CALLOUT_VARIANTS, IMAGE_ALIGNMENTS, IMAGE_WIDTHS, isAllowedImageUrl } from '#app/features/articles/article-rules.ts';

// Article HTML comes from the admin's rich-text editor (Tiptap) and is shown to every visitor,
// so it is the site's main stored-XSS risk. The allowlist below keeps exactly what the editor
// makes (headings, lists, links, images, tables, quotes, code, colours, alignment, callouts) and
// drops everything else: scripts, event handlers, frames, forms, SVG/MathML, dangerous URLs and
// any style property or value not listed. It runs on save (admin) and again on render (public).

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// rgb()/rgba() with numbers only (commas, spaces, slash, percent): no letters, so no url() or expression().
const rgbColor = /^rgba?\(\s*[\d.]+%?(?:\s*[,\s]\s*[\d.]+%?){2}(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i;
const colors = [hexColor, rgbColor];
const textAlign = { 'text-align': [/^(?:left|center|right|justify)$/] };
const pixels = [/^\d{1,4}(?:\.\d+)?px$/];

const CALLOUT_CLASSES = ['callout', ...CALLOUT_VARIANTS.map((variant) => `callout-${variant}`)];
const IMAGE_WIDTH_VALUES = new RegExp(`^(?:${IMAGE_WIDTHS.map((width) => width.value).join('|')})$`);

const REL_VALUES = ['noopener', 'noreferrer', 'nofollow', 'ugc', 'sponsored'];

const baseOptions: IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'span',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'div',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  // Contents of these are dropped with the tag (for the others only the tag goes, the text stays).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'template',
    'title',
    'xmp',
    'plaintext',
    'iframe',
    'frame',
    'frameset',
    'noframes',
    'noembed',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'form',
    'button',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style', 'data-align'],
    div: ['class'],
    code: ['class'],
    pre: ['class'],
    mark: ['data-color', 'style'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    table: ['style'],
    col: ['style', 'span'],
    th: ['colspan', 'rowspan', 'colwidth', 'style', 'scope'],
    td: ['colspan', 'rowspan', 'colwidth', 'style'],
    ol: ['start', 'type'],
  },
  allowedClasses: {
    div: [...CALLOUT_CLASSES, 'tableWrapper'],
    code: ['language-*'],
    pre: ['language-*'],
  },
  allowedStyles: {
    p: textAlign,
    h1: textAlign,
    h2: textAlign,
    h3: textAlign,
    h4: textAlign,
    th: textAlign,
    td: textAlign,
    span: { color: colors, 'background-color': colors },
    mark: { color: [...colors, /^inherit$/], 'background-color': colors },
    img: { width: [IMAGE_WIDTH_VALUES], height: [/^auto$/] },
    table: { width: pixels, 'min-width': pixels },
    col: { width: pixels, 'min-width': pixels },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      const rel = new Set(
        (attribs.rel ?? '')
          .toLowerCase()
          .split(/\s+/)
          .filter((value) => REL_VALUES.includes(value)),
      );
      if (attribs.target === '_blank') {
        rel.add('noopener');
        rel.add('noreferrer');
      } else {
        delete next.target;
      }
      if (rel.size > 0) next.rel = [...rel].join(' ');
      else delete next.rel;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next['data-align'] && !(IMAGE_ALIGNMENTS as readonly string[]).includes(next['data-align'])) delete next['data-align'];
      for (const dimension of ['width', 'height'] as const) {
        if (next[dimension] !== undefined && !/^\d{1,5}$/.test(next[dimension])) delete next[dimension];
      }
      return { tagName, attribs: next };
    },
    th: cellTransform,
    td: cellTransform,
  },
  // An image whose source is not ours or https (a relative path, data:, javascript:) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageUrl(frame.attribs.src),
};

function cellTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: Record<string, string> = { ...attribs };
  for (const span of ['colspan', 'rowspan'] as const) {
    if (next[span] !== undefined && !/^\d{1,3}$/.test(next[span])) delete next[span];
  }
  if (next.colwidth !== undefined && !/^\d{1,4}(?:,\d{1,4})*$/.test(next.colwidth)) delete next.colwidth;
  if (next.scope !== undefined && !['col', 'row', 'colgroup', 'rowgroup'].includes(next.scope)) delete next.scope;
  return { tagName, attribs: next };
}

/**
 * Cleans article HTML (excerpt or content) down to what the editor produces. Safe to run again
 * on its own output: the result does not change.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, baseOptions).trim();
}

const displayOptions: IOptions = {
  ...baseOptions,
  allowedAttributes: {
    ...(baseOptions.allowedAttributes as Record<string, string[]>),
    img: [...(baseOptions.allowedAttributes as Record<string, string[]>).img!, 'loading', 'decoding'],
  },
  transformTags: {
    ...baseOptions.transformTags,
    // Body images load when they come near the screen and decode off the main thread.
    img: (tagName, attribs) => {
      const cleaned = (baseOptions.transformTags!.img as sanitizeHtml.Transformer)(tagName, attribs);
      return { tagName: cleaned.tagName, attribs: { ...cleaned.attribs, loading: 'lazy', decoding: 'async' } };
    },
  },
};

/** The same cleaning for showing the HTML on a public page, with lazy-loading body images. */
export function sanitizeArticleHtmlForDisplay(html: string): string {
  return sanitizeHtml(html, displayOptions).trim();
}
