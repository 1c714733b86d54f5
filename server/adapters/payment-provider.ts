import type { LiqpayAcquirer } from './liqpay';
import type { MonobankAcquirer } from './monobank';
import type { SandboxAcquirer } from './payment';

/**
 * The acquirer a store takes online payments through. It has a module of its own because each acquirer's module
 * builds on the shared shapes in payment.ts, which therefore names none of them.
 */
export type PaymentProvider = SandboxAcquirer | LiqpayAcquirer | MonobankAcquirer;
