import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left until a deadline, for "resend in mm:ss". Counted from the clock rather than
 * by decrementing, so a throttled background tab still shows the right time when it returns.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + Math.max(0, seconds) * 1000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
