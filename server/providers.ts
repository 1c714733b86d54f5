import type { FastifyBaseLogger } from 'fastify';
import { outboxEmailProvider, type EmailProvider } from './adapters/email';
import { liqpayAcquirer } from './adapters/liqpay';
import { monobankAcquirer } from './adapters/monobank';
import { novaPoshtaClient, type NovaPoshtaClient } from './adapters/nova-poshta';
import { sandboxAcquirer } from './adapters/payment';
import type { PaymentProvider } from './adapters/payment-provider';
import { outboxSmsProvider, type SmsProvider } from './adapters/sms';
import { smtpEmailProvider } from './adapters/smtp';
import { turboSmsProvider } from './adapters/turbosms';
import type { Config } from './config';
import type { Db } from './db/connection';

/** The outside services the store talks to; routes and jobs are given these and never build one themselves. */
export interface Providers {
  /** null: no acquirer, so the store offers payment on delivery alone */
  payment: PaymentProvider | null;
  sms: SmsProvider;
  email: EmailProvider;
  /** null: no NOVA_POSHTA_API_KEY, so waybills are typed in by the seller and prices are the store's own */
  novaPoshta: NovaPoshtaClient | null;
}

/** The one place the providers are chosen, by PAYMENT_PROVIDER, SMS_PROVIDER and EMAIL_PROVIDER (server/config.ts). */
export function chooseProviders(db: Db, config: Config, log: FastifyBaseLogger): Providers {
  return {
    payment: choosePayment(config),
    sms: config.smsProvider === 'turbosms' ? turboSmsProvider({ ...config.turboSms, db }) : outboxSmsProvider(db, log),
    email: config.emailProvider === 'smtp' ? smtpEmailProvider(config.smtp) : outboxEmailProvider(db, log),
    novaPoshta: config.novaPoshta ? novaPoshtaClient({ ...config.novaPoshta, keySecret: config.secret }) : null,
  };
}

function choosePayment(config: Config): PaymentProvider | null {
  if (config.paymentProvider === 'sandbox') return sandboxAcquirer(config.secret);
  if (config.paymentProvider === 'liqpay') return liqpayAcquirer(config.liqpay!, config);
  if (config.paymentProvider === 'monobank')
    return monobankAcquirer({ ...config.monobank!, expiryMinutes: config.paymentExpiryMinutes }, config);
  return null;
}

/** What the start-up log says about payments, so an operator sees at once whether cards are taken. */
export function paymentsNotice(config: Config): string {
  return config.paymentProvider === null
    ? 'Payments: on delivery only (set PAYMENT_PROVIDER to take cards online)'
    : `Payments: online through the ${config.paymentProvider} acquirer, and on delivery`;
}
