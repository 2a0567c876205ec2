import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

/** SPEC section 9: the clipboard confirmation 'Copied!' shows for 1 s. */
export const COPIED_FEEDBACK_MS = 1000;

/** Copies text and reports `copied` for COPIED_FEEDBACK_MS afterwards. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false; // Denied clipboard access: the text stays visible to copy by hand.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return true;
  };
  return { copied, copy };
}

type CopyButtonProps = {
  text: string;
  /** The button's label (already translated); 'Copy' by default. */
  label?: string;
  /** A fuller name for assistive technology where several copy buttons sit together (already translated). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export function CopyButton({ text, label, ariaLabel, variant = 'outline', size = 'sm', className }: CopyButtonProps) {
  const trans = useTrans();
  const { copied, copy } = useCopyToClipboard();
  return (
    <button type="button" aria-label={ariaLabel} onClick={() => void copy(text)} className={buttonStyles({ variant, size, className })}>
      {copied ? <Check className="size-4 text-positive" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{copied ? trans('Copied!') : (label ?? trans('Copy'))}</span>
    </button>
  );
}
