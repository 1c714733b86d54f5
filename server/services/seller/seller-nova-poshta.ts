import { ProviderRefusedError, ProviderUnavailableError } from '../../adapters/http-retry';
import type { NovaPoshtaClient } from '../../adapters/nova-poshta';
import { npRefusalReason } from '../../adapters/nova-poshta-messages';
import type { NpSender } from '../../adapters/nova-poshta-waybill';
import { sealedKeyEnd } from '../../adapters/sealed-keys';
import type { Db } from '../../db/connection';
import type { Lang } from '../../../src/domain/paths';
import { Busy, Refused } from '../platform/domain-errors';

/** What the workspace shows of a seller's Nova Poshta key: whether there is one and its end, never the key. */
export interface SellerNpKeyShown {
  set: boolean;
  /** the key's last 4 characters; '' without one */
  last4: string;
  /** ISO time it was given; null without one */
  set_at: string | null;
}

/** Reading the seller's account waits for no shopper, but the owner waits: a few tries, each cut short. */
const ACCOUNT_RETRY = { attempts: 2, timeoutMs: 5_000 };

export async function sellerNpKey(db: Db, sellerId: number): Promise<SellerNpKeyShown> {
  const row = await db
    .selectFrom('seller_nova_poshta_accounts')
    .where('seller_id', '=', sellerId)
    .select(['api_key', 'set_at'])
    .executeTakeFirst();
  return row ? { set: true, last4: sealedKeyEnd(row.api_key), set_at: row.set_at } : { set: false, last4: '', set_at: null };
}

/**
 * The account a seller's waybills are made in, when the owner gave its key; null: the store's. The key comes as it is
 * kept, sealed (`NovaPoshtaClient.withSealedKey` opens it).
 */
export async function sellerNpAccount(db: Db, sellerId: number): Promise<{ sealedKey: string; sender: NpSender } | null> {
  const row = await db.selectFrom('seller_nova_poshta_accounts').where('seller_id', '=', sellerId).selectAll().executeTakeFirst();
  if (!row) return null;
  return {
    sealedKey: row.api_key,
    sender: { ref: row.sender_ref, contactRef: row.contact_ref, cityRef: row.city_ref, addressRef: row.address_ref, phone: row.phone },
  };
}

interface CounterpartyRow {
  Ref: string;
  City?: string;
}
interface ContactRow {
  Ref: string;
  Phones?: string;
}
interface AddressRow {
  Ref: string;
}

/**
 * The sender a key's account holds (Counterparty.getCounterparties with CounterpartyProperty Sender, its first
 * contact person and its first address), read with that key: a key Nova Poshta refuses is refused here, with Nova
 * Poshta's reason in the owner's language (its list read by the store's own client, `messages`: a refused key reads
 * nothing), and an account without a sender is refused too.
 */
async function senderOf(client: NovaPoshtaClient, messages: NovaPoshtaClient, lang: Lang): Promise<NpSender> {
  const options = { retry: ACCOUNT_RETRY };
  try {
    const [sender] = await client.call<CounterpartyRow>(
      'Counterparty',
      'getCounterparties',
      { CounterpartyProperty: 'Sender', Page: '1' },
      options,
    );
    if (!sender?.City) throw new Refused('novaPoshtaKeyNoSender');
    const [contacts, addresses] = await Promise.all([
      client.call<ContactRow>('Counterparty', 'getCounterpartyContactPersons', { Ref: sender.Ref, Page: '1' }, options),
      client.call<AddressRow>('Counterparty', 'getCounterpartyAddresses', { Ref: sender.Ref, CounterpartyProperty: 'Sender' }, options),
    ]);
    const contact = contacts[0];
    const phone = contact?.Phones?.replace(/\D/g, '') ?? '';
    if (!contact || !addresses[0] || !/^380\d{9}$/.test(phone)) throw new Refused('novaPoshtaKeyNoSender');
    return { ref: sender.Ref, contactRef: contact.Ref, cityRef: sender.City, addressRef: addresses[0].Ref, phone };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new Busy('novaPoshtaUnavailable');
    if (error instanceof ProviderRefusedError) {
      const reason = await npRefusalReason(messages, error.codes, lang);
      throw reason ? new Refused('novaPoshtaKeyRefusedBecause', undefined, { reason }) : new Refused('novaPoshtaKeyRefused');
    }
    throw error;
  }
}

/**
 * The owner gives (or replaces) the shop's Nova Poshta key (docs/product-rules.md#seller-profile): it is kept only
 * when Nova Poshta takes it and its account has a sender, so a kept key always makes waybills.
 */
export async function setSellerNpKey(
  db: Db,
  client: NovaPoshtaClient,
  sellerId: number,
  apiKey: string,
  lang: Lang,
  now: Date,
): Promise<SellerNpKeyShown> {
  const sender = await senderOf(client.withKey(apiKey), client, lang);
  const row = {
    api_key: client.sealKey(apiKey),
    sender_ref: sender.ref,
    contact_ref: sender.contactRef,
    city_ref: sender.cityRef,
    address_ref: sender.addressRef,
    phone: sender.phone,
    set_at: now.toISOString(),
  };
  await db
    .insertInto('seller_nova_poshta_accounts')
    .values({ seller_id: sellerId, ...row })
    .onConflict((oc) => oc.column('seller_id').doUpdateSet(row))
    .execute();
  return sellerNpKey(db, sellerId);
}

/** The owner takes the key away: the shop's waybills are the store's again. */
export async function removeSellerNpKey(db: Db, sellerId: number): Promise<SellerNpKeyShown> {
  await db.deleteFrom('seller_nova_poshta_accounts').where('seller_id', '=', sellerId).execute();
  return sellerNpKey(db, sellerId);
}
