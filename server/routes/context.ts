import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Providers } from '../providers';

/** What every domain's routes are given when registered: the database, the configuration and the providers. */
interface RouteDeps {
  db: Db;
  config: Config;
  providers: Providers;
}

/** One domain's routes: a Fastify plugin, registered with `app.register(plugin, deps)` (ADR 13). */
export type RoutePlugin = FastifyPluginAsync<RouteDeps, RawServerDefault, TypeBoxTypeProvider>;
