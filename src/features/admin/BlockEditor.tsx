import { useTranslation } from 'react-i18next';
import type { ArticleKind, EditedBlock } from '../../api/admin-content';
import { Field } from '../../ui/form/form';

type Paragraph = Extract<EditedBlock, { type: 'paragraph' }>;
type Part = Paragraph['content'][number];

const offerValue = (id: number) => (id === 0 ? '' : String(id));
const offerOf = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : 0);

/**
 * One block of an article, as the store keeps it (docs/decisions/0033-blog-content.md): a heading's text, a
 * paragraph's parts (plain text, and links to an offer by its number), a list's items, a product's picture with
 * its caption. Its buttons move it or delete it; each names the block, so a screen reader knows which.
 */
export function BlockEditor({
  kind,
  block,
  label,
  error,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  kind: ArticleKind;
  block: EditedBlock;
  /** e.g. "Абзац 2" */
  label: string;
  error?: string | undefined;
  first: boolean;
  last: boolean;
  onChange: (block: EditedBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <li className={`content-block${error ? ' content-block--invalid' : ''}`} aria-label={label}>
      <div className="content-block__head">
        <strong>{label}</strong>
        <div className="content-block__tools">
          <button
            type="button"
            className="button button--ghost"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t('moveUp', { block: label })}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('moveDown', { block: label })}
          >
            ↓
          </button>
          <button type="button" className="button button--ghost" onClick={onRemove} aria-label={t('removeBlock', { block: label })}>
            ✕
          </button>
        </div>
      </div>
      <BlockFields kind={kind} block={block} onChange={onChange} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function BlockFields({ kind, block, onChange }: { kind: ArticleKind; block: EditedBlock; onChange: (block: EditedBlock) => void }) {
  const { t } = useTranslation('admin-content');
  switch (block.type) {
    case 'heading':
      return (
        <Field label={t('headingText')}>
          {(control) => (
            <input {...control} value={block.text} maxLength={300} onChange={(e) => onChange({ ...block, text: e.target.value })} />
          )}
        </Field>
      );
    case 'paragraph':
      return <ParagraphFields kind={kind} block={block} onChange={onChange} />;
    case 'list':
      return (
        <Field label={t('listItems')}>
          {(control) => (
            <textarea
              {...control}
              value={block.items.join('\n')}
              onChange={(e) => onChange({ ...block, items: e.target.value.split('\n') })}
            />
          )}
        </Field>
      );
    case 'image':
      return (
        <div className="content-block__pair">
          <Field label={t('imageProduct')}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={offerValue(block.product_id)}
                onChange={(e) => onChange({ ...block, product_id: offerOf(e.target.value) })}
              />
            )}
          </Field>
          <Field label={t('caption')}>
            {(control) => (
              <input {...control} value={block.caption} maxLength={300} onChange={(e) => onChange({ ...block, caption: e.target.value })} />
            )}
          </Field>
        </div>
      );
  }
}

/** A paragraph as its parts: text, and (in the blog) links to goods, in the order they read. */
function ParagraphFields({ kind, block, onChange }: { kind: ArticleKind; block: Paragraph; onChange: (block: EditedBlock) => void }) {
  const { t } = useTranslation('admin-content');
  const set = (i: number, part: Part) => onChange({ ...block, content: block.content.map((p, j) => (j === i ? part : p)) });
  const add = (part: Part) => onChange({ ...block, content: [...block.content, part] });
  const drop = (i: number) => onChange({ ...block, content: block.content.filter((_, j) => j !== i) });
  const several = block.content.length > 1;
  return (
    <div className="content-block__parts">
      {block.content.map((part, i) =>
        typeof part === 'string' ? (
          <div key={i} className="content-block__part">
            <Field label={several ? `${t('partText')} ${i + 1}` : t('partText')}>
              {(control) => <textarea {...control} value={part} maxLength={5000} onChange={(e) => set(i, e.target.value)} />}
            </Field>
            {several && (
              <button type="button" className="button button--ghost" onClick={() => drop(i)}>
                {t('removePart', { n: i + 1 })}
              </button>
            )}
          </div>
        ) : (
          <div key={i} className="content-block__part content-block__pair">
            <Field label={`${t('linkText')} ${i + 1}`}>
              {(control) => (
                <input {...control} value={part.text} maxLength={300} onChange={(e) => set(i, { ...part, text: e.target.value })} />
              )}
            </Field>
            <Field label={t('linkProduct')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={offerValue(part.product_id)}
                  onChange={(e) => set(i, { ...part, product_id: offerOf(e.target.value) })}
                />
              )}
            </Field>
            <button type="button" className="button button--ghost" onClick={() => drop(i)}>
              {t('removePart', { n: i + 1 })}
            </button>
          </div>
        ),
      )}
      <div className="admin__actions">
        <button type="button" className="button button--ghost" onClick={() => add('')}>
          {t('addText')}
        </button>
        {kind === 'blog' && (
          <button type="button" className="button button--ghost" onClick={() => add({ text: '', product_id: 0 })}>
            {t('addLink')}
          </button>
        )}
      </div>
    </div>
  );
}
