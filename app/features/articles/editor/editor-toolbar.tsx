import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Baseline,
  Bold,
  Code,
  CornerDownLeft,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  Image,
  ImageUp,
  IndentDecrease,
  IndentIncrease,
  Info,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Table,
  TriangleAlert,
  Underline,
  Undo2,
} from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#app/components/ui/dropdown-menu.tsx';
import { cn } from '#app/components/ui/cn.ts';

/** Five text colours and five backgrounds, all readable with the site's ink (docs/product.md, 'The admin panel'). */
export const TEXT_COLORS = [
  { name: 'Brass', value: '#8c5a22' },
  { name: 'Terracotta', value: '#a63d1e' },
  { name: 'Sage', value: '#4f6349' },
  { name: 'Indigo', value: '#2f4a7d' },
  { name: 'Stone', value: '#5c5650' },
] as const;

export const BACKGROUND_COLORS = [
  { name: 'Sand', value: '#f2ece3' },
  { name: 'Honey', value: '#fbecc6' },
  { name: 'Sage', value: '#e6ece2' },
  { name: 'Blush', value: '#fbe3dc' },
  { name: 'Sky', value: '#e2ecf7' },
] as const;

export type ToolbarActions = {
  openLink: () => void;
  openImage: () => void;
  uploadImage: () => void;
  openTable: () => void;
};

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink transition-colors duration-100 hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-charcoal text-white hover:bg-charcoal-soft',
      )}
    >
      {children}
    </button>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-line" />;
}

function ColorMenu({
  label,
  icon,
  colors,
  current,
  onPick,
  onReset,
  resetLabel,
  swatch,
}: {
  label: string;
  icon: ReactNode;
  colors: readonly { name: string; value: string }[];
  current: string | null;
  onPick: (value: string) => void;
  onReset: () => void;
  resetLabel: string;
  swatch: 'text' | 'background';
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-toolbar-item=""
        aria-label={label}
        title={label}
        onMouseDown={(event) => event.preventDefault()}
        className="inline-flex h-9 shrink-0 items-center justify-center gap-1 rounded-md px-2 text-ink hover:bg-sand data-[state=open]:bg-sand [&_svg]:size-4"
      >
        {icon}
        <span aria-hidden="true" className="h-1 w-4 rounded-full border border-line" style={{ background: current ?? 'transparent' }} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" onCloseAutoFocus={(event) => event.preventDefault()} className="min-w-44">
        {colors.map((color) => (
          <DropdownMenuItem key={color.value} onSelect={() => onPick(color.value)}>
            <span
              aria-hidden="true"
              className="inline-flex size-5 items-center justify-center rounded-sm border border-line text-xs font-bold"
              style={swatch === 'text' ? { color: color.value } : { background: color.value }}
            >
              A
            </span>
            {color.name}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={onReset}>
          <span
            aria-hidden="true"
            className="inline-flex size-5 items-center justify-center rounded-sm border border-dashed border-ink-muted"
          />
          {resetLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The editor's toolbar: one tab stop, arrow keys (and Home/End) move between the buttons, as in
 * the WAI-ARIA toolbar pattern. Every button is named for screen readers.
 */
export function EditorToolbar({ editor, label, actions }: { editor: Editor; label: string; actions: ToolbarActions }) {
  const toolbar = useRef<HTMLDivElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      paragraph: current.isActive('paragraph'),
      left: current.isActive({ textAlign: 'left' }),
      center: current.isActive({ textAlign: 'center' }),
      right: current.isActive({ textAlign: 'right' }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      info: current.isActive('callout', { variant: 'info' }),
      warning: current.isActive('callout', { variant: 'warning' }),
      color: (current.getAttributes('textStyle').color as string | undefined) ?? null,
      background: (current.getAttributes('textStyle').backgroundColor as string | undefined) ?? null,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      canIndent: current.can().sinkListItem('listItem'),
      canOutdent: current.can().liftListItem('listItem'),
    }),
  });

  // Roving tab stop: one enabled item is in the tab order; it follows focus.
  useLayoutEffect(() => {
    const all = [...(toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
    const enabled = all.filter((item) => !(item as HTMLButtonElement).disabled);
    if (enabled.some((item) => item.tabIndex === 0)) return;
    for (const item of all) item.tabIndex = item === enabled[0] ? 0 : -1;
  });

  function items(): HTMLElement[] {
    return [...(toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-toolbar-item')) return;
    for (const item of items()) item.tabIndex = item === target ? 0 : -1;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items().filter((item) => !(item as HTMLButtonElement).disabled);
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  }

  const chain = () => editor.chain().focus();

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={editor.view.dom.id || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex items-center gap-0.5 overflow-x-auto rounded-t-md border-b border-line bg-surface p-1.5 [scrollbar-width:thin] sm:flex-wrap"
    >
      <ToolButton label="Undo" onClick={() => chain().undo().run()} disabled={!state.canUndo}>
        <Undo2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()} disabled={!state.canRedo}>
        <Redo2 aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Heading 1" active={state.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <Heading1 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Paragraph" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Align left" active={state.left} onClick={() => chain().setTextAlign('left').run()}>
        <AlignLeft aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Align center" active={state.center} onClick={() => chain().setTextAlign('center').run()}>
        <AlignCenter aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Align right" active={state.right} onClick={() => chain().setTextAlign('right').run()}>
        <AlignRight aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Bullet list" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Indent" onClick={() => chain().sinkListItem('listItem').run()} disabled={!state.canIndent}>
        <IndentIncrease aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Outdent" onClick={() => chain().liftListItem('listItem').run()} disabled={!state.canOutdent}>
        <IndentDecrease aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Insert link" active={state.link} onClick={actions.openLink}>
        <Link aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Insert image" onClick={actions.openImage}>
        <Image aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Upload image" onClick={actions.uploadImage}>
        <ImageUp aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Quote" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Code block" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        <Code aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Insert table" onClick={actions.openTable}>
        <Table aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ColorMenu
        label="Text colour"
        icon={<Baseline aria-hidden="true" />}
        colors={TEXT_COLORS}
        current={state.color}
        onPick={(value) => chain().setColor(value).run()}
        onReset={() => chain().unsetColor().run()}
        resetLabel="Default colour"
        swatch="text"
      />
      <ColorMenu
        label="Background colour"
        icon={<Highlighter aria-hidden="true" />}
        colors={BACKGROUND_COLORS}
        current={state.background}
        onPick={(value) => chain().setBackgroundColor(value).run()}
        onReset={() => chain().unsetBackgroundColor().run()}
        resetLabel="No background"
        swatch="background"
      />
      <Divider />
      <ToolButton label="Line break" onClick={() => chain().setHardBreak().run()}>
        <CornerDownLeft aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Horizontal line" onClick={() => chain().setHorizontalRule().run()}>
        <Minus aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Info callout" active={state.info} onClick={() => chain().toggleCallout('info').run()}>
        <Info aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Warning callout" active={state.warning} onClick={() => chain().toggleCallout('warning').run()}>
        <TriangleAlert aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().unsetTextAlign().run()}>
        <RemoveFormatting aria-hidden="true" />
      </ToolButton>
    </div>
  );
}
