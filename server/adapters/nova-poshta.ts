import { DEFAULT_RETRY, postJson, ProviderRefusedError, type RetryPolicy } from './http-retry';
import { openKey, sealKey } from './sealed-keys';

interface NovaPoshtaOptions {
  /** NOVA_POSHTA_API_KEY: the key from the business cabinet's settings */
  apiKey: string;
  /** NOVA_POSHTA_URL: Nova Poshta's JSON endpoint (server/config.ts has the default) unless a test points it at its fake */
  baseUrl: string;
  retry?: RetryPolicy;
  /** the store's SECRET, which sellers' own keys are kept sealed under; without it no seller's key is taken */
  keySecret?: string;
}

/** Nova Poshta API 2.0's envelope: every method answers 200 with success, data, errors and warnings. */
interface Envelope<Row> {
  success: boolean;
  data: Row[];
  errors?: string[];
  errorCodes?: string[];
}

export interface NovaPoshtaClient {
  /**
   * `once`: a call that must not be repeated blindly (it creates something), so a timeout or 5xx is not tried again.
   * `retry`: this call's own tries and limit, for a shopper who is waiting (a price quote) rather than a job.
   */
  call<Row>(
    modelName: string,
    calledMethod: string,
    methodProperties: Record<string, unknown>,
    options?: { once?: boolean; retry?: Partial<RetryPolicy> },
  ): Promise<Row[]>;
  /** The same API asked with another account's key: a seller's own (docs/decisions/0087-a-sellers-nova-poshta-key-and-lost-answers.md). */
  withKey(apiKey: string): NovaPoshtaClient;
  /** Another account's key as it is kept at rest (server/adapters/sealed-keys.ts). */
  sealKey(apiKey: string): string;
  /** The client of the account whose key was kept sealed; null when it does not open under this store's SECRET. */
  withSealedKey(sealed: string): NovaPoshtaClient | null;
}

/** A city as Address.getCities gives it (the fields the store keeps). */
export interface NpCity {
  Ref: string;
  Description: string;
  DescriptionRu: string;
  AreaDescription: string;
  AreaDescriptionRu: string;
}

/** A branch or parcel locker as Address.getWarehouses gives it (the fields the store keeps). */
export interface NpWarehouse {
  Ref: string;
  Description: string;
  DescriptionRu: string;
  ShortAddress: string;
  ShortAddressRu: string;
  CityRef: string;
  Latitude: string;
  Longitude: string;
  /** 'Branch', 'Postomat' (a parcel locker) or 'Store' */
  CategoryOfWarehouse: string;
  /** day name in English -> "08:00-20:00", or "-" when closed */
  Schedule?: Record<string, string>;
}

/**
 * Nova Poshta API 2.0 (docs/decisions/0052-nova-poshta.md): one JSON POST to the base URL per call, carrying the
 * apiKey, the model, the method and its properties. A timeout or 5xx is tried again with doubling waits; an
 * answer with success false (a wrong key, a wrong property) is a refusal and is not.
 */
export function novaPoshtaClient({ apiKey, baseUrl, retry = DEFAULT_RETRY, keySecret }: NovaPoshtaOptions): NovaPoshtaClient {
  const withKey = (otherKey: string) => novaPoshtaClient({ apiKey: otherKey, baseUrl, retry, keySecret });
  return {
    withKey,
    sealKey: (otherKey) => {
      if (!keySecret) throw new Error('A Nova Poshta client without the store’s SECRET keeps no other account’s key');
      return sealKey(keySecret, otherKey);
    },
    withSealedKey: (sealed) => {
      const opened = keySecret ? openKey(keySecret, sealed) : null;
      return opened === null ? null : withKey(opened);
    },
    async call<Row>(
      modelName: string,
      calledMethod: string,
      methodProperties: Record<string, unknown>,
      options?: { once?: boolean; retry?: Partial<RetryPolicy> },
    ) {
      const policy = { ...retry, ...options?.retry };
      const answer = (await postJson(
        'Nova Poshta',
        baseUrl,
        { apiKey, modelName, calledMethod, methodProperties },
        {},
        options?.once ? { ...policy, attempts: 1 } : policy,
      )) as Envelope<Row>;
      if (!answer.success)
        throw new ProviderRefusedError(
          'Nova Poshta',
          `${modelName}.${calledMethod}: ${(answer.errors ?? []).join('; ') || 'success false'}`,
          answer.errorCodes ?? [],
        );
      return answer.data;
    },
  };
}
