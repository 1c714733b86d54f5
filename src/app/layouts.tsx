import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../domain/paths';
import type { ResourceDef } from '../lib/resource';
import { CatalogMenu } from '../features/menu/CatalogMenu';
import { layoutResources as defaultLayoutResources } from '../features/menu/resources';
import { Footer } from '../features/menu/Footer';
import { SearchBox } from '../features/search/SearchBox';
import type { LayoutName } from './routes';
import { HeaderCart } from './shell/HeaderCart';
import { HeaderCompare } from './shell/HeaderCompare';
import { HeaderFavorites } from './shell/HeaderFavorites';
import { LanguageSwitch } from './shell/LanguageSwitch';
import { StoredDataAge } from './shell/StoredDataAge';
import { AppLink } from '../ui/AppLink';
import { LOGO_PICTURE } from '../ui/logo';

function Logo() {
  const { t } = useTranslation('common');
  return (
    <AppLink href="/" className="logo" aria-label={t('home')}>
      <img src={LOGO_PICTURE} width="32" height="32" alt="" />
      <span className="logo__name">{t('storeName')}</span>
    </AppLink>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="main container">
      <StoredDataAge />
      {children}
    </main>
  );
}

function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="header">
        <div className="header__row container">
          <CatalogMenu />
          <Logo />
          <SearchBox />
          <HeaderCompare />
          <HeaderFavorites />
          <HeaderCart />
          <LanguageSwitch />
        </div>
      </header>
      <Main>{children}</Main>
      <Footer />
    </>
  );
}

/** Checkout keeps the shopper on task: logo and language only. */
function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="header header--checkout">
        <div className="header__row container">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <Main>{children}</Main>
    </>
  );
}

function NoLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}

/** The data a layout shows around every page (the menu and the footer), rendered on the server with the page. */
export const layoutResources: Record<LayoutName, (lang: Lang) => ResourceDef<unknown>[]> = {
  default: defaultLayoutResources,
  checkout: () => [],
  none: () => [],
};

export const layouts: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  checkout: CheckoutLayout,
  none: NoLayout,
};
