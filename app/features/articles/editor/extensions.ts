// The editor's own nodes and its extension list. The HTML they produce is listed in
// docs/decisions/035-editor-html-shapes.md, which the article sanitizer's allowlist follows.
import { mergeAttributes, Node } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { IMAGE_ALIGNMENTS, IMAGE_WIDTHS } from '#app/features/articles/article-rules.ts';
import type { CalloutVariant, ImageAlign } from '#app/features/articles/article-rules.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selection in an info or warning box; again unwraps it. */
      toggleCallout: (variant: CalloutVariant) => ReturnType;
    };
  }
}

/** `<div class="callout callout-info">` / `callout-warning` around one or more blocks. */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      variant: {
        default: 'info' as CalloutVariant,
        parseHTML: (element: HTMLElement): CalloutVariant => (element.classList.contains('callout-warning') ? 'warning' : 'info'),
        renderHTML: (attributes: { variant?: CalloutVariant }) => ({ class: `callout callout-${attributes.variant ?? 'info'}` }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div.callout' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      toggleCallout:
        (variant) =>
        ({ editor, commands }) => {
          if (editor.isActive('callout', { variant })) return commands.lift('callout');
          if (editor.isActive('callout')) return commands.updateAttributes('callout', { variant });
          return commands.wrapIn('callout', { variant });
        },
    };
  },
});

function widthOf(element: HTMLElement): string | null {
  const raw = (element.style.width || element.getAttribute('width') || '').trim();
  const known = IMAGE_WIDTHS.find((width) => width.value === raw || `${width.value}` === `${raw}px`);
  return known ? known.value : null;
}

/**
 * Images sit inside the text (inline nodes), so left and right ones float beside it:
 * `<img src alt style="width: 400px" data-align="left|center|right|inline">`.
 */
export const ArticleImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: {
        default: null,
        parseHTML: widthOf,
        renderHTML: (attributes: { width?: string | null }) => (attributes.width ? { style: `width: ${attributes.width}` } : {}),
      },
      align: {
        default: 'center' as ImageAlign,
        parseHTML: (element: HTMLElement): ImageAlign => {
          const value = element.getAttribute('data-align') as ImageAlign | null;
          return value && IMAGE_ALIGNMENTS.includes(value) ? value : 'center';
        },
        renderHTML: (attributes: { align?: ImageAlign }) => ({ 'data-align': attributes.align ?? 'center' }),
      },
    };
  },
}).configure({ inline: true, allowBase64: false });

/** Every extension the article editor uses. */
export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['https', 'http', 'mailto', 'tel'],
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
      },
    }),
    TextStyle,
    Color,
    BackgroundColor,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
    ArticleImage,
    TableKit.configure({ table: { resizable: false } }),
    Callout,
    Placeholder.configure({ placeholder }),
    CharacterCount,
  ];
}
