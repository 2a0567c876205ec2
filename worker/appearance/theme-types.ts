/** SPEC section 3, Theme. */
export type Theme = {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  user_change: boolean;
  values: Record<string, string>;
  font: { family: string; google?: boolean; weight?: number } | null;
};
