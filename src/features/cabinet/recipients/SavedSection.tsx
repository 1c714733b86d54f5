import type { ReactNode } from 'react';
import { ListState } from './ListState';
import type { SavedList } from './saved-list';

interface Props<T> {
  /** the heading's id, naming the section */
  id: string;
  title: string;
  list: SavedList<T>;
  empty: string;
  /** one `<li>` a saved item */
  item: (item: T) => ReactNode;
  /** the open form for a new item, or null for the button that opens it */
  form: ReactNode;
  addLabel: string;
  onAdd: () => void;
}

/** A saved list of the cabinet (recipients, deliveries): its states, its items, and adding one more once it has loaded. */
export function SavedSection<T>({ id, title, list, empty, item, form, addLabel, onAdd }: Props<T>) {
  return (
    <section className="saved" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ListState list={list} empty={empty} />
      {list.data && list.data.length > 0 && <ul className="saved__list">{list.data.map(item)}</ul>}
      {form ??
        (list.data && (
          <button type="button" className="button button--ghost" onClick={onAdd}>
            {addLabel}
          </button>
        ))}
    </section>
  );
}
