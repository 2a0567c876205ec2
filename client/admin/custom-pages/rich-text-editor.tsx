import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { PAGE_BODY_CLASS } from '../../custom-pages/custom-page-view';
import { EditorToolbar } from './editor-toolbar';

type RichTextEditorProps = { value: string; onChange: (html: string) => void; label: string; invalid?: boolean; describedBy?: string };

/**
 * The custom page body editor (Tiptap, docs/decisions/001): bold, italic,
 * headings, lists, quotes, code and links, written as plain HTML. The
 * default export, so the editor route loads it (and Tiptap) lazily.
 */
export default function RichTextEditor({ value, onChange, label, invalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } })],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: clsx(PAGE_BODY_CLASS, 'min-h-72 px-4 py-3 outline-none'),
      },
    },
  });
  if (!editor) return null;
  return (
    <div className={clsx('overflow-hidden rounded-lg border bg-bg focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/40', invalid ? 'border-danger' : 'border-divider')}>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
