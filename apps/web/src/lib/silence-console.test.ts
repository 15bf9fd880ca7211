import { describe, expect, it, vi } from 'vitest';
import { SILENCED_METHODS, silenceConsole } from './silence-console';

/** A console of spies, so the real one is never touched. */
const fakeConsole = () => ({ log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('silenceConsole', () => {
  it('spec §9: console output is silenced in production: log, info, debug, warn and error become no-ops', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole(true, target, false)).toBe(true);
    for (const method of SILENCED_METHODS) {
      expect(target[method]).not.toBe(originals[method]);
      expect(target[method]('chunk failed to load')).toBeUndefined();
      expect(originals[method]).not.toHaveBeenCalled();
    }
  });

  it('leaves the console alone outside production', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole(false, target, false)).toBe(false);
    expect(target).toEqual(originals);
  });

  it('leaves the console alone in a browser driven by automation, so end-to-end journeys still see errors', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole(true, target, true)).toBe(false);
    target.error('visible');
    expect(originals.error).toHaveBeenCalledWith('visible');
  });

  it('is not applied in the test build, whose console stays real', () => {
    expect(import.meta.env.PROD).toBe(false);
    expect(vi.isMockFunction(console.error)).toBe(false);
    expect(console.error.name).not.toBe('nothing');
  });
});
