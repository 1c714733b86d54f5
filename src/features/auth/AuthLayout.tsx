import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/** The frame of the sign-in pages: heading, the form, links to the other pages. */
export function AuthLayout({ title, step, children, links }: { title: string; step?: number; children: ReactNode; links: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <section className="auth">
      <h1>{title}</h1>
      {step !== undefined && <p className="auth__step">{t('step', { step })}</p>}
      {children}
      <div className="auth__links">{links}</div>
    </section>
  );
}
