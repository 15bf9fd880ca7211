import { describe, expect, it } from 'vitest';
import type { Intent, ProductQuery } from './types';
import { understand } from './understand';
import { contextFor } from './test-context';

const find = (query: ProductQuery): Intent => ({ kind: 'find_products', query });

const table: [string, Intent][] = [
  ['₹500 से कम', find({ maxPrice: 500 })],
  ['500 से ज़्यादा', find({ minPrice: 500 })],
  ['500 से ज्यादा', find({ minPrice: 500 })],
  ['मुझे 1000 रुपये से कम की कुर्ती चाहिए', find({ category: 'Kurtas', maxPrice: 1000 })],
  ['500 से 1000 के बीच की साड़ियाँ', find({ category: 'Sarees', minPrice: 500, maxPrice: 1000 })],
  ['२००० तक की साड़ी दिखाओ', find({ category: 'Sarees', maxPrice: 2000 })],
  ['560001 पर डिलीवरी', find({ pincode: '560001' })],
  ['4 स्टार या उससे ज़्यादा रेटिंग वाले हेडफ़ोन', find({ category: 'Audio', minRating: 4 })],
  ['4 स्टार वाले मसाले', find({ category: 'Spices', minRating: 4 })],
  ['पीतल की कढ़ाई दिखाओ', find({ text: 'पीतल कढ़ाई' })],
  ['1500 से कम के कॉटन कुर्ते 560001 पर डिलीवरी', find({ text: 'कॉटन', category: 'Kurtas', maxPrice: 1500, pincode: '560001' })],
  ['सेवा', find({ productType: 'Service' })],
  ['1000 से कम की सेवाएँ', find({ productType: 'Service', maxPrice: 1000 })],
  ['डिजिटल डाउनलोड', find({ productType: 'Digital' })],
  ['पहले और दूसरे की तुलना करो', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['पहले दो की तुलना करो', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['तीसरे और आखिरी में क्या फ़र्क है', { kind: 'compare', refs: [{ ordinal: 3 }, { ordinal: -1 }] }],
  ['तुलना करो', { kind: 'compare', refs: [] }],
  ['पहले वाले की वापसी नीति', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['वापसी नीति', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['क्या मैं इसे वापस कर सकता हूँ', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['दूसरे वाले के बारे में और बताओ', { kind: 'product_info', ref: { ordinal: 2 }, topic: 'faq' }],
  ['कल डीप क्लीनिंग के स्लॉट', { kind: 'free_slots', ref: { name: 'डीप क्लीनिंग' }, date: '2026-11-19' }],
  ['परसों AC सर्विसिंग के स्लॉट', { kind: 'free_slots', ref: { name: 'AC सर्विसिंग' }, date: '2026-11-20' }],
  ['शुक्रवार को कौन सा समय खाली है', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-20' }],
  ['अगले बुधवार के स्लॉट', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['25 नवंबर को स्लॉट', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['मेरा ऑर्डर कहाँ है', { kind: 'order_status' }],
  ['मेरा ऑर्डर 1024 कहां है', { kind: 'order_status', orderId: 1024 }],
  ['ऑर्डर की स्थिति', { kind: 'order_status' }],
  ['मेरी पूछताछ', { kind: 'enquiry_status' }],
  ['पूछताछ', { kind: 'enquiry_status' }],
  ['पूछताछ 12 का स्टेटस', { kind: 'enquiry_status', enquiryId: 12 }],
  ['वापस करना है', { kind: 'start_return' }],
  ['ऑर्डर 1024 वापस करना है', { kind: 'start_return', orderId: 1024 }],
  ['कुर्ता वापस करना है', { kind: 'start_return', ref: { name: 'कुर्ता' } }],
  ['कार्ट में डालो', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['इसे कार्ट में डाल दो', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['दूसरा वाला कार्ट में डालो', { kind: 'add_to_cart', ref: { ordinal: 2 }, quantity: 1 }],
  ['तीसरे वाले के 3 पीस कार्ट में जोड़ो', { kind: 'add_to_cart', ref: { ordinal: 3 }, quantity: 3 }],
  ['हाँ', { kind: 'confirm' }],
  ['जी', { kind: 'confirm' }],
  ['हां जी, कर दो', { kind: 'confirm' }],
  ['नहीं', { kind: 'decline' }],
  ['नहीं, रहने दो', { kind: 'decline' }],
  ['नमस्ते', { kind: 'greeting' }],
  ['मदद', { kind: 'help' }],
  ['आप क्या कर सकते हैं?', { kind: 'help' }],
  ['नमस्ते, मेरा ऑर्डर कहाँ है?', { kind: 'order_status' }],
];

describe('understand() in Hindi', () => {
  it.each(table)('%s', (message, intent) => {
    expect(understand(message, contextFor('hi'))).toStrictEqual(intent);
  });
});
