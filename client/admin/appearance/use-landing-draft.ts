import type { Landing } from './appearance-types';
import { useAppearanceEditor } from './editor-context';

/** The landing page's draft and a setter for one of its fields (dropping the messages on it). */
export function useLandingDraft() {
  const { draft, update } = useAppearanceEditor();
  const set = <K extends keyof Landing>(field: K, value: Landing[K]) => update((d) => ({ ...d, landing: { ...d.landing, [field]: value } }), `landing.${field}`);
  return { landing: draft.landing, set };
}
