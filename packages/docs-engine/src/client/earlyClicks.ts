/**
 * Keeps the clicks a reader gives the prerendered page's buttons and links before React has
 * taken the page over, and gives them again once it has: a button that does nothing the first
 * time looks broken, and a link would load the whole site again instead of the next page only.
 */
export function holdEarlyClicks(): { release(): void } {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    const link = target?.closest('a');
    const element = button ?? (link && isInSiteLink(link, event) ? link : null);
    if (!element) return;
    // The link is followed once React has the page, as a navigation inside the site.
    if (element === link) event.preventDefault();
    if (!held.includes(element)) held.push(element);
  };
  document.addEventListener('click', onClick, true);
  return {
    /**
     * Call right after `hydrateRoot`: React hydrates the part of the page a click lands in at
     * once, then handles the click.
     */
    release() {
      document.removeEventListener('click', onClick, true);
      for (const element of held) if (element.isConnected) element.click();
    },
  };
}

/** A plain click on a link to another page of this site, in this tab. */
function isInSiteLink(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const plain =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const sameTab = !link.target || link.target === '_self';
  return (
    plain &&
    sameTab &&
    Boolean(link.href) &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}
