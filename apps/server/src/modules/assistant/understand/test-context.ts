import type { AssistantLanguage, UnderstandContext } from './types';

/** The demo store's names as the tests give them to understand(); today is Wednesday 18 November 2026. */
export const DEMO_CATEGORIES = [
  'Sarees',
  'Kurtas',
  'Shirts',
  'Dupattas & Stoles',
  'Cookware',
  'Decor',
  'Bed & Bath',
  'Spices',
  'Tea & Coffee',
  'Bakery',
  'Organic Staples',
  'Gift Hampers',
  'Audio',
  'Accessories',
  'Services',
  'Home Cleaning',
  'Appliance Repair',
  'Fitness',
  'Digital',
  'E-books',
  'Courses',
  'Software',
  'APIs',
];

export const DEMO_VENDORS = [
  'Rangrez Block Prints',
  'Malabar Spice Estate',
  'Circuit Galli Gadgets & Repairs',
  'GharSeva Home Services',
  'Pixel Pothi Digital Studio',
  'Kansa & Clay',
];

export const TODAY = '2026-11-18';

export function contextFor(language: AssistantLanguage, more: Partial<UnderstandContext> = {}): UnderstandContext {
  return { language, today: TODAY, postalPattern: '^\\d{6}$', categories: DEMO_CATEGORIES, vendors: DEMO_VENDORS, ...more };
}
