import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as everything from './index';

describe('@bazaar/contracts/constants', () => {
  it('is re-exported whole from the main entry, so the server keeps importing from one place', () => {
    for (const [name, value] of Object.entries(constants)) expect(everything[name as keyof typeof everything], name).toBe(value);
  });

  it("names every API path under one of the route families (the shopper's three and the vendor console's /vms)", () => {
    const paths = Object.entries(constants).filter(([name]) => name.endsWith('_PATH'));
    expect(paths.length).toBeGreaterThan(20);
    for (const [name, path] of paths) expect(path, name).toMatch(/^\/(pbs|ums|cfs|vms)\/rest\/v3\/[a-z/-]+$/);
  });

  it('builds item paths from the collection path', () => {
    expect(constants.productReviewsPath(12)).toBe('/pbs/rest/v3/products/12/reviews');
  });
});
