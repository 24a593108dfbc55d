import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collectGarbage.ts';

/** An object only a weak reference and a finalization registry know of. */
function forgottenObject(registry: FinalizationRegistry<string>): WeakRef<object> {
  const object = { payload: new Array(1000).fill('x') };
  registry.register(object, 'finalized');
  return new WeakRef(object);
}

describe('collectGarbage', () => {
  it('collects what nothing holds and runs its finalizers before it resolves', async () => {
    const finalized: string[] = [];
    const registry = new FinalizationRegistry<string>((held) => finalized.push(held));
    const reference = forgottenObject(registry);
    await collectGarbage();
    expect(reference.deref()).toBeUndefined();
    expect(finalized).toEqual(['finalized']);
  });

  it('keeps what is still held', async () => {
    const held = { name: 'still here' };
    const reference = new WeakRef(held);
    await collectGarbage();
    expect(reference.deref()).toBe(held);
  });

  it('gives the site no gc global', async () => {
    await collectGarbage();
    expect('gc' in globalThis).toBe(false);
  });
});
