import {
  BadgeCheck,
  CircleUser,
  CreditCard,
  Disc3,
  FileText,
  History,
  House,
  Info,
  Library,
  Link as LinkIcon,
  Mail,
  MicVocal,
  Music,
  Search,
  ShieldCheck,
  Upload,
  type LucideIcon,
} from 'lucide-react';

/** Icon names used by menu items (worker/settings/menus.ts) and the admin menu editor. */
export const MENU_ICONS: Record<string, LucideIcon> = {
  home: House,
  search: Search,
  library: Library,
  music: Music,
  disc: Disc3,
  mic: MicVocal,
  history: History,
  user: CircleUser,
  shield: ShieldCheck,
  'credit-card': CreditCard,
  file: FileText,
  info: Info,
  mail: Mail,
  upload: Upload,
  'badge-check': BadgeCheck,
};

type MenuIconProps = { name?: string; className?: string };

/** A menu item's icon; unknown names get a generic link icon so rows stay aligned. */
export function MenuIcon({ name, className }: MenuIconProps) {
  const Icon = (name && MENU_ICONS[name]) || LinkIcon;
  return <Icon className={className} aria-hidden="true" />;
}
