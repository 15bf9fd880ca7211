import { START_ANSWERS_ELEMENT_ID, productPageCall, startUpCalls, startUpKey } from '@bazaar/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContentSettings } from '@/features/store/api/content-settings';
import { getLanguages } from '@/features/store/api/languages';
import { getStoreImages } from '@/features/store/api/store-images';
import { validateStore } from '@/features/store/api/validate-store';
import { getProduct } from '@/features/product/api/get-product';
import { api, envelopeOf } from './api';
import { resetStartAnswers } from './start-answers';

const calls = startUpCalls('demo', 12);
const validateKey = startUpKey(calls.validate);
/** The store check as the app sends it, through the typed client. */
const validate = () => envelopeOf(api.GET('/ums/rest/v3/validate-store', { params: { query: calls.validate.query } }));
const inlined = {
  response_code: 200,
  response_message: 'Store is open',
  response_body: { name: 'demo', store_display_name: 'Chowk Bazaar', store_status: true },
};
const fromNetwork = {
  response_code: 200,
  response_message: 'Store is open',
  response_body: { name: 'demo', store_display_name: 'From the network', store_status: true },
};

function writePage(answers: Record<string, unknown>) {
  document.head.innerHTML = `<meta name="bazaar-realm" content="demo"><meta name="bazaar-store-id" content="12">`;
  const element = document.createElement('script');
  element.id = START_ANSWERS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetStartAnswers();
  fetchMock = vi.fn(async () => Response.json(fromNetwork));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.head.innerHTML = '';
  resetStartAnswers();
  vi.unstubAllGlobals();
});

const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url))).map((url) => url.pathname + url.search);

describe('the start-up answers index.html carries', () => {
  it('answer the first request with exactly their path and query, once; the next goes to the network', async () => {
    writePage({ [validateKey]: inlined });
    expect(await validate()).toEqual(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await validate()).toEqual(fromNetwork);
    expect(requested()).toEqual([validateKey]);
  });

  it('do not answer a request that differs, such as one in a chosen language', async () => {
    writePage({ [validateKey]: inlined });
    localStorage.setItem('ln', 'ar');
    expect(await validate()).toEqual(fromNetwork);
  });

  it('are ignored when the element is missing or broken', async () => {
    document.head.innerHTML = `<script id="${START_ANSWERS_ELEMENT_ID}" type="application/json">{not json</script>`;
    expect(await validate()).toEqual(fromNetwork);
  });

  it("are found by the store's own start-up reads: each asks for exactly its startUpKey", async () => {
    writePage({});
    fetchMock.mockImplementation(async () =>
      Response.json({ response_code: 200, response_message: 'OK', response_body: { store_settings_data: [{}], data: [] } }),
    );
    await validateStore('demo');
    await getContentSettings();
    await getLanguages('demo');
    await getStoreImages();
    expect(requested()).toEqual([calls.validate, calls.settings, calls.languages, calls.images].map(startUpKey));
  });

  it("are found by the product page's own read of its product", async () => {
    writePage({});
    await getProduct(7);
    expect(requested()).toEqual([startUpKey(productPageCall(7))]);
  });
});
