import { describe, expect, it } from 'vitest';
import type { Intent } from './types';
import { understand } from './understand';
import { contextFor } from './test-context';

/** The questions the issue names, in each language, and what stays true whatever the language. */

const shirts: Intent = { kind: 'find_products', query: { category: 'Shirts', maxPrice: 500, pincode: '560001' } };

describe('the questions of the issue', () => {
  it.each([
    ['en', 'shirts under 500 delivered to 560001'],
    ['en_IN', 'Shirts under ₹500 delivered to 560001'],
    ['hi', '560001 पर डिलीवर होने वाली 500 से कम की शर्ट'],
    ['hi', '560001 पर डिलीवर होने वाली ₹500 से कम की शर्ट'],
    ['ar', 'قمصان بأقل من 500 توصل إلى 560001'],
    ['ar', 'قمصان بأقل من ₹500 تُوصَّل إلى 560001'],
    ['fr', 'Chemises à moins de 500 ₹ livrées au 560001'],
  ] as const)('reads shirts under 500 delivered to 560001 (%s): %s', (language, message) => {
    expect(understand(message, contextFor(language))).toStrictEqual(shirts);
  });

  it.each([
    ['en', 'where is my order'],
    ['en_US', 'Where is my order?'],
    ['hi', 'मेरा ऑर्डर कहाँ है'],
    ['hi', 'मेरा ऑर्डर कहाँ है?'],
    ['ar', 'أين طلبي'],
    ['ar', 'أين طلبي؟'],
    ['fr', 'où est ma commande'],
    ['fr', 'Où est ma commande ?'],
  ] as const)('reads where is my order (%s): %s', (language, message) => {
    expect(understand(message, contextFor(language))).toStrictEqual({ kind: 'order_status' });
  });

  it.each([
    ['en', 'add the first one to my cart', 1, 1],
    ['en', 'add 2 of the second', 2, 2],
    ['en', 'add the last one to the cart', -1, 1],
    ['hi', 'पहला वाला कार्ट में डालो', 1, 1],
    ['hi', 'दूसरे वाले के दो कार्ट में डाल दो', 2, 2],
    ['hi', 'आखिरी वाला कार्ट में जोड़ो', -1, 1],
    ['ar', 'أضف الأول إلى السلة', 1, 1],
    ['ar', 'أضف اثنين من الثاني إلى السلة', 2, 2],
    ['ar', 'أضف الأخير إلى السلة', -1, 1],
    ['fr', 'ajoute le premier au panier', 1, 1],
    ['fr', 'ajoute deux du deuxième au panier', 2, 2],
    ['fr', 'ajoute le dernier au panier', -1, 1],
  ] as const)('reads an add to cart by place (%s): %s', (language, message, ordinal, quantity) => {
    expect(understand(message, contextFor(language))).toStrictEqual({ kind: 'add_to_cart', ref: { ordinal }, quantity });
  });

  it.each([
    ['en', 'slots for deep cleaning tomorrow', 'deep cleaning', '2026-11-19'],
    ['hi', 'कल डीप क्लीनिंग के लिए स्लॉट', 'डीप क्लीनिंग', '2026-11-19'],
    ['ar', 'مواعيد التنظيف العميق غدًا', 'التنظيف العميق', '2026-11-19'],
    ['fr', 'Créneaux pour un nettoyage en profondeur demain', 'nettoyage en profondeur', '2026-11-19'],
  ] as const)('reads slots for a service on a day (%s): %s', (language, message, name, date) => {
    expect(understand(message, contextFor(language))).toStrictEqual({ kind: 'free_slots', ref: { name }, date });
  });
});

describe('whatever the language of the store', () => {
  it('reads a message in another language than the customer’s', () => {
    expect(understand('मेरा ऑर्डर कहाँ है', contextFor('fr'))).toStrictEqual({ kind: 'order_status' });
    expect(understand('shirts under 500 delivered to 560001', contextFor('ar'))).toStrictEqual(shirts);
    expect(understand('ajoute le premier au panier', contextFor('hi'))).toStrictEqual({ kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 });
  });

  it('returns a category in the words the caller gave it', () => {
    const ctx = contextFor('hi', { categories: ['साड़ियाँ', 'कुर्ते', 'Sarees', 'Kurtas'] });
    expect(understand('1000 से कम की साड़ी', ctx)).toStrictEqual({ kind: 'find_products', query: { category: 'साड़ियाँ', maxPrice: 1000 } });
    expect(understand('कॉटन कुर्ता', ctx)).toStrictEqual({ kind: 'find_products', query: { category: 'कुर्ते', text: 'कॉटन' } });
  });

  it('leaves out a category the store does not have', () => {
    const ctx = contextFor('en', { categories: ['Sarees'] });
    expect(understand('shirts under 500', ctx)).toStrictEqual({ kind: 'find_products', query: { maxPrice: 500, text: 'shirts' } });
  });

  it('reads a pincode only in the store’s postal pattern', () => {
    const france = contextFor('fr', { postalPattern: '^\\d{5}$' });
    expect(understand('chemises à moins de 50 livrées à 75011', france)).toStrictEqual({
      kind: 'find_products',
      query: { category: 'Shirts', maxPrice: 50, pincode: '75011' },
    });
    expect(understand('shirts 560001', france)).toStrictEqual({ kind: 'find_products', query: { category: 'Shirts', text: '560001' } });
  });

  it('reads Arabic-Indic and Devanagari digits as numbers', () => {
    expect(understand('قمصان بأقل من ٥٠٠ توصل إلى ٥٦٠٠٠١', contextFor('ar'))).toStrictEqual(shirts);
    expect(understand('५६०००१ पर डिलीवर होने वाली ५०० से कम की शर्ट', contextFor('hi'))).toStrictEqual(shirts);
  });

  it('survives a context it cannot use: no today, a broken postal pattern', () => {
    const ctx = contextFor('en', { today: '', postalPattern: '(' });
    expect(understand('slots for deep cleaning tomorrow', ctx)).toStrictEqual({ kind: 'free_slots', ref: { name: 'deep cleaning' } });
    expect(understand('shirts under 500 delivered to 560001', ctx)).toStrictEqual({
      kind: 'find_products',
      query: { category: 'Shirts', maxPrice: 500, text: '560001' },
    });
  });

  it.each(['', '   ', '?!', '…'])('reads an empty message %j as unknown', (message) => {
    expect(understand(message, contextFor('en'))).toStrictEqual({ kind: 'unknown' });
  });

  it('is the same for the same message and context', () => {
    const ctx = contextFor('hi');
    const message = 'पहले दो की तुलना करो';
    expect(understand(message, ctx)).toStrictEqual(understand(message, ctx));
    expect(understand(message, ctx)).toStrictEqual({ kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] });
  });
});
