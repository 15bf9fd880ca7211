import { describe, expect, it } from 'vitest';
import { endOfDayAfter, zonedInstant } from './store-clock';

describe('zonedInstant', () => {
  it('reads a time with or without seconds as the same wall clock', () => {
    expect(zonedInstant('Asia/Kolkata', '2030-03-01', '10:30').toISOString()).toBe('2030-03-01T05:00:00.000Z');
    expect(zonedInstant('Asia/Kolkata', '2030-03-01', '10:30:00').toISOString()).toBe('2030-03-01T05:00:00.000Z');
    expect(zonedInstant('Asia/Kolkata', '2030-03-01', '10:30:15').toISOString()).toBe('2030-03-01T05:00:15.000Z');
  });

  it('follows a change of offset (London, the night clocks go forward)', () => {
    expect(zonedInstant('Europe/London', '2030-03-30', '12:00').toISOString()).toBe('2030-03-30T12:00:00.000Z');
    expect(zonedInstant('Europe/London', '2030-03-31', '12:00').toISOString()).toBe('2030-03-31T11:00:00.000Z');
  });

  it('refuses what is not a time of day rather than answering an invalid date', () => {
    expect(() => zonedInstant('Asia/Kolkata', '2030-03-01', '10h30')).toThrow(RangeError);
  });

  it('ends a window of N days at the last millisecond of the store day', () => {
    expect(endOfDayAfter('Asia/Kolkata', new Date('2030-03-01T20:00:00Z'), 1).toISOString()).toBe('2030-03-03T18:29:59.999Z');
  });
});
