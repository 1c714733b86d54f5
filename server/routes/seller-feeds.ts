import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { FEED_FORM_DESCRIPTION, FeedCreated, SellerFeedAnswer } from '../contract/seller-feeds';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { refuseWhilePaused, requireSeller } from '../http/seller';
import { FEED_MAX_BYTES, readFeed } from '../services/seller/price-feed-file';
import { applyCheckedFeed, saveFeed, sellerFeed } from '../services/seller/price-feeds';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody, 409: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';
const FORM_LIMITS = { fileSize: FEED_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 };

/** The form's file and its dry-run flag; a file past the limit is cut by the parser and refused unread. */
async function readFeedForm(req: FastifyRequest): Promise<{ bytes: Buffer; dryRun: boolean }> {
  let bytes: Buffer | null = null;
  let dryRun = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'dry_run') dryRun = ['true', '1', 'on', 'yes'].includes(String(part.value).toLowerCase());
        continue;
      }
      if (part.fieldname !== 'file' || bytes) throw new ApiError(400, 'badRequest');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'feedTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, 'badRequest');
    throw new ApiError(400, 'badRequest');
  }
  if (!bytes) throw new ApiError(400, 'feedFileMissing');
  return { bytes, dryRun };
}

/** docs/product-rules.md#price-feeds: a seller's feeds, sent and followed by an integration or the workspace alike. */
export const sellerFeedRoutes: RoutePlugin = async (app, { db }) => {
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, { limits: FORM_LIMITS });
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/seller-api/feeds',
      {
        schema: {
          tags,
          summary: 'Sends a price feed: checked at once line by line, then applied in the background unless it is a dry run',
          description: `${auth} ${FEED_FORM_DESCRIPTION} A feed while another of the seller’s is being applied is 409, and so is one to apply while the back office has the seller paused (a dry run is checked).`,
          consumes: ['multipart/form-data'],
          response: { 201: FeedCreated, 413: ErrorBody, 415: ErrorBody, ...errors },
        },
      },
      async (req, reply) => {
        const seller = await requireSeller(req, db);
        const { bytes, dryRun } = await readFeedForm(req);
        if (!dryRun) await refuseWhilePaused(db, seller.id);
        const feed = readFeed(bytes);
        if ('problem' in feed) throw new ApiError(feed.problem === 'feedTooLarge' ? 413 : 400, feed.problem);
        const id = await saveFeed(db, seller.id, feed.format, feed.lines, dryRun);
        return reply.status(201).send({ id });
      },
    );
  });

  app.get(
    '/api/seller-api/feeds/:id',
    {
      schema: {
        tags,
        summary: 'A feed: its status, the progress of applying it, the counts by kind and the refused lines with their reasons',
        description: `${auth} Another seller’s feed is 404.`,
        params: IdParam,
        response: { 200: SellerFeedAnswer, ...errors },
      },
    },
    async (req) => ({ data: await sellerFeed(db, requestLang(req), (await requireSeller(req, db)).id, req.params.id) }),
  );

  app.post(
    '/api/seller-api/feeds/:id/apply',
    {
      schema: {
        tags,
        summary: 'Applies a feed sent as a dry run, with the lines as they were checked; a feed already applied is left as it is',
        description: `${auth} 409 while another of the seller’s feeds is being applied or the back office has the seller paused; another seller’s feed is 404.`,
        params: IdParam,
        response: { 200: SellerFeedAnswer, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      await refuseWhilePaused(db, seller.id);
      await applyCheckedFeed(db, seller.id, req.params.id);
      return { data: await sellerFeed(db, requestLang(req), seller.id, req.params.id) };
    },
  );
};
