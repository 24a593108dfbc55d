import { useEffect, useState } from 'react';
import { isEditable } from './isEditable.ts';

const APPLE_PLATFORM = /(mac|iphone|ipod|ipad)/i;

function isApple(): boolean {
  return APPLE_PLATFORM.test(navigator.platform);
}

/**
 * Opens search on ⌘ K (Apple platforms) or Ctrl K (elsewhere), and on `/` unless the reader is
 * typing into a field.
 */
export function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const apple = isApple();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing) return;
      const modifier = apple ? event.metaKey : event.ctrlKey;
      const commandK =
        modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}

/**
 * The shortcut's label. The server cannot know the platform, so it renders none and the label
 * appears after hydration: rendering it at once would make the two HTMLs differ.
 */
export function useShortcutLabel(): string | undefined {
  const [label, setLabel] = useState<string>();
  useEffect(() => setLabel(isApple() ? '⌘ K' : 'Ctrl K'), []);
  return label;
}
