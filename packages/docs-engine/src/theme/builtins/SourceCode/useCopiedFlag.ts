import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "copied" indicator stays after a copy. */
export const COPIED_MS = 2000;

/** A flag that turns on when something was copied and off again after two seconds. */
export function useCopiedFlag(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);
  return [copied, markCopied];
}
