import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type SlotSnapshot } from '../../db/schema';
import { sendCustomerNotice, type Notifier } from '../notifier';
import { noticeLanguage } from './notice-text';

/**
 * Tells the customer their booking has moved, as item-notices.ts tells them of a change of status:
 * by email when they have one, else by SMS, in their language (else the store's), unless they
 * turned order updates off; after the move is committed and without holding up the answer. A
 * refused move tells nothing: nothing changed.
 */

type Lang = ReturnType<typeof noticeLanguage>;
const WORDS: Record<Lang, { subject: string; body: string }> = {
  en: { subject: 'Your {store} booking has moved', body: '{product} (order {order}) with {vendor} is now on {to}, moved from {from}.' },
  hi: { subject: 'आपकी {store} बुकिंग का समय बदल गया है', body: '{vendor} के साथ {product} (ऑर्डर {order}) अब {to} पर है, {from} से बदला गया।' },
  ar: { subject: 'تغيّر موعد حجزك في {store}', body: 'صار موعد {product} (الطلب {order}) مع {vendor} في {to}، بعد أن كان في {from}.' },
  fr: { subject: 'Votre réservation {store} a été déplacée', body: '{product} (commande {order}) avec {vendor} a lieu désormais le {to}, au lieu du {from}.' },
};
const LOCALES: Record<Lang, string> = { en: 'en-GB', hi: 'hi-IN', ar: 'ar', fr: 'fr-FR' };

/** A slot in the language: its day and times are the store's wall clock, so they are formatted as UTC. */
function slotIn(lang: Lang, slot: SlotSnapshot): string {
  const at = (time: string) => new Date(`${slot.date}T${time}:00Z`);
  const day = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at('00:00'));
  const clock = new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
  return `${day}, ${clock.format(at(slot.start_time))}–${clock.format(at(slot.end_time))}`;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export type RescheduleNotice = { orderId: number; product: string; vendor: string; from: SlotSnapshot; to: SlotSnapshot };

export function rescheduleNoticeText(move: RescheduleNotice, store: string, lang: Lang): { subject: string; body: string } {
  const w = WORDS[lang];
  const values = { store, product: move.product, order: String(move.orderId), vendor: move.vendor, to: slotIn(lang, move.to), from: slotIn(lang, move.from) };
  return { subject: fill(w.subject, values), body: fill(w.body, values) };
}

export function sendRescheduleNotice(db: Db, notifier: Notifier, store: { id: number; displayName: string }, move: RescheduleNotice): void {
  sendCustomerNotice(db, notifier, store.id, async () => {
    const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, move.orderId)).limit(1);
    return order ? { customerId: order.customerId, text: (language) => rescheduleNoticeText(move, store.displayName, noticeLanguage(language)) } : null;
  });
}
