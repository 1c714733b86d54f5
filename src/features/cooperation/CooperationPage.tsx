import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCooperationRequest } from '../../api/store-pages';
import { cooperationRules, type CooperationValues } from '../../domain/contact-forms';
import { AppLink } from '../../ui/AppLink';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import './cooperation.css';
import { LOGO_PICTURE } from '../../ui/logo';

const EMPTY: CooperationValues = { company: '', contact_person: '', phone: '', email: '', goods: '', website: '' };

/** docs/product-rules.md#contact-and-cooperation: a partner's request to sell here, on a page of its own without the store's layout. */
export default function CooperationPage() {
  useSignals();
  const { t } = useTranslation(['cooperation', 'common']);
  const [thanks, setThanks] = useState<string | null>(null);
  const f = useCheckedForm(
    cooperationRules,
    EMPTY,
    async ({ website, ...values }) =>
      setThanks((await sendCooperationRequest({ ...values, ...(website.trim() && { website: website.trim() }) })).message),
    () => undefined,
  );
  const field = (name: keyof CooperationValues, label: string, input: { type: string; autoComplete: string }, hint?: string) => (
    <Field label={label} error={f.errors[name]} hint={hint}>
      {(control) => <input {...control} {...f.text(name)} {...input} required={name !== 'website'} />}
    </Field>
  );
  return (
    <div className="cooperation">
      <AppLink href="/" className="cooperation__logo">
        <img src={LOGO_PICTURE} width="32" height="32" alt="" />
        <span>{t('common:storeName')}</span>
      </AppLink>
      <h1>{t('title')}</h1>
      {thanks ? (
        <div role="status" className="cooperation__thanks">
          <h2>{t('thanksTitle')}</h2>
          <p>{thanks}</p>
          <AppLink href="/" className="button">
            {t('toStore')}
          </AppLink>
        </div>
      ) : (
        <>
          <p className="cooperation__intro">{t('intro')}</p>
          <form ref={f.form} noValidate onSubmit={f.submit} className="cooperation__form">
            {field('company', t('company'), { type: 'text', autoComplete: 'organization' })}
            {field('contact_person', t('contactPerson'), { type: 'text', autoComplete: 'name' })}
            {field('phone', t('phone'), { type: 'tel', autoComplete: 'tel' })}
            {field('email', t('email'), { type: 'email', autoComplete: 'email' })}
            <Field label={t('goods')} error={f.errors.goods}>
              {(control) => <textarea {...control} {...f.text('goods')} rows={4} required />}
            </Field>
            {field('website', t('website'), { type: 'url', autoComplete: 'url' }, t('websiteHint'))}
            <button className="button" type="submit" disabled={f.sending} aria-busy={f.sending}>
              {t('send')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
