// The article editor (Tiptap). Loaded only by the admin's article dialog, through React.lazy,
// so no public page downloads it.
import { useMemo, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { cn } from '#app/components/ui/cn.ts';
import { ImageDialog, LinkDialog, TableDialog } from '#app/features/articles/editor/editor-dialogs.tsx';
import type { ImageValues, LinkValues } from '#app/features/articles/editor/editor-dialog-schemas.ts';
import { MediaLibraryDialog } from '#app/components/media/media-library-dialog.tsx';
import { EditorToolbar } from '#app/features/articles/editor/editor-toolbar.tsx';
import { editorExtensions } from '#app/features/articles/editor/extensions.ts';
import '#app/features/articles/editor/editor.css';
import { countWords, htmlToText, readingMinutes } from '#app/features/articles/article-rules.ts';

export type RichTextEditorProps = {
  id: string;
  /** The field's name, for the toolbar and the screen-reader label of the text area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
};

type OpenDialog =
  { kind: 'link'; initial: LinkValues } | { kind: 'image'; initial: ImageValues } | { kind: 'table' } | { kind: 'library' } | null;

const DEFAULT_IMAGE: ImageValues = { src: '', alt: '', align: 'center', width: '400px' };
const DEFAULT_TABLE = { rows: 3, cols: 3 };

export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  placeholder = 'Start writing...',
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const extensions = useMemo(() => editorExtensions(placeholder), [placeholder]);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'article-editor-content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Counted from the text the form holds, not the editor's own state: that one read 0 until the
  // first keystroke when an existing article opened (the editor is made after the first render).
  const counts = useMemo(() => {
    const text = htmlToText(value);
    return { characters: text.length, words: countWords(text) };
  }, [value]);

  function openLink() {
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const text = editor.state.doc.textBetween(from, to, ' ');
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setDialog({ kind: 'link', initial: { text, href } });
  }

  function insertLink({ text, href }: LinkValues) {
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    if (from !== to && selected === text) {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    } else {
      editor
        .chain()
        .focus()
        .insertContent([{ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }])
        .unsetMark('link')
        .run();
    }
    setDialog(null);
  }

  function insertImage(image: ImageValues) {
    editor
      ?.chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: image.src, alt: image.alt || null, align: image.align, width: image.width } })
      .run();
    setDialog(null);
  }

  const minutes = readingMinutes(counts.words);

  return (
    <div
      className={cn(
        'rounded-md border bg-surface focus-within:border-brass-700 focus-within:outline-2 focus-within:outline-brass-700',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      {editor ? (
        <EditorToolbar
          editor={editor}
          label={label}
          actions={{
            openLink,
            openImage: () => setDialog({ kind: 'image', initial: DEFAULT_IMAGE }),
            // "Upload image": the library's upload form (alt text or 'Decorative' required), then the image dialog with the new image.
            uploadImage: () => setDialog({ kind: 'library' }),
            openTable: () => setDialog({ kind: 'table' }),
          }}
        />
      ) : (
        <div className="h-12 border-b border-line" />
      )}
      <EditorContent editor={editor} className="article-editor" />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line bg-canvas/60 px-3 py-2 text-xs text-ink-muted">
        <span>
          {counts.characters.toLocaleString('en-IN')} characters · {counts.words.toLocaleString('en-IN')} words · {minutes} min read
        </span>
      </div>
      {dialog?.kind === 'link' ? <LinkDialog initial={dialog.initial} onClose={() => setDialog(null)} onInsert={insertLink} /> : null}
      {dialog?.kind === 'image' ? <ImageDialog initial={dialog.initial} onClose={() => setDialog(null)} onInsert={insertImage} /> : null}
      {dialog?.kind === 'library' ? (
        <MediaLibraryDialog
          onClose={() => setDialog(null)}
          onChoose={(image) => setDialog({ kind: 'image', initial: { ...DEFAULT_IMAGE, src: image.url, alt: image.alt ?? '' } })}
        />
      ) : null}
      {dialog?.kind === 'table' ? (
        <TableDialog
          initial={DEFAULT_TABLE}
          onClose={() => setDialog(null)}
          onInsert={({ rows, cols }) => {
            editor?.chain().focus().insertTable({ rows, cols, withHeaderRow: true }).run();
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
