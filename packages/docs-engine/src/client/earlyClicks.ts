/**
 * Keeps the clicks a reader gives the prerendered page's buttons before React has taken the
 * page over, and gives them again once it has: a button that does nothing the first time looks
 * broken. Links need no help: they work without scripts.
 */
export function holdEarlyClicks(container: HTMLElement): { release(): void } {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !held.includes(button)) held.push(button);
  };
  container.addEventListener('click', onClick, true);
  return {
    /**
     * Call right after `hydrateRoot`: React hydrates the part of the page a click lands in at
     * once, then handles the click.
     */
    release() {
      container.removeEventListener('click', onClick, true);
      for (const button of held) if (button.isConnected) button.click();
    },
  };
}
