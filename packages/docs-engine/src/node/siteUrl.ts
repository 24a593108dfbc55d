/** Where a site is published: its `hostname` (if configured) and `base`. */
export interface SiteAddress {
  hostname?: string;
  base: string;
}

/** The published address of a route path of the site: `/demo/base` → `https://…/base/demo/base`. */
export function siteUrl({ hostname, base }: SiteAddress): (routePath: string) => string {
  const origin = (hostname ?? '').replace(/\/$/, '');
  return (routePath) => `${origin}${base}${routePath.slice(1)}`;
}
