import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blockCustomer,
  resendCustomerCode,
  supportCustomer,
  supportOrder,
  unblockCustomer,
  type SupportCustomer,
  type SupportOrder,
} from '../../api/customer-support';
import { formatPrice } from '../../domain/money';
import { supportSearch, type SupportSearch } from '../../domain/support-search';
import { ApiFailure } from '../../lib/api';
import { useResource, type Resource } from '../../lib/resource';
import { kyivTime } from './kyiv-time';

/**
 * docs/product-rules.md#support: an admin finds a customer by phone, typed any way, or an order by its number; reads
 * the orders, the sign-ins and an order's history of statuses; sends a code again; blocks and unblocks the account.
 */
export function CustomerSupport() {
  const { t } = useTranslation('admin-support');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [search, setSearch] = useState<SupportSearch | null>(null);
  const hintId = useId();
  const errorId = useId();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = supportSearch(typed);
    setInvalid(next === null);
    if (next) setSearch(next);
  };

  return (
    <section aria-labelledby="admin-support" className="support">
      <h2 id="admin-support">{t('title')}</h2>
      <form className="admin__filters support__search" role="search" onSubmit={find} noValidate>
        <label>
          {t('searchLabel')}
          <input
            type="search"
            value={typed}
            maxLength={40}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('search')}
        </button>
        <p id={hintId} className="admin__meta">
          {t('searchHint')}
        </p>
        {invalid && (
          <p id={errorId} role="alert" className="support__error">
            {t('searchInvalid')}
          </p>
        )}
      </form>
      {!search && <p>{t('searchFirst')}</p>}
      {search && 'phone' in search && <CustomerCard key={search.phone} phone={search.phone} />}
      {search && 'order' in search && <OrderFound key={search.order} id={search.order} onCustomer={(phone) => setSearch({ phone })} />}
    </section>
  );
}

/** A read that failed: a 404 is what was looked for not being there, said as a status; anything else is an alert. */
function Failure({ resource }: { resource: Resource<unknown> }) {
  if (resource.status !== 'failed') return null;
  const error = resource.error as Error;
  if (error instanceof ApiFailure && error.status === 404) return <p role="status">{error.message}</p>;
  return <p role="alert">{error.message}</p>;
}

function CustomerCard({ phone }: { phone: string }) {
  const { t } = useTranslation('admin-support');
  const customer = useResource({ key: `operator:support:phone:${phone}`, load: () => supportCustomer(phone) });
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  // A step's outcome is said, then the card is asked again, so it shows what the server now holds.
  const act = async (step: () => Promise<{ message: string }>) => {
    setDone('');
    setFailure('');
    try {
      setDone((await step()).message);
    } catch (error) {
      setFailure((error as Error).message);
    }
    await customer.refresh();
  };
  const data = customer.data;

  return (
    <article className="support__card" aria-labelledby="support-phone" aria-busy={customer.status === 'loading'}>
      <h3 id="support-phone">+{phone}</h3>
      {customer.status === 'loading' && !data && <p>{t('loading', { ns: 'admin' })}</p>}
      <Failure resource={customer} />
      {data && (
        <>
          {data.account ? <Account account={data.account} act={act} /> : <p className="admin__meta">{t('noAccount')}</p>}
          {done && <p role="status">{done}</p>}
          {failure && <p role="alert">{failure}</p>}
          <Orders orders={data.orders} />
          {data.account && <SignIns signIns={data.sign_ins} />}
        </>
      )}
    </article>
  );
}

type Act = (step: () => Promise<{ message: string }>) => Promise<void>;

function Account({ account, act }: { account: NonNullable<SupportCustomer['account']>; act: Act }) {
  const { t } = useTranslation('admin-support');
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Opening the block puts the cursor in its reason, so a keyboard goes on typing.
  useEffect(() => {
    if (blocking) reasonField.current?.focus();
  }, [blocking]);
  const blocked = account.blocked_at !== null;
  const block = (event: FormEvent) => {
    event.preventDefault();
    setBlocking(false);
    void act(() => blockCustomer(account.id, reason));
  };
  const name = [account.name, account.surname].filter(Boolean).join(' ') || t('noName');

  return (
    <section className={`admin__request${blocked ? ' admin__request--paused' : ''}`} aria-label={t('account')}>
      <div className="admin__request-head">
        <strong>{name}</strong>
        <span>{blocked ? t('blocked') : t('active')}</span>
      </div>
      <p className="admin__meta">
        {t('since', { date: kyivTime(account.created_at) })}
        {account.email && <> · {account.email}</>} · {t('sessions', { count: account.sessions })}
      </p>
      {blocked && (
        <p className="admin__meta">
          {t('blockedSince', { date: kyivTime(account.blocked_at!) })}. {t('blockReasonShown')}: {account.block_reason}
        </p>
      )}
      <div className="admin__actions">
        <button type="button" className="button button--ghost" onClick={() => act(() => resendCustomerCode(account.id))}>
          {t('resend')}
        </button>
        {blocked ? (
          <button type="button" className="button" onClick={() => act(() => unblockCustomer(account.id))}>
            {t('unblock')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" aria-expanded={blocking} onClick={() => setBlocking(!blocking)}>
            {t('block')}
          </button>
        )}
      </div>
      {!blocked && blocking && (
        <form className="admin__form" onSubmit={block}>
          <label>
            {t('blockReason')}
            <textarea ref={reasonField} value={reason} required maxLength={300} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit" className="button">
            {t('confirmBlock')}
          </button>
        </form>
      )}
    </section>
  );
}

function Orders({ orders }: { orders: SupportCustomer['orders'] }) {
  const { t } = useTranslation('admin-support');
  return (
    <section aria-labelledby="support-orders">
      <h4 id="support-orders">{t('orders')}</h4>
      {orders.length === 0 && <p>{t('ordersEmpty')}</p>}
      <ul className="admin__queue">
        {orders.map((order) => (
          <OrderLine key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function OrderLine({ order }: { order: SupportCustomer['orders'][number] }) {
  const { t } = useTranslation('admin-support');
  const [open, setOpen] = useState(false);
  const historyId = useId();
  return (
    <li className="admin__request" aria-label={t('orderNumber', { id: order.id })}>
      <OrderFacts order={order} />
      <div className="admin__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={historyId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hideHistory') : t('showHistory')}
        </button>
      </div>
      <div id={historyId}>{open && <OrderHistory id={order.id} />}</div>
    </li>
  );
}

/** The lines every order shows: its number, when it was placed (Kyiv time), its status, total and seller. */
function OrderFacts({ order }: { order: SupportCustomer['orders'][number] }) {
  const { t } = useTranslation('admin-support');
  return (
    <>
      <div className="admin__request-head">
        <strong>{t('orderNumber', { id: order.id })}</strong>
        <span>{order.status_label}</span>
      </div>
      <dl className="admin__changes">
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>
            <time dateTime={order.created_at}>{kyivTime(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orderTotal')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>{t('orderSeller')}</dt>
          <dd>{order.seller}</dd>
        </div>
      </dl>
    </>
  );
}

function OrderHistory({ id }: { id: number }) {
  const { t } = useTranslation('admin-support');
  const order = useResource({ key: `operator:support:order:${id}`, load: () => supportOrder(id) });
  return (
    <div aria-busy={order.status === 'loading'}>
      {order.status === 'loading' && !order.data && <p>{t('loading', { ns: 'admin' })}</p>}
      <Failure resource={order} />
      {order.data && <HistorySteps history={order.data.history} />}
    </div>
  );
}

/** An order's statuses from its placing on, oldest first, each with when (Kyiv time) and who moved it. */
function HistorySteps({ history }: { history: SupportOrder['history'] }) {
  const { t } = useTranslation('admin-support');
  return (
    <ol className="support__history" aria-label={t('showHistory')}>
      {history.map((step, index) => (
        <li key={index}>
          <time dateTime={step.at}>{kyivTime(step.at)}</time> · {step.status_label} · {t(`by.${step.by}`)}
        </li>
      ))}
    </ol>
  );
}

/** An order found by its number: its facts and history, and the way to its buyer's card. */
function OrderFound({ id, onCustomer }: { id: number; onCustomer: (phone: string) => void }) {
  const { t } = useTranslation('admin-support');
  const order = useResource({ key: `operator:support:order:${id}`, load: () => supportOrder(id) });
  const data = order.data;
  return (
    <article className="support__card" aria-label={t('orderNumber', { id })} aria-busy={order.status === 'loading'}>
      {order.status === 'loading' && !data && <p>{t('loading', { ns: 'admin' })}</p>}
      <Failure resource={order} />
      {data && (
        <div className="admin__request">
          <OrderFacts order={data} />
          <p className="admin__meta">
            {t('orderBuyer')}: {data.buyer_name} {data.buyer_phone && `+${data.buyer_phone}`}
          </p>
          <HistorySteps history={data.history} />
          {data.buyer_phone && (
            <div className="admin__actions">
              <button type="button" className="button button--ghost" onClick={() => onCustomer(data.buyer_phone)}>
                {t('toCustomer')}
              </button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}

function SignIns({ signIns }: { signIns: SupportCustomer['sign_ins'] }) {
  const { t } = useTranslation('admin-support');
  return (
    <section aria-labelledby="support-sign-ins">
      <h4 id="support-sign-ins">{t('signIns')}</h4>
      {signIns.length === 0 ? (
        <p>{t('signInsEmpty')}</p>
      ) : (
        <ul className="support__history">
          {signIns.map((signIn, index) => (
            <li key={index}>
              <time dateTime={signIn.at}>{kyivTime(signIn.at)}</time> · {t(`method.${signIn.method}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
