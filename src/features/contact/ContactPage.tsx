import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContactMessage } from '../../api/store-pages';
import { paths } from '../../domain/paths';
import { normalizeContact } from '../../domain/product-reports';
import { contactMessageRules } from '../../domain/contact-forms';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { contactResource } from './resources';
import './contact.css';

/** docs/product-rules.md#contact-and-cooperation: the store's phones, e-mail and hours, and a form to write to support. */
export default function ContactPage() {
  useSignals();
  const { t } = useTranslation(['contact', 'common']);
  const contacts = useResource(contactResource(lang.value));
  const [thanks, setThanks] = useState<string | null>(null);
  const f = useCheckedForm(
    contactMessageRules,
    { name: '', contact: '', message: '' },
    async (values) => setThanks((await sendContactMessage({ ...values, contact: normalizeContact(values.contact) })).message),
    () => undefined,
  );
  const data = contacts.data;
  return (
    <div className="contact">
      <Breadcrumbs items={[{ title: t('title'), url: paths.contact() }]} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{t('title')}</h1>
      <div className="contact__columns">
        <dl className="contact__facts" aria-busy={!data}>
          {data && (
            <>
              <dt>{t('phones')}</dt>
              {data.phones.map((phone) => (
                <dd key={phone}>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              ))}
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              <dt>{t('hours')}</dt>
              <dd>{data.schedule}</dd>
            </>
          )}
        </dl>
        <section className="contact__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('formTitle')}</h2>
          {thanks ? (
            <div role="status" className="contact__thanks">
              <p>{thanks}</p>
              <button type="button" className="button button--ghost" onClick={() => setThanks(null)}>
                {t('another')}
              </button>
            </div>
          ) : (
            <form ref={f.form} noValidate onSubmit={f.submit}>
              <Field label={t('name')} error={f.errors.name}>
                {(control) => <input {...control} {...f.text('name')} type="text" autoComplete="name" required />}
              </Field>
              <Field label={t('contact')} hint={t('contactHint')} error={f.errors.contact}>
                {(control) => <input {...control} {...f.text('contact')} type="text" autoComplete="email" required />}
              </Field>
              <Field label={t('message')} error={f.errors.message}>
                {(control) => <textarea {...control} {...f.text('message')} rows={5} required />}
              </Field>
              <button className="button" type="submit" disabled={f.sending} aria-busy={f.sending}>
                {f.sending ? t('sending') : t('send')}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
