import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressDeleteResponse,
  AddressIdParams,
  AddressInput,
  AddressListQuery,
  AddressListResponse,
  AddressResponse,
  AddressUpdateBody,
  ErrorEnvelope,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { createAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './address.service';

const tags = ['account'];

export const addressRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/addresses',
      {
        schema: {
          tags,
          summary: "The customer's addresses, defaults first, then newest; page-number -1 gives all.",
          querystring: AddressListQuery.extend(languageQuery.shape),
          response: { 200: AddressListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await listAddresses(ctx, request.query));
      },
    );

    app.post(
      '/cfs/rest/v3/addresses',
      {
        schema: {
          tags,
          summary: 'Adds an address; the first of its type becomes the default. At most 20 per customer.',
          querystring: languageQuery,
          body: AddressInput,
          response: { 201: AddressResponse, ...commonErrors, 422: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = await request.customerContext();
        const address = await createAddress(ctx, request.body);
        return reply.code(201).send(ok(address, 'Address saved', 201));
      },
    );

    app.put(
      '/cfs/rest/v3/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Changes an address; is_default true makes it the default of its type.',
          params: AddressIdParams,
          querystring: languageQuery,
          body: AddressUpdateBody,
          response: { 200: AddressResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await updateAddress(ctx, request.params.id, request.body), 'Address updated');
      },
    );

    app.post(
      '/cfs/rest/v3/addresses/:id/default',
      {
        schema: {
          tags,
          summary: 'Makes the address the default of its type.',
          params: AddressIdParams,
          querystring: languageQuery,
          response: { 200: AddressResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await makeDefaultAddress(ctx, request.params.id), 'Default address changed');
      },
    );

    app.delete(
      '/cfs/rest/v3/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Deletes an address; when it was the default, the newest other of its type takes over.',
          params: AddressIdParams,
          querystring: languageQuery,
          response: { 200: AddressDeleteResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        await deleteAddress(ctx, request.params.id);
        return ok(null, 'Address deleted');
      },
    );
  };
