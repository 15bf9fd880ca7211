import { describe, expect, it } from 'vitest';
import type { Intent, ProductQuery } from './types';
import { understand } from './understand';
import { contextFor } from './test-context';

const find = (query: ProductQuery): Intent => ({ kind: 'find_products', query });

const table: [string, Intent][] = [
  // Price bounds, pincode, rating, category, vendor, type; the rest is the text.
  ['under 500', find({ maxPrice: 500 })],
  ['below ₹500', find({ maxPrice: 500 })],
  ['less than 500', find({ maxPrice: 500 })],
  ['upto 500', find({ maxPrice: 500 })],
  ['up to Rs. 500', find({ maxPrice: 500 })],
  ['max 500', find({ maxPrice: 500 })],
  ['over 1000', find({ minPrice: 1000 })],
  ['sarees above 1000', find({ category: 'Sarees', minPrice: 1000 })],
  ['between 500 and 1000', find({ minPrice: 500, maxPrice: 1000 })],
  ['kurtas 500-1000', find({ category: 'Kurtas', minPrice: 500, maxPrice: 1000 })],
  ['sarees between ₹1,000 and ₹2,500', find({ category: 'Sarees', minPrice: 1000, maxPrice: 2500 })],
  ['kadai 1000 to 2000', find({ text: 'kadai', minPrice: 1000, maxPrice: 2000 })],
  ['spices 1.5k or less', find({ category: 'Spices', maxPrice: 1500 })],
  ['cotton kurtas under 1500 delivered to 560001', find({ text: 'cotton', category: 'Kurtas', maxPrice: 1500, pincode: '560001' })],
  ['anything deliverable at 560001', find({ pincode: '560001' })],
  ['560001', find({ pincode: '560001' })],
  ['headphones 4 stars and above', find({ category: 'Audio', minRating: 4 })],
  ['4+ rated shirts', find({ category: 'Shirts', minRating: 4 })],
  ['4★ bedsheets', find({ category: 'Bed & Bath', minRating: 4 })],
  ['rated at least 3 stars under 800', find({ minRating: 3, maxPrice: 800 })],
  ['1000+ rated 4+', find({ minPrice: 1000, minRating: 4 })],
  ['shirt', find({ category: 'Shirts' })],
  ['kurta', find({ category: 'Kurtas' })],
  ['saree', find({ category: 'Sarees' })],
  ['show me some nice kurtas please', find({ category: 'Kurtas' })],
  ['I want a brass kadai', find({ text: 'brass kadai' })],
  ['tea', find({ category: 'Tea & Coffee' })],
  ['tea cake', find({ text: 'tea cake' })],
  ['filter coffee', find({ text: 'filter coffee' })],
  ['dupattas', find({ category: 'Dupattas & Stoles' })],
  ['python course', find({ text: 'python', category: 'Courses' })],
  ['e-books', find({ category: 'E-books' })],
  ['services under 1000', find({ productType: 'Service', maxPrice: 1000 })],
  ['digital downloads', find({ productType: 'Digital' })],
  ['AC servicing', find({ text: 'AC servicing' })],
  ['cotton sarees from rangrez under 2000', find({ text: 'cotton', category: 'Sarees', vendor: 'Rangrez Block Prints', maxPrice: 2000 })],
  ['cookware by Kansa and Clay', find({ category: 'Cookware', vendor: 'Kansa & Clay' })],
  ['kansa thali', find({ text: 'kansa thali' })],
  ['I want to order a saree', find({ category: 'Sarees' })],
  ['buy brass kadai', find({ text: 'brass kadai' })],
  // Comparing.
  ['compare the first and the second', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['compare 1 and 3', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 3 }] }],
  ['compare the first two', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['compare #2 with the last one', { kind: 'compare', refs: [{ ordinal: 2 }, { ordinal: -1 }] }],
  ['brass kadai vs copper handi', { kind: 'compare', refs: [{ name: 'brass kadai' }, { name: 'copper handi' }] }],
  ['compare the first with tawa', { kind: 'compare', refs: [{ ordinal: 1 }, { name: 'tawa' }] }],
  ['compare them', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['compare', { kind: 'compare', refs: [] }],
  // A product's rules and questions.
  ['return policy of the first one', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['can I return it', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['cancellation', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['is the brass kadai returnable?', { kind: 'product_info', ref: { name: 'brass kadai' }, topic: 'policies' }],
  ['how long does delivery take for the third', { kind: 'product_info', ref: { ordinal: 3 }, topic: 'policies' }],
  ['tell me more about the second', { kind: 'product_info', ref: { ordinal: 2 }, topic: 'faq' }],
  ['FAQ', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'faq' }],
  ['details of handi with lid', { kind: 'product_info', ref: { name: 'handi with lid' }, topic: 'faq' }],
  // Slots: today is Wednesday 18 November 2026.
  ['slots for deep cleaning tomorrow', { kind: 'free_slots', ref: { name: 'deep cleaning' }, date: '2026-11-19' }],
  ['is AC servicing free on Friday', { kind: 'free_slots', ref: { name: 'AC servicing' }, date: '2026-11-20' }],
  ['available times on 2026-12-01', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-12-01' }],
  ['slots on 25 Nov', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['slots for the second one today', { kind: 'free_slots', ref: { ordinal: 2 }, date: '2026-11-18' }],
  ['book AC servicing for the day after tomorrow', { kind: 'free_slots', ref: { name: 'AC servicing' }, date: '2026-11-20' }],
  ['free slots', { kind: 'free_slots', ref: { ordinal: 1 } }],
  // Orders and enquiries.
  ['where is my order', { kind: 'order_status' }],
  ['order status', { kind: 'order_status' }],
  ['track order 1024', { kind: 'order_status', orderId: 1024 }],
  ['#1024', { kind: 'order_status', orderId: 1024 }],
  ['where is order no. 1024', { kind: 'order_status', orderId: 1024 }],
  ['hi, when will my order arrive?', { kind: 'order_status' }],
  ['my enquiries', { kind: 'enquiry_status' }],
  ['status of enquiry 12', { kind: 'enquiry_status', enquiryId: 12 }],
  // Returns.
  ['return order 1024', { kind: 'start_return', orderId: 1024 }],
  ['I want to return the kurta', { kind: 'start_return', ref: { name: 'kurta' } }],
  ['return the second item of order 1024', { kind: 'start_return', orderId: 1024, ref: { ordinal: 2 } }],
  ['can I return order 1024?', { kind: 'start_return', orderId: 1024 }],
  // The cart.
  ['add the first one to my cart', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['add 2 of the second', { kind: 'add_to_cart', ref: { ordinal: 2 }, quantity: 2 }],
  ['buy it', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['add brass kadai to cart', { kind: 'add_to_cart', ref: { name: 'brass kadai' }, quantity: 1 }],
  ['add three of the 2nd to my basket', { kind: 'add_to_cart', ref: { ordinal: 2 }, quantity: 3 }],
  ['add 65 W GaN charger to cart', { kind: 'add_to_cart', ref: { name: '65 W GaN charger' }, quantity: 1 }],
  ['add to cart', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  // Whole-message answers.
  ['yes', { kind: 'confirm' }],
  ['OK', { kind: 'confirm' }],
  ['sure, go ahead', { kind: 'confirm' }],
  ['yes please add it', { kind: 'confirm' }],
  ['no', { kind: 'decline' }],
  ['cancel that', { kind: 'decline' }],
  ['no thanks', { kind: 'decline' }],
  ['hi', { kind: 'greeting' }],
  ['Hello there!', { kind: 'greeting' }],
  ['help', { kind: 'help' }],
  ['what can you do?', { kind: 'help' }],
  ['how are you', { kind: 'unknown' }],
  ['thanks', { kind: 'unknown' }],
];

describe('understand() in English', () => {
  it.each(table)('%s', (message, intent) => {
    expect(understand(message, contextFor('en'))).toStrictEqual(intent);
  });

  it('reads a slash date day first, except in American English', () => {
    expect(understand('slots on 1/12', contextFor('en_IN'))).toStrictEqual({ kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-12-01' });
    expect(understand('slots on 1/12', contextFor('en_US'))).toStrictEqual({ kind: 'free_slots', ref: { ordinal: 1 }, date: '2027-01-12' });
  });
});
