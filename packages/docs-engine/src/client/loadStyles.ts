/**
 * Links the stylesheets a page made outside the bundle needs (its demos') and resolves once they
 * are in, so the page shows styled, as the bundler's own loader does for its chunks. One already
 * linked, or inlined by the page's HTML (which links it disabled), is not asked for again. One
 * that fails rejects, as the bundler's loader does ("Unable to preload CSS"), so the page says
 * so; its link goes, for a retry to ask again.
 */
export function loadStyles(hrefs: readonly string[]): Promise<void> {
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  );
  return Promise.all(
    hrefs
      .filter((href) => !linked.has(href))
      .map(
        (href) =>
          new Promise<void>((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.addEventListener('load', () => resolve());
            link.addEventListener('error', () => {
              link.remove();
              reject(new Error(`Unable to load CSS ${href}`));
            });
            document.head.append(link);
          }),
      ),
  ).then(() => undefined);
}
