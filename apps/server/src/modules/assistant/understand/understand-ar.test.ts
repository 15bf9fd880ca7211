import { describe, expect, it } from 'vitest';
import type { Intent, ProductQuery } from './types';
import { understand } from './understand';
import { contextFor } from './test-context';

const find = (query: ProductQuery): Intent => ({ kind: 'find_products', query });

const table: [string, Intent][] = [
  ['أقل من 500', find({ maxPrice: 500 })],
  ['بأقل من ٥٠٠', find({ maxPrice: 500 })],
  ['أكثر من 1000', find({ minPrice: 1000 })],
  ['أريد ساري بين 1000 و 2000', find({ category: 'Sarees', minPrice: 1000, maxPrice: 2000 })],
  ['ساري بين ١٠٠٠ و٢٠٠٠', find({ category: 'Sarees', minPrice: 1000, maxPrice: 2000 })],
  ['كورتا قطنية بأقل من 1500 توصل إلى 560001', find({ text: 'قطنية', category: 'Kurtas', maxPrice: 1500, pincode: '560001' })],
  ['سماعات بتقييم 4 نجوم فأكثر', find({ category: 'Audio', minRating: 4 })],
  ['4 نجوم', find({ minRating: 4 })],
  ['أرني كاداي نحاس أصفر', find({ text: 'كاداي نحاس أصفر' })],
  ['خدمة', find({ productType: 'Service' })],
  ['خدمات بأقل من 1000', find({ productType: 'Service', maxPrice: 1000 })],
  ['قارن بين الأول والثاني', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['قارن', { kind: 'compare', refs: [] }],
  ['قارن بين القدر النحاسي والطاوة الحديدية', { kind: 'compare', refs: [{ name: 'القدر النحاسي' }, { name: 'الطاوة الحديدية' }] }],
  ['سياسة الإرجاع للأول', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['سياسة الإرجاع', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['هل يمكنني إرجاعه؟', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['أخبرني المزيد عن الثاني', { kind: 'product_info', ref: { ordinal: 2 }, topic: 'faq' }],
  ['مواعيد التنظيف العميق غدًا', { kind: 'free_slots', ref: { name: 'التنظيف العميق' }, date: '2026-11-19' }],
  ['مواعيد الثالث بعد غد', { kind: 'free_slots', ref: { ordinal: 3 }, date: '2026-11-20' }],
  ['مواعيد يوم الجمعة', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-20' }],
  ['مواعيد الأربعاء القادم', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['مواعيد 25 نوفمبر', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['أين طلبي', { kind: 'order_status' }],
  ['أين طلبي رقم 1024؟', { kind: 'order_status', orderId: 1024 }],
  ['تتبع الطلب 1024', { kind: 'order_status', orderId: 1024 }],
  ['حالة الطلب', { kind: 'order_status' }],
  ['استفسار', { kind: 'enquiry_status' }],
  ['استفساراتي', { kind: 'enquiry_status' }],
  ['حالة الاستفسار 12', { kind: 'enquiry_status', enquiryId: 12 }],
  ['أريد إرجاع', { kind: 'start_return' }],
  ['أريد إرجاع الطلب 1024', { kind: 'start_return', orderId: 1024 }],
  ['أريد إرجاع الكورتا', { kind: 'start_return', ref: { name: 'الكورتا' } }],
  ['أضف إلى السلة', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['أضف الثاني إلى السلة', { kind: 'add_to_cart', ref: { ordinal: 2 }, quantity: 1 }],
  ['أضف قطعتين من الأخير للسلة', { kind: 'add_to_cart', ref: { ordinal: -1 }, quantity: 2 }],
  ['نعم', { kind: 'confirm' }],
  ['حسنًا', { kind: 'confirm' }],
  ['لا', { kind: 'decline' }],
  ['لا شكرًا', { kind: 'decline' }],
  ['مرحبا', { kind: 'greeting' }],
  ['السلام عليكم', { kind: 'greeting' }],
  ['مساعدة', { kind: 'help' }],
  ['ماذا يمكنك أن تفعل؟', { kind: 'help' }],
];

describe('understand() in Arabic', () => {
  it.each(table)('%s', (message, intent) => {
    expect(understand(message, contextFor('ar'))).toStrictEqual(intent);
  });
});
