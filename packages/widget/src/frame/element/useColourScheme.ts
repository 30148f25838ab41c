import { useEffect, useState } from 'react';

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * The `theme` attribute resolved: `dark` for `dark`, and for `auto` while the reader's system
 * prefers dark (followed live through `matchMedia`); `light` otherwise. Resolved here rather than
 * with an `@media` rule: inside the flow frame (another process) Chromium was seen not to
 * re-evaluate an adopted sheet's media rules when the preference changed, while `matchMedia` did.
 */
export function useColourScheme(theme: string | undefined): 'light' | 'dark' {
  const value = theme?.trim();
  const auto = value === 'auto';
  const [prefersDark, setPrefersDark] = useState(false);
  useEffect(() => {
    if (!auto || typeof matchMedia !== 'function') return;
    const query = matchMedia(PREFERS_DARK);
    const update = () => setPrefersDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [auto]);
  return value === 'dark' || (auto && prefersDark) ? 'dark' : 'light';
}
