const warned = new Set<string>();

/** rc-util's `warningOnce` format, so tests written against rc-drawer keep matching. */
export function warnOnce(message: string): void {
  if (process.env.NODE_ENV !== 'production' && !warned.has(message)) {
    warned.add(message);
    console.error(`Warning: ${message}`);
  }
}

let warnedUnnamed = false;

/** Accessibility hint, once per page: a dialog needs a name for screen readers to announce it. */
export function warnUnnamed(): void {
  if (process.env.NODE_ENV !== 'production' && !warnedUnnamed) {
    warnedUnnamed = true;
    console.warn(
      'Drawer: the dialog has no accessible name. Pass `title`, `aria-label` or `aria-labelledby`.',
    );
  }
}
