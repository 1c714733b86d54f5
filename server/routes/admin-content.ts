import { validationText } from '../../src/domain/validation-texts';
import type { Lang } from '../../src/domain/paths';
import {
  ArticleInput,
  ArticleListAnswer,
  ArticleParams,
  ContentOptionsAnswer,
  EditedArticleAnswer,
  KindParams,
} from '../contract/admin-content';
import { BlogArticle } from '../contract/blog';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { GuideArticle } from '../contract/guide';
import { ApiError, type FieldErrors } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { serverText } from '../i18n/i18n';
import {
  articleList,
  contentOptions,
  previewBlogArticle,
  previewGuideArticle,
  readArticle,
  saveArticle,
  type ContentProblems,
  type SaveOutcome,
} from '../services/content/article-editing';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const ADMIN = ['admin'] as const;

/** Each refused field in the operator's language: the shared form rules' words, and the editor's own. */
function fieldTexts(fields: ContentProblems, lang: Lang): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, problems]) => [
      field,
      problems.map((p) =>
        'reason' in p
          ? serverText(lang, 'admin-content', `problems.${p.reason}`)
          : p.rule === 'maxLength'
            ? validationText('maxLength', lang, { max: p.max })
            : validationText(p.rule, lang),
      ),
    ]),
  );
}

function saved(outcome: SaveOutcome, lang: Lang) {
  if (outcome.done) return { data: outcome.article };
  if (outcome.problem === 'notFound') throw new ApiError(404, 'notFound');
  // A taken slug is a clash with another article; every other problem is the form's.
  const status = Object.values(outcome.fields).every((ps) => ps.every((p) => 'reason' in p && p.reason === 'slugTaken')) ? 409 : 400;
  throw new ApiError(status, 'formInvalid', fieldTexts(outcome.fields, lang));
}

/**
 * The content editor (docs/product-rules.md#content), the admins' alone: blog and guide articles in both languages,
 * drafts, scheduled and published ones, each change logged before and after, and a preview that is the public
 * page's own answer for an article nobody else can see yet. None of these answers is kept by any cache.
 */
export const adminContentRoutes: RoutePlugin = async (app, { db, config }) => {
  const refusals = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;

  app.get(
    '/api/operator/content',
    {
      schema: {
        tags,
        summary: 'Every blog and guide article with its state (draft, scheduled, published); admins only',
        response: { 200: ArticleListAnswer, ...refusals },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await articleList(db, requestLang(req)) };
    },
  );

  app.get(
    '/api/operator/content/options',
    {
      schema: {
        tags,
        summary: "The blog's categories and tags, for the editor's choices; admins only",
        response: { 200: ContentOptionsAnswer, ...refusals },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await contentOptions(db, requestLang(req)) };
    },
  );

  app.post(
    '/api/operator/content/:kind',
    {
      schema: {
        tags,
        summary: 'Writes a new article: a draft, published now, or scheduled for a Kyiv time; logged',
        params: KindParams,
        body: ArticleInput,
        response: { 201: EditedArticleAnswer, ...refusals, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const answer = saved(await saveArticle(db, operator.id, req.params.kind, null, req.body), requestLang(req));
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/operator/content/:kind/:id',
    {
      schema: {
        tags,
        summary: 'An article as the editor edits it: both languages’ texts and blocks, and its publication; admins only',
        params: ArticleParams,
        response: { 200: EditedArticleAnswer, ...refusals },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      const article = await readArticle(db, req.params.kind, req.params.id);
      if (!article) throw new ApiError(404, 'notFound');
      return { data: article };
    },
  );

  app.put(
    '/api/operator/content/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Changes an article: its texts, blocks and publication (a draft, public now, or from a Kyiv time); logged',
        params: ArticleParams,
        body: ArticleInput,
        response: { 200: EditedArticleAnswer, ...refusals, 409: ErrorBody },
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return saved(await saveArticle(db, operator.id, req.params.kind, req.params.id, req.body), requestLang(req));
    },
  );

  app.get(
    '/api/operator/content/blog/:id/preview',
    {
      schema: {
        tags,
        summary: 'A blog article as its public page will show it, whatever its state; admins only',
        params: IdParam,
        response: { 200: BlogArticle, ...refusals },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      const page = await previewBlogArticle(db, requestLang(req), config, req.params.id);
      if (!page) throw new ApiError(404, 'notFound');
      return page;
    },
  );

  app.get(
    '/api/operator/content/guide/:id/preview',
    {
      schema: {
        tags,
        summary: 'A guide article as its public page will show it, whatever its state; admins only',
        params: IdParam,
        response: { 200: GuideArticle, ...refusals },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      const page = await previewGuideArticle(db, requestLang(req), config, req.params.id);
      if (!page) throw new ApiError(404, 'notFound');
      return page;
    },
  );
};
