import type { Rng } from './prng';
import type { ProductSeed, ReviewSeed } from './types';

const NAMES = [
  'Aarav Mehta',
  'Ananya Iyer',
  'Rohan Deshpande',
  'Kavya Nair',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Meera Joshi',
  'Ishaan Gupta',
  'Pooja Banerjee',
  'Karthik Subramanian',
  'Neha Agarwal',
  'Siddharth Rao',
  'Divya Menon',
  'Rahul Verma',
  'Aditi Chatterjee',
  'Manoj Pillai',
  'Fatima Sheikh',
  'Harpreet Kaur',
  'Gaurav Jain',
  'Lakshmi Krishnan',
  'Nikhil Patil',
  'Ritu Saxena',
  'Sandeep Bhat',
  'Tanvi Shah',
  'Farhan Qureshi',
  'Deepa Hegde',
  'Amit Trivedi',
  'Shreya Ghosh',
  'Varun Malhotra',
];

const TEXTS: Record<number, string[]> = {
  5: [
    'Exactly as shown, and the quality is excellent. Will order again.',
    'Packed beautifully and arrived a day early. Very happy.',
    'Worth every rupee. My mother loved it.',
    'Superb! The seller even called to confirm the details.',
    'Best purchase this month, highly recommended.',
    'The professional was on time and very thorough.',
  ],
  4: [
    'Good quality, slightly smaller than I expected.',
    'Nice product, delivery took a little longer than promised.',
    'Value for money. Packaging could be better.',
    'Does the job well. Would have given five stars with a better box.',
    'Very good, colour is a shade lighter than the photo.',
  ],
  3: ['Okay for the price. Nothing special.', 'Average. Customer support was helpful though.', 'Decent, but I expected a bit more.'],
  2: ['Not as described, the size was different.', 'Arrived late and the seal was loose.'],
  1: ['Did not work properly; waiting for a replacement.'],
};

/** About `count` reviews spread over the given products, mostly 4–5 stars. */
export function makeReviews(rng: Rng, products: ProductSeed[], count: number): ReviewSeed[] {
  const reviewable = products.filter((p) => p.ratingCount > 0);
  return Array.from({ length: count }, () => {
    const roll = rng.next();
    const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
    const product = rng.pick(reviewable);
    return {
      product: product.slug,
      authorName: rng.pick(NAMES),
      rating,
      text: rng.pick(TEXTS[rating]!),
      ageMinutes: rng.int(0, Math.max(0, product.ageMinutes - 1)),
    };
  });
}
