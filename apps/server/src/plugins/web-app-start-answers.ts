import { START_ANSWERS_ELEMENT_ID, startUpCalls, startUpKey, type StartUpCall } from '@bazaar/contracts/constants';
import type { FastifyInstance } from 'fastify';
import type { StoreRef } from '../modules/store';

/** JSON inside a <script> element that is never run: "<" escaped, so no text can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The web app's store start-up reads (spec §4; @bazaar/contracts startUpCalls) and the page's own
 * first read (`pageCall`: a product page's product, the unfiltered listing), answered by this very
 * app as a shopper's browser would be answered (the same routes, a guest's realm-name header), and
 * written into index.html as one JSON script element keyed by startUpKey. A first visit then shows
 * the page without waiting a round trip for them. An answer other than 200 is left out: the
 * browser asks for it itself and shows what it gets. Nothing here is private to a shopper.
 */
export async function startAnswers(app: FastifyInstance, store: StoreRef, pageCall: StartUpCall | null): Promise<{ element: string; page: unknown }> {
  const calls = [...Object.values(startUpCalls(store.realm, store.id)), ...(pageCall ? [pageCall] : [])];
  const answers = await Promise.all(
    calls.map(async (call) => {
      const url = startUpKey(call);
      const res = await app.inject({ method: 'GET', url, headers: { 'realm-name': store.realm, accept: 'application/json' } });
      return res.statusCode === 200 ? ([url, res.json() as unknown] as const) : null;
    }),
  );
  const found = Object.fromEntries(answers.filter((answer) => answer !== null));
  const page = pageCall ? found[startUpKey(pageCall)] : undefined;
  if (Object.keys(found).length === 0) return { element: '', page };
  return { element: `<script id="${START_ANSWERS_ELEMENT_ID}" type="application/json">${scriptSafe(JSON.stringify(found))}</script>`, page };
}
