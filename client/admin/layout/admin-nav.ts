import { AudioLines, Disc3, MicVocal, Upload, CreditCard, Files, Receipt, Gauge, Globe, Megaphone, ScrollText, Settings, Shield, Tags, Users, FileText, type LucideIcon } from 'lucide-react';
import { LayoutGrid } from 'lucide-react';
import { Hash, ListMusic, MessageSquare, Quote } from 'lucide-react';
import { ChartLine, Eye } from 'lucide-react';
import { BadgeCheck, Palette } from 'lucide-react';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; permission: string };
export type AdminNavSection = { label: string; items: AdminNavItem[] };

/**
 * The admin sidebar: SPEC section 2's admin sections, each with the
 * permission its routes need (the client guard and every server route check
 * the same one). Later issues add the catalog, channels, reports and plans.
 */
export const ADMIN_NAV: AdminNavSection[] = [
  {
    label: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin', icon: Gauge, permission: 'admin.access' },
      { label: 'Plays', to: '/admin/plays', icon: ChartLine, permission: 'admin.access' },
      { label: 'Visitors', to: '/admin/visitors', icon: Eye, permission: 'admin.access' },
    ],
  },
  {
    label: 'Catalog',
    items: [
      { label: 'Tracks', to: '/admin/tracks', icon: AudioLines, permission: 'admin.access' },
      { label: 'Albums', to: '/admin/albums', icon: Disc3, permission: 'admin.access' },
      { label: 'Artists', to: '/admin/artists', icon: MicVocal, permission: 'admin.access' },
      { label: 'Upload', to: '/admin/upload', icon: Upload, permission: 'admin.access' },
    ],
  },
  {
    label: 'Moderation',
    items: [
      { label: 'Genres', to: '/admin/genres', icon: Hash, permission: 'admin.access' },
      { label: 'Playlists', to: '/admin/playlists', icon: ListMusic, permission: 'admin.access' },
      { label: 'Lyrics', to: '/admin/lyrics', icon: Quote, permission: 'admin.access' },
      { label: 'Comments', to: '/admin/comments', icon: MessageSquare, permission: 'admin.access' },
    ],
  },
  {
    label: 'People',
    items: [
      { label: 'Users', to: '/admin/users', icon: Users, permission: 'users.update' },
      { label: 'Roles', to: '/admin/roles', icon: Shield, permission: 'roles.update' },
      { label: 'Plans', to: '/admin/plans', icon: CreditCard, permission: 'plans.update' },
      { label: 'Subscriptions', to: '/admin/subscriptions', icon: Receipt, permission: 'subscriptions.update' },
      { label: 'Backstage requests', to: '/admin/backstage-requests', icon: BadgeCheck, permission: 'admin.access' },
    ],
  },
  {
    label: 'Site',
    items: [
      { label: 'Appearance', to: '/admin/appearance', icon: Palette, permission: 'appearance.update' },
      { label: 'Channels', to: '/admin/channels', icon: LayoutGrid, permission: 'admin.access' },
      { label: 'Custom pages', to: '/admin/custom-pages', icon: FileText, permission: 'custom_pages.update' },
      { label: 'Tags', to: '/admin/tags', icon: Tags, permission: 'tags.update' },
      { label: 'Files', to: '/admin/files', icon: Files, permission: 'files.update' },
      { label: 'Localizations', to: '/admin/localizations', icon: Globe, permission: 'localizations.update' },
      { label: 'Ads', to: '/admin/ads', icon: Megaphone, permission: 'settings.update' },
    ],
  },
  {
    label: 'System',
    items: [
      { label: 'Settings', to: '/admin/settings', icon: Settings, permission: 'settings.update' },
      { label: 'Logs', to: '/admin/logs', icon: ScrollText, permission: 'logs.view' },
    ],
  },
];

/** The sections with only the items `can` allows; empty sections drop out. */
export const allowedNav = (can: (permission: string) => boolean) =>
  ADMIN_NAV.map((section) => ({ ...section, items: section.items.filter((item) => can(item.permission)) })).filter((s) => s.items.length);
