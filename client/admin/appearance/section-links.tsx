import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { focusRing } from '../../ui/button-styles';

/** Texts arrive translated (or are data: theme and menu names). */
export type SectionLinkProps = { to: string; label: string; description?: string };

/** A row that opens a section, a theme's page or a menu. */
export function SectionLink({ to, label, description }: SectionLinkProps) {
  return (
    <Link to={to} className={`flex items-center gap-3 rounded-lg border border-divider px-4 py-3 hover:bg-fg/5 ${focusRing}`}>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{label}</span>
        {description && <span className="block truncate text-xs text-muted">{description}</span>}
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}

/** A panel's list of sections to open (the editor's sections, a theme's pages, the landing page's parts). */
export function SectionLinks({ links, label }: { links: SectionLinkProps[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <SectionLink {...link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
