// Finds anything in an HTML fragment that could run script, load a document, submit data or
// cover the page: what a browser would act on, judged from a real parse (htmlparser2).
import { DomUtils, parseDocument } from 'htmlparser2';

const ACTIVE_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
  'template',
  'video',
  'audio',
  'source',
  'details',
  'body',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'background',
  'poster',
  'data',
  'cite',
  'xlink:href',
  'lowsrc',
  'dynsrc',
]);

/** One line per problem, empty when the fragment is inert. */
export function activeContent(html: string): string[] {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const problems: string[] = [];
  const elements = DomUtils.findAll(() => true, document.children);
  for (const element of elements) {
    const tag = element.name.toLowerCase();
    if (ACTIVE_TAGS.has(tag) || tag.includes(':')) problems.push(`<${tag}> element`);
    for (const [name, rawValue] of Object.entries(element.attribs)) {
      const attribute = name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- those are exactly what to strip
      const value = rawValue.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attribute.startsWith('on')) problems.push(`<${tag} ${attribute}> event handler`);
      if (URL_ATTRIBUTES.has(attribute) && /^(javascript|vbscript|data|livescript):/.test(value)) {
        problems.push(`<${tag} ${attribute}="${rawValue}"> dangerous URL`);
      }
      if (URL_ATTRIBUTES.has(attribute) && value.startsWith('//')) problems.push(`<${tag} ${attribute}> protocol-relative URL`);
      if (attribute === 'style' && /expression|url\(|position|z-index|behavior|-moz-binding|@import|javascript/.test(value)) {
        problems.push(`<${tag} style="${rawValue}"> dangerous style`);
      }
      if (tag === 'a' && attribute === 'target' && rawValue === '_blank') {
        const rel = (element.attribs.rel ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push('<a target=_blank> without rel="noopener noreferrer"');
      }
    }
  }
  return problems;
}
