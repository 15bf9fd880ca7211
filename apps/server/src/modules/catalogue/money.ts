import type { Policies } from '@bazaar/contracts';
import type { RequestContext } from '../../plugins/store-context';

/**
 * The database keeps money in minor units (paise); the API speaks the main unit (rupees). The
 * store context carries number_to_basic of the store's first currency (default 100, spec §3).
 */
export const minorPerMain = (ctx: RequestContext): number => ctx.store.minorPerMain;

export const toMain = (minor: number, unit: number) => Math.round((minor / unit) * 100) / 100;

/** Policies as stored keep the cancellation charge in minor units; the API gives it in the main unit like every price. */
export function policiesInMain<T extends Pick<Policies, 'cancellation_charge'>>(policies: T | null | undefined, unit: number): T | null {
  if (!policies) return null;
  return { ...policies, cancellation_charge: toMain(policies.cancellation_charge ?? 0, unit) };
}
