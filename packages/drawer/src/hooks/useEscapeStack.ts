import { useEffect, useRef } from 'react';
import { createLayerStack } from '../layerStack';
import type { Layer } from '../layerStack';

interface EscapeLayer extends Layer {
  handle: { current: (event: KeyboardEvent) => void };
}

const stack = createLayerStack<EscapeLayer>();

function onWindowKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' && event.keyCode !== 27) return;
  // Escape also confirms or cancels an IME composition; that keystroke is not meant for us.
  if (event.isComposing || event.keyCode === 229) return;
  stack.layers[stack.layers.length - 1]?.handle.current(event);
}

/**
 * Escape reaches only the top-most open drawer, wherever focus is. A top-most drawer that ignores
 * Escape (`keyboard={false}`) still shields the ones beneath it.
 */
export function useEscapeStack(open: boolean, depth: number, onEscape: (event: KeyboardEvent) => void): void {
  const handle = useRef(onEscape);
  handle.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const layer = stack.add({ depth, handle });
    if (stack.layers.length === 1) window.addEventListener('keydown', onWindowKeyDown);
    return () => {
      stack.remove(layer);
      if (!stack.layers.length) window.removeEventListener('keydown', onWindowKeyDown);
    };
  }, [open, depth]);
}
