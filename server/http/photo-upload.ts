import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '../../src/domain/product-photos';
import { PhotoRefused, type PhotoUploadProblem } from '../media/product-photos';
import { ApiError } from './errors';

/*
 * An uploaded picture (a seller's product photo, a promotion's banner) arrives as the body itself or as a form with
 * one `file`: both parsers exist only in the scope of its route, bounded by the photo's limit, and a refusal is said
 * in the photo's own words (locales/{uk,ru}/errors.json).
 */

/** The content types an upload route declares. */
export const PHOTO_UPLOAD_TYPES = [...PRODUCT_PHOTO_TYPES, 'multipart/form-data'];

/** A refused photo's answer: a wrong format 415, too many bytes 413, too many pixels 422. */
const PHOTO_STATUS: Record<PhotoUploadProblem, number> = {
  productPhotoWrongFormat: 415,
  productPhotoTooLarge: 413,
  productPhotoTooManyPixels: 422,
};

const FORM_LIMITS = { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 };

/** Registers the upload's parsers in a route's own scope. */
export async function acceptPhotoUploads(scoped: FastifyInstance): Promise<void> {
  await scoped.register(fastifyMultipart, { limits: FORM_LIMITS });
  scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PRODUCT_PHOTO_MAX_BYTES }, (_req, body, done) => done(null, body));
  scoped.setErrorHandler((error: FastifyError) => {
    // Said in the photo's own words; every other error goes on to the app's handler.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'productPhotoTooLarge');
    throw error;
  });
}

/** The form's one file; a file past the limit is cut by the parser and refused unread. */
async function readPhotoForm(req: FastifyRequest): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || bytes) throw new ApiError(400, 'badRequest');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'productPhotoTooLarge');
    throw new ApiError(400, 'badRequest');
  }
  return bytes;
}

/** The uploaded bytes, as the body or the form's file: none is 400, anything the app's own parsers read (JSON, text) 415. */
export async function uploadedPhoto(req: FastifyRequest): Promise<Buffer> {
  const sent = req.isMultipart() ? await readPhotoForm(req) : req.body;
  if (sent === undefined || sent === null || sent === '' || (Buffer.isBuffer(sent) && sent.length === 0))
    throw new ApiError(400, 'productPhotoMissing');
  if (!Buffer.isBuffer(sent)) throw new ApiError(415, 'productPhotoWrongFormat');
  return sent;
}

/** Runs the work that stores an upload, answering a refused photo with its status and words. */
export async function refusingPhotos<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoRefused) throw new ApiError(PHOTO_STATUS[error.problem], error.problem);
    throw error;
  }
}
