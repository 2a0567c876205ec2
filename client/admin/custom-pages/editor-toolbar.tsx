import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import clsx from 'clsx';
import { Bold, Code, Heading2, Heading3, Italic, Link, List, ListOrdered, Quote, Redo2, SquareCode, Undo2, type LucideIcon } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { LinkDialog } from './link-dialog';

type Tool = { label: string; icon: LucideIcon; active?: (e: Editor) => boolean; run: (e: Editor) => void; disabled?: (e: Editor) => boolean };

async function editLink(editor: Editor) {
  const href = await openDialog<string>(LinkDialog, { href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  if (href === undefined) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  void (href ? chain.setLink({ href }) : chain.unsetLink()).run();
}

const TOOLS: Tool[] = [
  { label: 'Bold', icon: Bold, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: Italic, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Heading', icon: Heading2, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Subheading', icon: Heading3, active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', icon: List, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', icon: ListOrdered, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', icon: Quote, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Code', icon: Code, active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
  { label: 'Code block', icon: SquareCode, active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { label: 'Link', icon: Link, active: (e) => e.isActive('link'), run: (e) => void editLink(e) },
  { label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run(), disabled: (e) => !e.can().undo() },
  { label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run(), disabled: (e) => !e.can().redo() },
];

/** The editor's formatting buttons; each says whether it is on (aria-pressed), and the editor's own shortcuts work too (Ctrl+B, Ctrl+I...). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const trans = useTrans();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((tool) => ({ active: tool.active?.(e) ?? false, disabled: tool.disabled?.(e) ?? false })),
  });
  return (
    <div role="toolbar" aria-label={trans('Formatting')} className="flex flex-wrap gap-0.5 border-b border-divider bg-bg-alt p-1">
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          title={trans(tool.label)}
          aria-label={trans(tool.label)}
          aria-pressed={tool.active ? state[index].active : undefined}
          disabled={state[index].disabled}
          onClick={() => tool.run(editor)}
          className={iconButtonStyles({ size: 'sm', className: clsx(state[index].active && 'bg-primary/15 text-primary') })}
        >
          <tool.icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
