import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser; on the server it would only warn (React 18), so fall back to useEffect. */
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
