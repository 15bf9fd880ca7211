import { describe, expect, it } from 'vitest';
import type { Intent, ProductQuery } from './types';
import { understand } from './understand';
import { contextFor } from './test-context';

const find = (query: ProductQuery): Intent => ({ kind: 'find_products', query });

const table: [string, Intent][] = [
  ['moins de 500 €', find({ maxPrice: 500 })],
  ['entre 500 et 1000', find({ minPrice: 500, maxPrice: 1000 })],
  ['des saris entre 1 000 et 2 000 €', find({ category: 'Sarees', minPrice: 1000, maxPrice: 2000 })],
  ['épices à partir de 300', find({ category: 'Spices', minPrice: 300 })],
  ['je cherche un sari en coton', find({ text: 'coton', category: 'Sarees' })],
  ['montre-moi des chemises', find({ category: 'Shirts' })],
  ['kurtas en coton à moins de 1500 livrés au 560001', find({ text: 'coton', category: 'Kurtas', maxPrice: 1500, pincode: '560001' })],
  ['un livre de cuisine', find({ text: 'livre cuisine' })],
  ['écouteurs 4 étoiles et plus', find({ category: 'Audio', minRating: 4 })],
  ['montre-moi des kadai en laiton', find({ text: 'kadai laiton' })],
  ['prestations à moins de 1000', find({ productType: 'Service', maxPrice: 1000 })],
  ['compare le premier et le deuxième', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['compare les deux premiers', { kind: 'compare', refs: [{ ordinal: 1 }, { ordinal: 2 }] }],
  ['comparer le 2e et le dernier', { kind: 'compare', refs: [{ ordinal: 2 }, { ordinal: -1 }] }],
  ['politique de retour du premier', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['politique de retour', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['puis-je le retourner ?', { kind: 'product_info', ref: { ordinal: 1 }, topic: 'policies' }],
  ['plus d’infos sur le troisième', { kind: 'product_info', ref: { ordinal: 3 }, topic: 'faq' }],
  ['créneaux de grand ménage demain', { kind: 'free_slots', ref: { name: 'grand ménage' }, date: '2026-11-19' }],
  ['créneaux pour le deuxième après-demain', { kind: 'free_slots', ref: { ordinal: 2 }, date: '2026-11-20' }],
  ['créneaux vendredi', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-20' }],
  ['créneaux mercredi prochain', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-11-25' }],
  ['créneaux le 1er décembre', { kind: 'free_slots', ref: { ordinal: 1 }, date: '2026-12-01' }],
  ['où est ma commande', { kind: 'order_status' }],
  ['où en est ma commande 1024', { kind: 'order_status', orderId: 1024 }],
  ['suivre la commande n° 1024', { kind: 'order_status', orderId: 1024 }],
  ['ma demande', { kind: 'enquiry_status' }],
  ['mes demandes', { kind: 'enquiry_status' }],
  ['retourner', { kind: 'start_return' }],
  ['je veux retourner la commande 1024', { kind: 'start_return', orderId: 1024 }],
  ['je veux retourner la kurta', { kind: 'start_return', ref: { name: 'kurta' } }],
  ['ajoute au panier', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['ajoute le deuxième au panier', { kind: 'add_to_cart', ref: { ordinal: 2 }, quantity: 1 }],
  ['ajoute-le au panier', { kind: 'add_to_cart', ref: { ordinal: 1 }, quantity: 1 }],
  ['oui', { kind: 'confirm' }],
  ['oui, vas-y', { kind: 'confirm' }],
  ['non', { kind: 'decline' }],
  ['non merci', { kind: 'decline' }],
  ['bonjour', { kind: 'greeting' }],
  ['aide', { kind: 'help' }],
  ['que peux-tu faire ?', { kind: 'help' }],
];

describe('understand() in French', () => {
  it.each(table)('%s', (message, intent) => {
    expect(understand(message, contextFor('fr'))).toStrictEqual(intent);
  });
});
