import { useEffect, useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { menuResource } from './resources';
import './menu.css';

/** The catalogue menu: a drawer on phones, a panel under the header on desktops. */
export function CatalogMenu() {
  useSignals();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [activeRoot, setActiveRoot] = useState(0);
  const [location] = useLocation();
  const panelId = useId();
  const menu = useResource(menuResource(lang.value));

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const roots = menu.data ?? [];
  const root = roots[activeRoot];
  return (
    <nav className="catalog-menu" aria-label={t('catalog')}>
      {/* Phones show only the icon: the name comes from the label, not from the hidden text. */}
      <button
        type="button"
        className="catalog-menu__toggle"
        aria-label={t('catalog')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="catalog-menu__icon" aria-hidden="true" />
        <span className="catalog-menu__label">{t('catalog')}</span>
      </button>
      <div id={panelId} className="catalog-menu__panel" hidden={!open}>
        {menu.status === 'failed' && !menu.data ? <p className="catalog-menu__state">{t('menuUnavailable')}</p> : null}
        {menu.status === 'loading' && !menu.data ? <p className="catalog-menu__state">{t('loading')}</p> : null}
        <ul className="catalog-menu__roots">
          {roots.map((r, i) => (
            <li key={r.id}>
              <AppLink
                href={r.url}
                className="catalog-menu__root"
                aria-current={i === activeRoot ? 'true' : undefined}
                onMouseEnter={() => setActiveRoot(i)}
                onFocus={() => setActiveRoot(i)}
              >
                {r.name}
              </AppLink>
            </li>
          ))}
        </ul>
        {root && (
          <div className="catalog-menu__branches">
            {root.children.map((branch) => (
              // A group of links, not a section of the page: a section would want a heading of its own.
              <div key={branch.id} className="catalog-menu__branch">
                <AppLink href={branch.url} className="catalog-menu__branch-title">
                  {branch.name}
                </AppLink>
                <ul>
                  {branch.children.map((leaf) => (
                    <li key={leaf.id}>
                      <AppLink href={leaf.url}>{leaf.name}</AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </nav>
  );
}
