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

/** What shoppers write, by stars, about goods, clothes they wear, a service done at home, or a download. */
type Kind = 'goods' | 'wear' | 'service' | 'digital';
const TEXTS: Record<Kind, Record<number, string[]>> = {
  goods: {
    5: [
      'Exactly as shown, and the quality is excellent. Will order again.',
      'Packed beautifully and arrived a day early. Very happy.',
      'Worth every rupee. My mother loved it.',
      'Superb! The seller even called to confirm the details.',
      'Best purchase this month, highly recommended.',
      'Even better in person than in the photos.',
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
  },
  // A shirt or kurta is judged by its fit, fabric and first wash: it does not 'work' or come sealed.
  wear: {
    5: [
      'Fits exactly as the size chart says, and the fabric is lovely.',
      'Packed beautifully and arrived a day early. Very happy.',
      'Worth every rupee. My mother loved it.',
      'Superb! The seller even called to confirm the size.',
      'Soft after the first wash, and the colour did not run.',
      'Even better in person than in the photos.',
    ],
    4: [
      'Good fabric, runs slightly smaller than I expected.',
      'Nice product, delivery took a little longer than promised.',
      'Value for money. A few loose threads to trim.',
      'Comfortable all day. Would have given five stars for neater stitching.',
      'Very good, colour is a shade lighter than the photo.',
    ],
    3: ['Okay for the price. Nothing special.', 'Average. Customer support was helpful though.', 'Decent, but I expected a bit more.'],
    2: ['Not as described, the size was different.', 'The colour ran in the first wash.'],
    1: ['The seam tore after two wears; waiting for a replacement.'],
  },
  service: {
    5: [
      'The professional was on time and very thorough.',
      'Spotless work, and they cleaned up after themselves. Booking again.',
      'Worth every rupee. Arrived right at the start of the slot.',
      'Superb! They called before coming to confirm the address.',
      'Best service I have booked this year, highly recommended.',
      'Polite, quick and careful with the furniture.',
    ],
    4: [
      'Good job, took a little longer than the slot said.',
      'Came on time and did the work well. A few corners were missed.',
      'Value for money. Had to remind them about one thing.',
      'Does the job well. Would have given five stars with a quicker start.',
      'Very good, though they arrived twenty minutes into the slot.',
    ],
    3: ['Okay for the price. Nothing special.', 'Average. Customer support was helpful though.', 'Decent, but I expected a bit more.'],
    2: ['Arrived an hour late and rushed the work.', 'Had to reschedule twice before anyone came.'],
    1: ['Nobody came in my slot; waiting for a refund.'],
  },
  digital: {
    5: [
      'Exactly what I needed, and the download link came at once.',
      'Clear and well made. Worth every rupee.',
      'Worth every rupee. My whole team uses it now.',
      'Superb! The author even answered my question by email.',
      'Best purchase this month, highly recommended.',
      'Works on my phone and my laptop without any fuss.',
    ],
    4: [
      'Good content, a little shorter than I expected.',
      'Useful, though a few sections could be clearer.',
      'Value for money. The setup took a while.',
      'Does the job well. Would have given five stars with more examples.',
      'Very good, but the first chapter is slow.',
    ],
    3: ['Okay for the price. Nothing special.', 'Average. Customer support was helpful though.', 'Decent, but I expected a bit more.'],
    2: ['Not what the description promised.', 'The licence key took a day to arrive.'],
    1: ['Would not open on my device; waiting for a refund.'],
  },
};

const KIND: Partial<Record<ProductSeed['productType'], Kind>> = {
  Service: 'service',
  'Packaged Service': 'service',
  Digital: 'digital',
  'API Product': 'digital',
};
/** Where a subscription is a download (cloud accounting), not a box at the door (tea). */
const DIGITAL_SHELVES = new Set(['software', 'e-books', 'courses', 'apis']);
/** Clothes bought by size; a saree or a dupatta is not. */
const WEAR_SHELVES = new Set(['kurtas', 'shirts']);

/** About `count` reviews spread over the given products, mostly 4–5 stars. */
export function makeReviews(rng: Rng, products: ProductSeed[], count: number): ReviewSeed[] {
  const reviewable = products.filter((p) => p.ratingCount > 0);
  return Array.from({ length: count }, () => {
    const roll = rng.next();
    const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
    const product = rng.pick(reviewable);
    // A bundle is reviewed as what it holds (a cleaning bundle's review is of the cleaning).
    const kind =
      KIND[product.productType] ??
      KIND[products.find((p) => p.slug === product.bundle[0]?.product)?.productType ?? 'Physical'] ??
      (DIGITAL_SHELVES.has(product.category) ? 'digital' : WEAR_SHELVES.has(product.category) ? 'wear' : 'goods');
    return {
      product: product.slug,
      authorName: rng.pick(NAMES),
      rating,
      // Each list holds as many texts per star as the others, so the pick draws the same number.
      text: rng.pick(TEXTS[kind][rating]!),
      ageMinutes: rng.int(0, Math.max(0, product.ageMinutes - 1)),
    };
  });
}
