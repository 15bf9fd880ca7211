import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { publicContext, requireCustomer, type CustomerContext, type KeyRing } from '../modules/identity';
import { storeContext, type RequestContext, type StoreLookup } from './store-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request acts for (store, language, customer), once a route has asked for it. */
    ctx: RequestContext | CustomerContext | null;
    /** The signed-in customer's context; 401 without a live session. */
    customerContext(): Promise<CustomerContext>;
    /** The store the realm-name header names; a token is not looked at (sign-in, sign-up, codes). */
    storeContext(): Promise<RequestContext>;
    /** Public calls: the token's customer and store when a token is sent, else the realm-name store. */
    visitorContext(): Promise<RequestContext | CustomerContext>;
  }
}

type Kind = 'customer' | 'store' | 'visitor';

/**
 * Builds the request context once per request, in one place: a route asks for the kind it
 * needs, and a second ask (a hook, then the handler) gets the same context without another
 * token check or store lookup. Services take it as their first argument (Vendure's RequestContext);
 * `inTransaction` gives them the same context on a transaction.
 */
export function registerRequestContext(app: FastifyInstance, deps: { db: Db; keys: KeyRing; stores: StoreLookup }): void {
  const built = new WeakMap<FastifyRequest, Map<Kind, Promise<RequestContext | CustomerContext>>>();
  const once = <T extends RequestContext>(request: FastifyRequest, kind: Kind, build: () => Promise<T>): Promise<T> => {
    let kinds = built.get(request);
    if (!kinds) built.set(request, (kinds = new Map()));
    let pending = kinds.get(kind) as Promise<T> | undefined;
    if (!pending) {
      pending = build().then((ctx) => (request.ctx = ctx));
      kinds.set(kind, pending);
    }
    return pending;
  };
  app.decorateRequest('ctx', null);
  app.decorateRequest('customerContext', function (this: FastifyRequest) {
    return once(this, 'customer', () => requireCustomer(deps.db, deps.keys, this, deps.stores));
  });
  app.decorateRequest('storeContext', function (this: FastifyRequest) {
    return once(this, 'store', () => storeContext(deps.db, this, deps.stores));
  });
  app.decorateRequest('visitorContext', function (this: FastifyRequest) {
    return once(this, 'visitor', () => publicContext(deps.db, deps.keys, this, deps.stores));
  });
}

/** Runs `work` in one transaction with a context whose queries go through it. */
export const inTransaction = <C extends RequestContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> =>
  ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
