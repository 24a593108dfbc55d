/**
 * What a previewer posts to the frame of an `iframe` demo when its entry file is edited: dumi's
 * message, `value` mapping the file's name to its new source.
 */
export interface LiveSourceMessage {
  type: 'dumi.liveDemo.setSource';
  value: Record<string, string>;
}

export function liveSourceMessage(file: string, code: string): LiveSourceMessage {
  return { type: 'dumi.liveDemo.setSource', value: { [file]: code } };
}

/** The new source of `file`, if `data` is a live-source message carrying it. */
export function liveSourceOf(data: unknown, file: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, value } = data as Partial<LiveSourceMessage>;
  const code = type === 'dumi.liveDemo.setSource' ? value?.[file] : undefined;
  return typeof code === 'string' ? code : undefined;
}
