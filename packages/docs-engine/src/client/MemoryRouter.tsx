import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { fixedRouter, resolveTo, RouterContext, type Navigate } from './router.tsx';

/**
 * A router that keeps its history in memory, for rendering theme parts outside the site: a
 * theme's tests, or a slot previewed on its own.
 */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [entries, setEntries] = useState(initialEntries);
  const current = entries.at(-1) ?? '/';
  const navigate = useCallback<Navigate>((to, options = {}) => {
    if (typeof to === 'number') {
      setEntries((list) => (to < 0 ? list.slice(0, Math.max(1, list.length + to)) : list));
      return;
    }
    setEntries((list) => {
      const last = list.at(-1) ?? '/';
      const { pathname, search } = resolveTo(last, { pathname: '/', search: '' });
      const target = resolveTo(to, { pathname, search });
      const next = `${target.pathname}${target.search}${target.hash}`;
      return options.replace ? [...list.slice(0, -1), next] : [...list, next];
    });
  }, []);
  const value = useMemo(() => fixedRouter(current, '', navigate), [current, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
