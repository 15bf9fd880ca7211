import type { RequestContext } from '../../plugins/store-context';

/**
 * The database keeps money in minor units (paise); the API speaks the main unit (rupees). The
 * store context carries number_to_basic of the store's first currency (default 100, spec §3).
 */
export const minorPerMain = (ctx: RequestContext): number => ctx.store.minorPerMain;

export const toMain = (minor: number, unit: number) => Math.round((minor / unit) * 100) / 100;
