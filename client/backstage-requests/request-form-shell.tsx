import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import type { BackstageRequestType } from '../../worker/backstage-requests/request-types';
import { REQUEST_TYPE_TEXT } from './request-constants';

type RequestFormShellProps = {
  type: BackstageRequestType;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** Attachments or the image still uploading. */
  uploading: boolean;
  children: ReactNode;
};

/** The frame every request form shares: back link, title, the fields, and the send button with its states. */
export function RequestFormShell({ type, onSubmit, sending, uploading, children }: RequestFormShellProps) {
  const trans = useTrans();
  const text = REQUEST_TYPE_TEXT[type];
  return (
    <div className="flex w-full max-w-2xl flex-col gap-6 py-6">
      <Link to="/backstage/requests" className="flex items-center gap-2 self-start text-sm text-muted hover:text-fg">
        <ArrowLeft aria-hidden className="size-4" /> {trans('Backstage requests')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{trans(text.title)}</h1>
        <p className="text-muted">{trans(text.description)}</p>
      </header>
      <form onSubmit={onSubmit} noValidate aria-label={trans(text.title)} className="flex flex-col gap-5">
        {children}
        <div className="flex items-center justify-end gap-3">
          {uploading && <span className="text-sm text-muted">{trans('Waiting for uploads to finish')}</span>}
          <button type="submit" disabled={sending || uploading} className={buttonStyles()}>
            {sending ? trans('Sending…') : trans('Send request')}
          </button>
        </div>
      </form>
    </div>
  );
}
