import { useEffect } from 'react';

/**
 * Stops the page behind a modal from scrolling. The scrollbar's width becomes padding, so the page
 * does not shift sideways when the scrollbar goes away.
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}
