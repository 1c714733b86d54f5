import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, paths } from '../../../domain/paths';
import { addListToCart } from '../../../stores/favorites';
import { lang } from '../../../stores/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ProductTile } from '../../../ui/ProductTile';
import { changeList, deleteList, moveToList, removeProduct, type FavoriteList } from './api';
import type { RunChange } from './FavoritesTab';
import { ShareLink } from './ShareLink';

interface Props {
  list: FavoriteList;
  /** the customer's other lists, where a product may move */
  others: FavoriteList[];
  busy: boolean;
  run: RunChange;
}

/** One list: its name, sharing, the way to the cart, and its products, each removable or movable. */
export function FavoriteListCard({ list, others, busy, run }: Props) {
  const { t } = useTranslation(['favorite-lists', 'common']);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const titleId = useId();
  const nameId = useId();
  const products = list.products ?? [];

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && (await run(() => changeList(list.id, { name: name.trim() }), t('renamed')))) setRenaming(false);
  };
  const cancelRename = () => {
    setRenaming(false);
    setName(list.name);
  };
  const addAll = async () => {
    setAdding(true);
    await addListToCart(products);
    setAdding(false);
  };

  return (
    <section className="favorite-list" aria-labelledby={titleId}>
      <header className="favorite-list__head">
        <h3 id={titleId} className="favorite-list__name">
          {list.name}
          {list.is_default && <span className="favorite-list__badge">{t('defaultBadge')}</span>}
        </h3>
        <p className="favorite-list__count">{t('count', { count: list.count })}</p>
      </header>

      {renaming ? (
        <form className="favorite-list__rename" onSubmit={rename}>
          <label htmlFor={nameId} className="visually-hidden">
            {t('renameLabel', { name: list.name })}
          </label>
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required autoFocus />
          <button type="submit" className="button" disabled={busy || !name.trim()}>
            {t('save')}
          </button>
          <button type="button" className="button button--ghost" onClick={cancelRename}>
            {t('cancel')}
          </button>
        </form>
      ) : (
        <div className="favorite-list__actions" role="group" aria-label={t('listActions', { name: list.name })}>
          {products.length > 0 && (
            <button type="button" className="button" onClick={addAll} disabled={adding} aria-busy={adding}>
              {t('addAll')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => setRenaming(true)} disabled={busy}>
            {t('rename')}
          </button>
          {list.is_shared ? (
            <button type="button" className="button button--ghost" onClick={() => void run(() => changeList(list.id, { is_shared: false }), t('closed'))} disabled={busy}>
              {t('closeSharing')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => void run(() => changeList(list.id, { is_shared: true }), t('shared'))} disabled={busy}>
              {t('share')}
            </button>
          )}
          {!list.is_default && (
            <button type="button" className="button button--ghost favorite-list__delete" onClick={() => setConfirming(true)} disabled={busy}>
              {t('delete')}
            </button>
          )}
        </div>
      )}

      {list.is_shared && <ShareLink listName={list.name} url={location.origin + localizedPath(lang.value, paths.sharedFavorites(list.share_id))} />}

      {products.length === 0 ? (
        <p className="empty-state">{t('listEmpty')}</p>
      ) : (
        <ul className="tiles">
          {products.map((product) => (
            <li key={product.id} className="favorite-list__item">
              <ProductTile product={product} />
              <div className="favorite-list__item-actions">
                {others.length > 0 && (
                  <select
                    aria-label={t('moveTo', { title: product.title })}
                    value=""
                    disabled={busy}
                    onChange={(e) => {
                      const target = others.find((l) => l.id === Number(e.target.value));
                      if (target) void run(() => moveToList(target.id, product.id), t('moved', { name: target.name }));
                    }}
                  >
                    <option value="" disabled>
                      {t('moveChoose')}
                    </option>
                    {others.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                )}
                <button type="button" className="link-button" aria-label={t('removeLabel', { title: product.title })} disabled={busy} onClick={() => void run(() => removeProduct(product.id), t('removed'))}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('deleteConfirm', { name: list.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={() => void run(() => deleteList(list.id), t('deleted')).then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
