import { isRecord, isWholeNumber, localList } from './local-list';

/**
 * Chosen delivery slots under `slot_selected` (spec §3, §4): one entry per product, replaced when
 * the product gets another slot, removable by slot id or by product id.
 */
export type SlotChoice = { product: number; id: string; date: string; start_time: string; end_time: string };

const isChoice = (value: unknown): value is SlotChoice =>
  isRecord(value) && isWholeNumber(value.product) && typeof value.id === 'string' && typeof value.date === 'string';

export const slotStore = localList('slot_selected', isChoice);

export const withSlot = (choices: SlotChoice[], choice: SlotChoice) => [...choices.filter((c) => c.product !== choice.product), choice];
export const withoutSlot = (choices: SlotChoice[], slotId: string) => choices.filter((c) => c.id !== slotId);
export const withoutProductSlot = (choices: SlotChoice[], productId: number) => choices.filter((c) => c.product !== productId);
