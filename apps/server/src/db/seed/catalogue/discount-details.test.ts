import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { generateBulkProducts } from '.';

/** Spec §5: one discount number, from one formula, wherever the seeded catalogue states one. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Priced = { priceMinor: number; sellingPriceMinor: number; discountDetails: string };

// The spec's formula on whole minor units, multiplied before dividing: (29 / 100) * 100 is 28.999….
const specPercent = (p: Priced) => (p.priceMinor > 0 ? Math.floor(((p.priceMinor - p.sellingPriceMinor) * 100) / p.priceMinor) : 0);

/** Each percentage a text states ("14% off", "خصم 14%"), and how many % signs it holds. */
function statedPercents(text: string) {
  return { numbers: [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((m) => m[1]), signs: text.split('%').length - 1 };
}

function disagreements(rows: Priced[]) {
  return rows.flatMap((row) => {
    const { numbers, signs } = statedPercents(row.discountDetails);
    const expected = String(specPercent(row));
    return numbers.length === signs && numbers.every((n) => n === expected) ? [] : [{ ...row, expected }];
  });
}

describe('seeded discount_details (spec §5 discount percentage)', () => {
  it('§5: every seeded product in every store states only floor((price - final_price) / price * 100) as its % off', async () => {
    const rows = await app.database.db
      .select({
        storeId: products.storeId,
        priceMinor: products.priceMinor,
        sellingPriceMinor: products.sellingPriceMinor,
        discountDetails: products.discountDetails,
      })
      .from(products);
    // Both demo catalogues (Chowk in English, the Souk in Arabic), with discounts to check.
    expect(new Set(rows.map((r) => r.storeId)).size).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.discountDetails.includes('%')).length).toBeGreaterThanOrEqual(100);
    expect(disagreements(rows)).toEqual([]);
  });

  it('§5: the benchmark products, made by the same generator, agree as well', () => {
    expect(disagreements(generateBulkProducts(10_000, 2000))).toEqual([]);
  });
});
