/**
 * Stops the clock of this process at DEMO_NOW, for scripts/openapi-examples.ts: imported before
 * anything else, it makes `new Date()` and `Date.now()` (the server's and the embedded database's,
 * which reads the same clock) answer that moment, so the seed's dates (an order two days ago, a
 * booking five days ahead) and every timestamp the calls write are the same on every run.
 * Timers still run.
 */
export const DEMO_NOW = Date.parse('2025-06-16T05:30:00.000Z');

const RealDate = Date;
class StoppedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(DEMO_NOW);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now() {
    return DEMO_NOW;
  }
}
globalThis.Date = StoppedDate as DateConstructor;
