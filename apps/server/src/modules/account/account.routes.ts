import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { addressRoutes } from './address.routes';
import { avatarRoutes } from './avatar.routes';
import { preferencesRoutes } from './preferences.routes';
import { profileRoutes } from './profile.routes';

/** The signed-in customer's own account: profile and photo, address book and preferences. */
export const accountRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(profileRoutes(deps));
    await app.register(avatarRoutes(deps));
    await app.register(addressRoutes(deps));
    await app.register(preferencesRoutes(deps));
  };
