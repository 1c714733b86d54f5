import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, errorResponses } from '../contract/common';
import {
  GalleryKeyParams,
  GalleryParams,
  GalleryPhotosAnswer,
  MainPhotoBody,
  PHOTO_UPLOAD_DESCRIPTION,
  PhotoOrderBody,
} from '../contract/seller-photos';
import { requestLang } from '../http/lang';
import { acceptPhotoUploads, PHOTO_UPLOAD_TYPES, refusingPhotos, uploadedPhoto } from '../http/photo-upload';
import { requireSeller } from '../http/seller';
import {
  addGalleryPhoto,
  chooseMainPhoto,
  deleteGalleryPhoto,
  galleryPhotos,
  offerGallery,
  orderGalleryPhotos,
  proposalGallery,
  type GalleryAt,
  type GallerySource,
} from '../services/seller/photo-galleries';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody, 403: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';

/** One kind of gallery's routes: its address, where its keys live, and how the OpenAPI document names it. */
interface GalleryRoutes {
  path: string;
  source: GallerySource;
  /** what the photos are of, in the summaries: "the goods an offer sells" */
  of: string;
  /** who may not change them, and how they are refused */
  others: string;
}

const GALLERIES: GalleryRoutes[] = [
  {
    path: '/api/seller-api/offers/:id/photos',
    source: offerGallery,
    of: 'the goods an offer sells',
    others: 'Another seller’s offer is 404; the goods’ photos another seller offering them added are 403 (only that seller changes them).',
  },
  {
    path: '/api/seller-api/proposals/:id/photos',
    source: proposalGallery,
    of: 'a proposed product; accepting the proposal gives them to the goods',
    others: 'Another seller’s proposal is 404; a decided one keeps its photos as they were (409).',
  },
];

/**
 * docs/product-rules.md#product-photos: a seller's photos of the goods its offers sell and of its proposed products,
 * kept by an integration or the workspace alike.
 */
export const sellerPhotoRoutes: RoutePlugin = async (app, context) => {
  for (const gallery of GALLERIES) galleryRoutes(app, context, gallery);
};

function galleryRoutes(
  app: Parameters<RoutePlugin>[0],
  { db, config }: Parameters<RoutePlugin>[1],
  { path, source, of, others }: GalleryRoutes,
) {
  /** The signed-in seller's gallery the path names. */
  const galleryAt = async (req: FastifyRequest<{ Params: { id: number } }>): Promise<GalleryAt> => ({
    source,
    db,
    lang: requestLang(req),
    sellerId: (await requireSeller(req, db)).id,
    id: req.params.id,
  });
  app.get(
    path,
    {
      schema: {
        tags,
        summary: `The photos of ${of}, main first, and whether this seller may change them`,
        description: `${auth} ${others}`,
        params: GalleryParams,
        response: { 200: GalleryPhotosAnswer, ...errors },
      },
    },
    async (req) => ({ data: await galleryPhotos(await galleryAt(req)) }),
  );

  // The upload takes the photo as the body itself or as a form, parsed in this scope only.
  void app.register(async (scoped) => {
    await acceptPhotoUploads(scoped);
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      path,
      {
        schema: {
          tags,
          summary: `Adds a photo to ${of}`,
          description: `${auth} ${PHOTO_UPLOAD_DESCRIPTION} ${others}`,
          consumes: PHOTO_UPLOAD_TYPES,
          params: GalleryParams,
          response: { 201: GalleryPhotosAnswer, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, ...errors },
        },
        // Who sends it, and to which gallery, is judged before up to 10 MB of it is read.
        // The path is not validated yet at this step: an id that is not one is left to the validation's 400.
        preParsing: async (req) => {
          const seller = await requireSeller(req, db);
          const id = Number((req.params as { id: unknown }).id);
          if (Number.isSafeInteger(id) && id > 0) await galleryPhotos({ source, db, lang: requestLang(req), sellerId: seller.id, id });
        },
      },
      async (req, reply) => {
        const at = await galleryAt(req);
        const bytes = await uploadedPhoto(req);
        const data = await refusingPhotos(() => addGalleryPhoto(at, config.uploadsDir, bytes));
        return reply.status(201).send({ data });
      },
    );
  });

  app.put(
    path,
    {
      schema: {
        tags,
        summary: `Puts the photos of ${of} in a new order; the first is the main photo`,
        description: `${auth} The keys are every photo, each once (400 otherwise). ${others}`,
        params: GalleryParams,
        body: PhotoOrderBody,
        response: { 200: GalleryPhotosAnswer, ...errors },
      },
    },
    async (req) => ({ data: await orderGalleryPhotos(await galleryAt(req), req.body.keys) }),
  );

  app.put(
    `${path}/main`,
    {
      schema: {
        tags,
        summary: `Makes one of the photos of ${of} the main one: first, the others in their order`,
        description: `${auth} A key there is no photo of is 404. ${others}`,
        params: GalleryParams,
        body: MainPhotoBody,
        response: { 200: GalleryPhotosAnswer, ...errors },
      },
    },
    async (req) => ({ data: await chooseMainPhoto(await galleryAt(req), req.body.key) }),
  );

  app.delete(
    `${path}/:key`,
    {
      schema: {
        tags,
        summary: `Deletes one of the photos of ${of}; the next becomes the main one, and with none the drawn picture shows`,
        description: `${auth} A key there is no photo of is 404. ${others}`,
        params: GalleryKeyParams,
        response: { 200: GalleryPhotosAnswer, ...errors },
      },
    },
    async (req) => ({ data: await deleteGalleryPhoto(await galleryAt(req), config.uploadsDir, req.params.key) }),
  );
}
