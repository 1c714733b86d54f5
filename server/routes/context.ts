import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config';
import type { Db } from '../db/connection';

/** What every domain's routes are given when registered: the database and the configuration. */
export interface RouteDeps {
  db: Db;
  config: Config;
}

/** One domain's routes: a Fastify plugin, registered with `app.register(plugin, deps)` (ADR 13). */
export type RoutePlugin = FastifyPluginAsync<RouteDeps, RawServerDefault, TypeBoxTypeProvider>;
