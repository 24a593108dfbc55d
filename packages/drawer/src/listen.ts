/** Adds `listener` for each of the space-separated event `types`; returns the undo, for effect cleanups. */
export function listen(
  target: EventTarget,
  types: string,
  listener: (event: Event) => void,
  options?: AddEventListenerOptions,
): () => void {
  const list = types.split(' ');
  for (const type of list) target.addEventListener(type, listener, options);
  return () => {
    for (const type of list) target.removeEventListener(type, listener);
  };
}
