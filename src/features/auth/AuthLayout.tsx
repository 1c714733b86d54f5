import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../lib/page-head';
import { lang } from '../../stores/session';
import './auth.css';

/** The frame of the sign-in pages: heading, head tags (never indexed), the form, links to the other pages. */
export function AuthLayout({
  title,
  path,
  step,
  children,
  links,
}: {
  title: string;
  path: string;
  step?: number;
  children: ReactNode;
  links: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  usePageHead(lang.value, { title: t('headTitle', { page: title, store: t('common:storeName') }), path, index: false });
  return (
    <section className="auth">
      <h1>{title}</h1>
      {step !== undefined && <p className="auth__step">{t('step', { step })}</p>}
      {children}
      <div className="auth__links">{links}</div>
    </section>
  );
}
