import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { PageRenderer } from '../src/domain/page-rendering';
import type { Config } from './config';
import type { Db } from './db/connection';
import { closeIdleConnectionsOnStop, CONNECTION_OPTIONS } from './http/connections';
import { registerCustomerResolution } from './http/customer';
import { AJV_OPTIONS, registerErrorHandling } from './http/errors';
import { registerJsonBody } from './http/json-body';
import { referringRoute } from './http/openapi-components';
import { describedTags, storeDocument } from './http/openapi-document';
import { conformingRoute } from './http/openapi-operations';
import { analyticsOrigins } from './http/analytics-origins';
import { APP_CODE_LOADER_SOURCE } from './http/app-code';
import { registerOriginCheck } from './http/origin-check';
import { registerOverloadShedding } from './http/overload';
import { registerDurableWrites } from './http/durable-writes';
import { registerPageCompression } from './http/page-compression';
import { registerReadiness } from './http/readiness';
import { registerRequestLog, REQUEST_LOG_OPTIONS } from './http/request-log';
import { fairLimitKey } from './http/fair-limits';
import { sharedRateLimitStore } from './http/rate-limit-store';
import { loadBuiltRenderer, pageRendering } from './http/first-screen';
import { registerPages } from './http/pages';
import { COMPRESS_FROM_BYTES, registerResponseCache } from './http/response-cache';
import { sharedSchemaCompilers } from './http/schema-compilers';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { authRoutes } from './routes/auth';
import { customerProfileRoutes } from './routes/customer-profile';
import { customerSavedRoutes } from './routes/customer-saved';
import { blogRoutes } from './routes/blog';
import { brandRoutes } from './routes/brands';
import { sellerInfoRoutes } from './routes/seller-info';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes } from './routes/checkout';
import { compareRoutes } from './routes/compare';
import { conversationRoutes } from './routes/conversations';
import { customerOrderRoutes } from './routes/customer-orders';
import { deliveryRoutes } from './routes/delivery';
import { favoriteRoutes } from './routes/favorites';
import { homeRoutes } from './routes/home';
import { mapConfigRoutes, tilesOrigin } from './routes/map-config';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payment';
import { liqpayRoutes, monobankRoutes } from './routes/payment-acquirers';
import { sandboxAcquirerRoutes } from './routes/payment-sandbox';
import { menuRoutes } from './routes/menu';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/product';
import { promoRoutes } from './routes/promo';
import { promotionRoutes } from './routes/promotions';
import { pushRoutes } from './routes/push';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { sellerApiRoutes } from './routes/seller-api';
import { sellerFeedRoutes } from './routes/seller-feeds';
import { sellerOfferRoutes } from './routes/seller-offers';
import { sellerPhotoRoutes } from './routes/seller-photos';
import { sellerWorkspaceRoutes } from './routes/seller-workspace';
import { sellerTeamRoutes } from './routes/seller-team';
import { sellerNovaPoshtaRoutes } from './routes/seller-nova-poshta';
import { sellerProfileRoutes } from './routes/seller-profile';
import { operatorRoutes } from './routes/operator';
import { moderationRoutes } from './routes/moderation';
import { proposalRoutes } from './routes/proposals';
import { reviewModerationRoutes } from './routes/review-moderation';
import { sellerPauseRoutes } from './routes/seller-pauses';
import { adminPromotionRoutes } from './routes/admin-promotions';
import { operatorTeamRoutes } from './routes/operator-team';
import { customerSupportRoutes } from './routes/customer-support';
import { adminContentRoutes } from './routes/admin-content';
import { adminCatalogueRoutes } from './routes/admin-catalogue';
import { verificationRoutes } from './routes/verification';
import { favoriteListRoutes } from './routes/favorite-lists';
import { autoPurchaseRoutes } from './routes/auto-purchases';
import { petsRoutes } from './routes/pets';
import { recentViewsRoutes } from './routes/recent-views';
import { clientErrorRoutes } from './routes/client-errors';
import { guideRoutes } from './routes/guide';
import { contactRoutes } from './routes/contact';
import { cooperationRoutes } from './routes/cooperation';
import { seoTemplateRoutes } from './routes/seo-template';
import { sitemapRoutes } from './routes/sitemap';
import { buildInfoRoutes } from './routes/build-info';
import { rateLimitCounter } from './services/auth/rate-limits';
import { chooseProviders, type Providers } from './providers';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** renders pages' first screens; by default the built one beside the client build, when there is one */
  renderer?: PageRenderer | null;
  /** the outside services; by default the ones the configuration names (server/providers.ts) */
  providers?: Providers;
}

/** Composition only: plugins, then one route plugin per domain, then pages and files. */
export async function buildApp({ db, config, logger = false, renderer, providers: given }: AppOptions) {
  const app = Fastify({
    logger,
    ...REQUEST_LOG_OPTIONS,
    ...CONNECTION_OPTIONS,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ajv: { customOptions: AJV_OPTIONS },
    // A slider's product ids travel in the path (/api/pg-slider-via-category/products/{ids}): 50 ids of up to 10 digits.
    routerOptions: { maxParamLength: 550 },
    schemaController: { compilersFactory: sharedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const providers = given ?? chooseProviders(db, config, app.log);
  registerErrorHandling(app);
  registerJsonBody(app);
  closeIdleConnectionsOnStop(app);
  registerRequestLog(app);
  registerDurableWrites(app);
  await registerOverloadShedding(app, config);
  registerReadiness(app, db);
  registerOriginCheck(app, config);
  await app.register(fastifyCookie);
  registerCustomerResolution(app, db);
  await app.register(fastifyCompress, { threshold: COMPRESS_FROM_BYTES });
  registerPageCompression(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", APP_CODE_LOADER_SOURCE, ...analyticsOrigins(config).script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...[tilesOrigin(config.mapTilesUrl)].filter((o) => o !== null),
          ...analyticsOrigins(config).img,
        ],
        workerSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsOrigins(config).connect],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: config.https ? [] : null,
      },
    },
    // Cross-origin embedding stays off: the sandbox payment page and the map tiles load without opting in to it.
    crossOriginEmbedderPolicy: false,
    // Behind TLS, whatever NODE_ENV says; a plain-http store would lock its browsers out for a year.
    strictTransportSecurity: config.https,
  });
  // Counted in the database, so every server process over it shares one count per shopper (or per address
  // for the costly calls): docs/decisions/0028-fair-limits.md.
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    keyGenerator: fairLimitKey,
    store: sharedRateLimitStore(rateLimitCounter(db)),
  });
  registerResponseCache(app, db, config);
  await app.register(fastifySwagger, {
    openapi: storeDocument(config.publicUrl),
    // What a route does not say about itself is filled in from the route, then shared shapes become references.
    transform: (route) => referringRoute({ ...route, ...conformingRoute(route) }),
    transformObject: describedTags,
  });
  // A live store serves the shop alone: its map of every route is for the people who build on it.
  if (!config.production) {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  // The app's renderer draws pages and works out their heads; without a build there is none.
  const pageRenderer = renderer === undefined ? await loadBuiltRenderer(config.distDir) : renderer;
  const pages = pageRenderer && pageRendering(app, pageRenderer);

  // Each domain's routes are a plugin of their own: its hooks and helpers stay inside it.
  const domains = [
    menuRoutes,
    catalogRoutes,
    brandRoutes,
    blogRoutes,
    sellerInfoRoutes,
    productRoutes,
    reviewRoutes,
    compareRoutes,
    cartRoutes,
    favoriteRoutes,
    homeRoutes,
    mediaRoutes,
    searchRoutes,
    conversationRoutes,
    sellerApiRoutes,
    sellerOfferRoutes,
    sellerPhotoRoutes,
    sellerFeedRoutes,
    sellerWorkspaceRoutes,
    sellerTeamRoutes,
    sellerProfileRoutes,
    sellerNovaPoshtaRoutes,
    operatorRoutes,
    moderationRoutes,
    proposalRoutes,
    reviewModerationRoutes,
    sellerPauseRoutes,
    adminPromotionRoutes,
    operatorTeamRoutes,
    customerSupportRoutes,
    adminContentRoutes,
    adminCatalogueRoutes,
    deliveryRoutes,
    mapConfigRoutes,
    verificationRoutes,
    promoRoutes,
    promotionRoutes,
    checkoutRoutes,
    paymentRoutes,
    authRoutes,
    customerProfileRoutes,
    customerSavedRoutes,
    recentViewsRoutes,
    petsRoutes,
    orderRoutes,
    customerOrderRoutes,
    favoriteListRoutes,
    autoPurchaseRoutes,
    clientErrorRoutes,
    pushRoutes,
    guideRoutes,
    contactRoutes,
    cooperationRoutes,
    seoTemplateRoutes(pages),
    sitemapRoutes,
    buildInfoRoutes,
    // The sandbox's page and decision exist only where it is the acquirer: elsewhere its decision would mark paid.
    ...(providers.payment?.name === 'sandbox' ? [sandboxAcquirerRoutes] : []),
    ...(providers.payment?.name === 'liqpay' ? [liqpayRoutes] : []),
    ...(providers.payment?.name === 'monobank' ? [monobankRoutes] : []),
  ];
  for (const routes of domains) await app.register(routes, { db, config, providers });

  await registerStaticFiles(app, config.distDir);
  registerPages(app, db, config, pages);
  return app;
}
