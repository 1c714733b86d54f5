import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeList, deleteList, moveToList, removeProduct, type FavoriteList } from '../../../api/favorites';
import { localizedPath, paths } from '../../../domain/paths';
import { addListToCart } from '../../../stores/favorites';
import { lang } from '../../../stores/session';
import { ProductTile } from '../../../ui/ProductTile';
import { DeleteListDialog } from '../shared/DeleteListDialog';
import { ListName } from '../shared/ListName';
import { MoveOrRemove } from '../shared/MoveOrRemove';
import type { RunChange } from '../shared/use-customer-lists';
import { ShareLink } from './ShareLink';

interface Props {
  list: FavoriteList;
  /** the customer's other lists, where a product may move */
  others: FavoriteList[];
  busy: boolean;
  run: RunChange<FavoriteList>;
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
        <ListName id={titleId} name={list.name} isDefault={list.is_default} badge={t('defaultBadge')} />
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
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void run(() => changeList(list.id, { is_shared: false }), t('closed'))}
              disabled={busy}
            >
              {t('closeSharing')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void run(() => changeList(list.id, { is_shared: true }), t('shared'))}
              disabled={busy}
            >
              {t('share')}
            </button>
          )}
          {!list.is_default && (
            <button
              type="button"
              className="button button--ghost favorite-list__delete"
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              {t('delete')}
            </button>
          )}
        </div>
      )}

      {list.is_shared && (
        <ShareLink listName={list.name} url={location.origin + localizedPath(lang.value, paths.sharedFavorites(list.share_id))} />
      )}

      {products.length === 0 ? (
        <p className="empty-state">{t('listEmpty')}</p>
      ) : (
        <ul className="tiles">
          {products.map((product) => (
            <li key={product.id} className="favorite-list__item">
              <ProductTile product={product} />
              <div className="favorite-list__item-actions">
                <MoveOrRemove
                  ns="favorite-lists"
                  title={product.title}
                  others={others}
                  busy={busy}
                  run={run}
                  move={(listId) => moveToList(listId, product.id)}
                  remove={() => removeProduct(product.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <DeleteListDialog
        ns="favorite-lists"
        name={list.name}
        open={confirming}
        busy={busy}
        run={run}
        remove={() => deleteList(list.id)}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
