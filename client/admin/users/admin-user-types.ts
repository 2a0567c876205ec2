/** A row of GET users (docs/api/admin.md, "Users"). */
export type AdminUserRow = {
  id: number;
  name: string;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  banned_until: string | null;
  two_factor_confirmed_at: string | null;
  language: string;
  country: string | null;
  created_at: string;
  roles: { id: number; name: string }[];
};
