import { Type } from 'typebox';

/** Price feeds (docs/product-rules.md#price-feeds): a YML or CSV file checked line by line, then applied as a job. */
export const FEED_FORM_DESCRIPTION =
  'multipart/form-data with the field `file` (a YML `yml_catalog` or a CSV with the same columns, at most 16 MB) and `dry_run` (`true`: check only, nothing changes). A file that declares a DTD or entities is refused unread (400). Answers the feed’s id; its check is done at once, applying runs in the background.';

export const FeedCreated = Type.Object({ id: Type.Integer() });

const FeedCounts = Type.Object({
  new: Type.Integer({ description: 'lines that give an offer its vendor code (named by the offer id) and its values' }),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  refused: Type.Integer(),
});

export const SellerFeed = Type.Object({
  id: Type.Integer(),
  status: Type.Union(
    [Type.Literal('checked'), Type.Literal('queued'), Type.Literal('applying'), Type.Literal('applied'), Type.Literal('failed')],
    {
      description: 'checked: a dry run, waiting to be applied; queued, applying, applied: the job’s steps',
    },
  ),
  format: Type.Union([Type.Literal('yml'), Type.Literal('csv')]),
  dry_run: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  progress: Type.Object({ applied: Type.Integer(), total: Type.Integer({ description: 'new and changed lines' }) }),
  counts: FeedCounts,
  refused: Type.Array(
    Type.Object({
      line: Type.Integer({ description: 'the offer’s place in the file, from 1' }),
      vendor_code: Type.String(),
      reason: Type.String({ description: 'in the request’s language' }),
    }),
    { description: 'the first 1000 refused lines' },
  ),
});

export const SellerFeedAnswer = Type.Object({ data: SellerFeed });
