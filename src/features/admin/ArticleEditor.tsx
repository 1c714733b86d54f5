import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  contentOptions,
  createArticle,
  editedArticle,
  updateArticle,
  type ArticleKind,
  type ContentOptions,
  type EditedArticle,
  type EditedBlock,
} from '../../api/admin-content';
import { paths } from '../../domain/paths';
import { ApiFailure } from '../../lib/api';
import { seedResources, useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { Field } from '../../ui/form/form';
import {
  BLOCK_TYPES,
  emptyForm,
  errorAt,
  formOf,
  inputOf,
  moved,
  newBlock,
  removed,
  TEXT_LANGS,
  type ArticleForm,
  type KeyedBlock,
  type PublicationChoice,
  type TextLang,
} from './article-form';
import { BlockEditor } from './BlockEditor';
import { contentAddress } from './content-address';
import './content.css';

/** docs/product-rules.md#content: the address part of an article, as the server checks it. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * One article's editor: a new one (`id` null) or a saved one, loaded first. The blog's categories and tags come
 * with it, in the operator's language.
 */
export function ArticleEditor({ kind, id }: { kind: ArticleKind; id: number | null }) {
  useSignals();
  const { t } = useTranslation('admin-content');
  const article = useResource<EditedArticle | null>({
    key: articleKey(kind, id),
    load: async () => (id === null ? null : editedArticle(kind, id)),
  });
  const options = useResource({ key: `operator:content-options:${lang.value}`, load: contentOptions });
  const failed = article.status === 'failed' ? article.error : options.status === 'failed' ? options.error : null;
  if (failed) return <p role="alert">{(failed as Error).message}</p>;
  if (article.data === undefined || !options.data) return <p aria-busy="true">{t('loading')}</p>;
  return <EditorForm key={article.data?.id ?? 'new'} kind={kind} saved={article.data} options={options.data} />;
}

type Saving = 'idle' | 'saving' | 'saved';

const articleKey = (kind: ArticleKind, id: number | null) => `operator:content:${kind}:${id ?? 'new'}`;

/** A new article's editor gives way to its saved one's (its own address): this carries "saved" across. */
const justCreated = new Set<string>();

function EditorForm({ kind, saved, options }: { kind: ArticleKind; saved: EditedArticle | null; options: ContentOptions }) {
  const { t } = useTranslation(['admin-content', 'validation']);
  const [, navigate] = useLocation();
  const [form, setForm] = useState<ArticleForm>(() => (saved ? formOf(saved) : emptyForm()));
  const [current, setCurrent] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState<Saving>(() => (saved && justCreated.delete(articleKey(kind, saved.id)) ? 'saved' : 'idle'));
  // The preview shows what is saved: each save names a new version, so it never shows an older one first.
  const [version, setVersion] = useState(() => Date.now());

  const change = (next: Partial<ArticleForm>) => {
    setForm((f) => ({ ...f, ...next }));
    if (saving === 'saved') setSaving('idle');
  };
  const setBody = (textLang: TextLang, blocks: KeyedBlock[]) => change({ body: { ...form.body, [textLang]: blocks } });
  /** The form's own checks on leaving a field, in the shared rules' words; the server checks them all again. */
  const check = (field: string, problem: string | null) =>
    setErrors((e) => {
      const rest = Object.fromEntries(Object.entries(e).filter(([key]) => key !== field));
      return problem ? { ...rest, [field]: [problem] } : rest;
    });
  const checkRequired = (field: string, value: string) => check(field, value.trim() === '' ? t('validation:required') : null);
  const checkSlug = () =>
    check('slug', form.slug.trim() === '' ? t('validation:required') : SLUG.test(form.slug.trim()) ? null : t('validation:invalid'));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving('saving');
    setMessage('');
    try {
      const input = inputOf(form, kind);
      const answer = current ? await updateArticle(kind, current.id, input) : await createArticle(kind, input);
      // Coming back from the preview shows what was saved, without asking again.
      seedResources({ [articleKey(kind, answer.id)]: answer });
      setCurrent(answer);
      setErrors({});
      setVersion(Date.now());
      setSaving('saved');
      // A new article gets its address, so its preview and a reload find it.
      if (!current) {
        justCreated.add(articleKey(kind, answer.id));
        navigate(contentAddress(kind, answer.id), { replace: true });
      }
    } catch (error) {
      // What was typed stays as it is: only the refusal is shown, beside the fields it names.
      setSaving('idle');
      setMessage((error as Error).message);
      setErrors(error instanceof ApiFailure ? (error.body.errors ?? {}) : {});
    }
  };

  const title = current ? t('editTitle', { title: current[`title_${lang.value}`] || current.slug }) : t(`newTitle.${kind}`);
  return (
    <section aria-labelledby="content-editor-title" className="content-editor">
      <AppLink href={contentAddress()} className="content-editor__back">
        {t('backToList')}
      </AppLink>
      <h2 id="content-editor-title">{title}</h2>
      <form className="content-editor__form" onSubmit={save} noValidate aria-busy={saving === 'saving'}>
        {message && (
          <p role="alert" className="content-editor__failure">
            {message}
          </p>
        )}
        <Field label={t('slug')} error={errorAt(errors, 'slug')}>
          {(control) => (
            <input
              {...control}
              value={form.slug}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
              onChange={(e) => change({ slug: e.target.value })}
              onBlur={checkSlug}
            />
          )}
        </Field>
        {kind === 'blog' && (
          <BlogFields
            form={form}
            options={options}
            errors={errors}
            change={change}
            onCategoryBlur={(v) => checkRequired('category_id', v)}
          />
        )}
        <div className="content-editor__langs">
          {TEXT_LANGS.map((textLang) => (
            <fieldset key={textLang} className="content-editor__lang">
              <legend>{t(`lang.${textLang}`)}</legend>
              <Field label={t('articleTitle')} error={errorAt(errors, `title_${textLang}`)}>
                {(control) => (
                  <input
                    {...control}
                    value={form.title[textLang]}
                    maxLength={200}
                    onChange={(e) => change({ title: { ...form.title, [textLang]: e.target.value } })}
                    onBlur={(e) => checkRequired(`title_${textLang}`, e.target.value)}
                  />
                )}
              </Field>
              {kind === 'blog' && (
                <Field label={t('excerpt')} error={errorAt(errors, `excerpt_${textLang}`)}>
                  {(control) => (
                    <textarea
                      {...control}
                      value={form.excerpt[textLang]}
                      maxLength={500}
                      onChange={(e) => change({ excerpt: { ...form.excerpt, [textLang]: e.target.value } })}
                    />
                  )}
                </Field>
              )}
              <BlocksEditor
                kind={kind}
                textLang={textLang}
                blocks={form.body[textLang]}
                errors={errors}
                onChange={(blocks) => setBody(textLang, blocks)}
              />
            </fieldset>
          ))}
        </div>
        <PublicationFields form={form} errors={errors} change={change} />
        <div className="admin__actions">
          <button type="submit" className="button" disabled={saving === 'saving'}>
            {saving === 'saving' ? t('saving') : t('save')}
          </button>
          {current ? (
            <AppLink href={`${paths.articlePreview(kind, current.id)}?v=${version}`} className="button button--ghost">
              {t('preview')}
            </AppLink>
          ) : (
            <span className="admin__meta">{t('previewNeedsSave')}</span>
          )}
          {current?.status === 'published' && (
            <AppLink href={current.url} className="button button--ghost">
              {t('openOnSite')}
            </AppLink>
          )}
        </div>
        <p role="status" className="admin__meta">
          {saving === 'saved' ? t('saved') : ''}
        </p>
      </form>
    </section>
  );
}

function BlogFields({
  form,
  options,
  errors,
  change,
  onCategoryBlur,
}: {
  form: ArticleForm;
  options: ContentOptions;
  errors: Record<string, string[]>;
  change: (next: Partial<ArticleForm>) => void;
  onCategoryBlur: (value: string) => void;
}) {
  const { t } = useTranslation('admin-content');
  const toggleTag = (id: number) =>
    change({ tag_ids: form.tag_ids.includes(id) ? form.tag_ids.filter((tag) => tag !== id) : [...form.tag_ids, id] });
  const tagsError = errorAt(errors, 'tag_ids');
  return (
    <>
      <Field label={t('category')} error={errorAt(errors, 'category_id')}>
        {(control) => (
          <select
            {...control}
            value={form.category_id}
            onChange={(e) => change({ category_id: e.target.value })}
            onBlur={(e) => onCategoryBlur(e.target.value)}
          >
            <option value="">{t('chooseCategory')}</option>
            {options.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {options.tags.length > 0 && (
        <fieldset className="content-editor__tags">
          <legend>{t('tags')}</legend>
          {options.tags.map((tag) => (
            <label key={tag.id} className="content-editor__tag">
              <input type="checkbox" checked={form.tag_ids.includes(tag.id)} onChange={() => toggleTag(tag.id)} />
              {tag.name}
            </label>
          ))}
          {tagsError && (
            <p className="field__error" role="alert">
              {tagsError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

/** One language's blocks: each with its own fields and buttons, and buttons to add any kind the article takes. */
function BlocksEditor({
  kind,
  textLang,
  blocks,
  errors,
  onChange,
}: {
  kind: ArticleKind;
  textLang: TextLang;
  blocks: KeyedBlock[];
  errors: Record<string, string[]>;
  onChange: (blocks: KeyedBlock[]) => void;
}) {
  const { t } = useTranslation('admin-content');
  const field = `body_${textLang}`;
  const bodyError = errorAt(errors, field);
  const count: Partial<Record<EditedBlock['type'], number>> = {};
  const labels = blocks.map(({ block }) => {
    count[block.type] = (count[block.type] ?? 0) + 1;
    return t('blockLabel', { type: t(`blockType.${block.type}`), n: count[block.type] });
  });
  return (
    <div className="content-editor__blocks" role="group" aria-label={`${t('blocks')}: ${t(`lang.${textLang}`)}`}>
      <h3 className="content-editor__blocks-title">{t('blocks')}</h3>
      {blocks.length === 0 && <p className="admin__meta">{t('noBlocks')}</p>}
      <ol className="content-editor__block-list">
        {blocks.map(({ key, block }, i) => (
          <BlockEditor
            key={key}
            kind={kind}
            block={block}
            label={labels[i]!}
            error={errorAt(errors, `${field}.${i}`, true)}
            first={i === 0}
            last={i === blocks.length - 1}
            onChange={(next) => onChange(blocks.map((b, j) => (j === i ? { key, block: next } : b)))}
            onMove={(by) => onChange(moved(blocks, i, by))}
            onRemove={() => onChange(removed(blocks, i))}
          />
        ))}
      </ol>
      {bodyError && (
        <p className="field__error" role="alert">
          {bodyError}
        </p>
      )}
      <div className="admin__actions">
        {BLOCK_TYPES[kind].map((type) => (
          <button key={type} type="button" className="button button--ghost" onClick={() => onChange([...blocks, newBlock(type)])}>
            {t('addBlock', { type: t(`blockType.${type}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}

function PublicationFields({
  form,
  errors,
  change,
}: {
  form: ArticleForm;
  errors: Record<string, string[]>;
  change: (next: Partial<ArticleForm>) => void;
}) {
  const { t } = useTranslation('admin-content');
  const choices: PublicationChoice[] = ['draft', 'published', 'scheduled'];
  return (
    <fieldset className="content-editor__publication">
      <legend>{t('publication')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="content-editor__choice">
          <input
            type="radio"
            name="publication"
            value={choice}
            checked={form.publication === choice}
            onChange={() => change({ publication: choice })}
          />
          {t(`publish.${choice}`)}
        </label>
      ))}
      {form.publication === 'scheduled' && (
        <Field label={t('publishAt')} error={errorAt(errors, 'publication.at')}>
          {(control) => <input {...control} type="datetime-local" value={form.at} onChange={(e) => change({ at: e.target.value })} />}
        </Field>
      )}
    </fieldset>
  );
}
