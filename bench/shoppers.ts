/**
 * The signed-in rows of the API bench: cart read, cart add and place-order. Shoppers are made
 * the way the checkout bench makes them (checkout-world.ts: customer, session and address in
 * the database, an access token signed with the app's key), before any clock starts.
 */
import { addProduct, placeOrder, prepareBuyers, type Buyer, type World } from './checkout-world';
import type { Call } from './capture';
import type { Endpoint } from './endpoints';
import { Client, inBatches } from './http-burst';
import { REALM } from './endpoints';

export const CART = '/cfs/rest/v3/customer-cart';
/** Lines each shopper's cart holds before the clock starts. */
const CART_LINES = 3;
/** Place-order buys from this many products, so concurrent orders seldom wait on one product row. */
const ORDER_PRODUCTS = 25;
const STOCK = 1_000_000;

const auth = (b: Pick<Buyer, 'token'>) => ({ ...REALM, authorization: `Bearer ${b.token}` });
const cartLines = (productIds: number[]) => ({ customer_cart: productIds.map((product) => ({ product, cart_quantity: 1 })) });

async function fillCarts(world: World, buyers: Buyer[], productIds: number[]): Promise<void> {
  const client = new Client(world.url, 16);
  try {
    await inBatches(buyers, 16, async (buyer) => {
      const answer = await client.send({ method: 'POST', path: CART, headers: auth(buyer), body: cartLines(productIds) });
      if (answer.status !== 200) throw new Error(`A cart was not filled: ${answer.status} ${JSON.stringify(answer.json)}`);
    });
  } finally {
    client.close();
  }
}

/**
 * `customers` shoppers read their cart of 3 lines; `customers` others add a fourth product to
 * theirs (the capture's first call adds it; every later call sets the same quantity again, so
 * the cart is the same before and after each request). Each request takes the next shopper, so
 * concurrent requests are different customers, as in a shop. The shoppers are made just before
 * their row (`setup`): an access token lives 15 minutes, less than a whole run.
 */
export async function cartEndpoints(world: World, customers: number, log: (line: string) => void): Promise<Endpoint[]> {
  const products: number[] = [];
  for (let i = 0; i <= CART_LINES; i++) {
    products.push(await addProduct(world, `Cart bench: hand-block cotton dupatta ${i + 1}`, { stock: STOCK, paymentMode: 'pay_on_delivery' }));
  }
  const lines = products.slice(0, CART_LINES);
  const added = products[CART_LINES]!;
  const shoppers = async () => {
    const started = Date.now();
    // prepareBuyers also opens a buy-now checkout for each; it does not touch their carts.
    const buyers = await prepareBuyers(world, customers, added, 'cod');
    await fillCarts(world, buyers, lines);
    log(`  ${customers} signed-in shoppers with ${CART_LINES} cart lines each in ${Date.now() - started} ms`);
    return buyers;
  };
  return [
    {
      id: 'cart-read',
      name: 'cart read',
      request: `GET ${CART}`,
      calls: [],
      setup: async () => (await shoppers()).map((b) => ({ method: 'GET', path: CART, headers: auth(b) })),
      ceiling: { main: 'cart_items' },
      note: `${customers} shoppers, ${CART_LINES} lines each`,
    },
    {
      id: 'cart-add',
      name: 'cart add',
      request: `POST ${CART}`,
      calls: [],
      setup: async () =>
        (await shoppers()).map((b) => ({
          method: 'POST',
          path: CART,
          headers: { ...auth(b), 'content-type': 'application/json' },
          body: JSON.stringify(cartLines([added])),
        })),
      ceiling: { replay: true },
      note: `${customers} shoppers; the ceiling replays every statement of the request on one connection`,
    },
  ];
}

/**
 * Place-order: every request places a different checkout (one unit, cash on delivery), made and
 * filled in through the API before the run, with stock for all. A ceiling would have to place
 * the same checkout again, which only the app can do: the row has none (see bench/README.md).
 */
export async function placeOrderEndpoint(world: World): Promise<Endpoint> {
  const products: number[] = [];
  for (let i = 0; i < ORDER_PRODUCTS; i++) {
    products.push(await addProduct(world, `Order bench: terracotta planter ${i + 1}`, { stock: STOCK, paymentMode: 'pay_on_delivery' }));
  }
  const fresh = async (count: number): Promise<Call[]> => {
    const per = Math.ceil(count / products.length);
    const buyers: Buyer[] = [];
    for (const id of products) buyers.push(...(await prepareBuyers(world, per, id, 'cod')));
    // Interleaved, so requests in flight together buy different products.
    const order = Array.from({ length: per }, (_, i) => products.map((_p, j) => buyers[j * per + i]!)).flat();
    return order.slice(0, count).map((buyer) => {
      const call = placeOrder(buyer);
      return { method: 'POST', path: call.path, headers: { ...REALM, ...call.headers } };
    });
  };
  return {
    id: 'place-order',
    name: 'place-order',
    request: 'POST /cfs/rest/v3/checkout/{id}/place-order',
    calls: [],
    fresh,
    ceiling: { none: 'each request places a new checkout; no replay can place it again' },
    note: 'a different checkout per request',
  };
}
