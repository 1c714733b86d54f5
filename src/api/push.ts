import { api } from '../lib/api';
import { dataOf } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

/** docs/decisions/0030-web-push.md: a browser's subscription and what it follows; a customer's switches. */
export type PushSubscriptionBody = RequestBodyOf<'/api/push/subscriptions'>;
/** What a browser asks for beside its subscription: kinds, and a guest's reminders and checkouts. */
export type PushFollows = Omit<PushSubscriptionBody, 'endpoint' | 'expirationTime' | 'keys'>;
export type PushKinds = ResponseOf<'/api/customer/notifications'>['data']['kinds'];
export type NotificationSettings = ResponseOf<'/api/customer/notifications'>['data'];

/** The store's VAPID public key (base64url), pushManager.subscribe's applicationServerKey. */
export const fetchPushKey = async () => (await dataOf(api.GET('/api/push/key'))).public_key;

/** Stores this browser's subscription for whoever is signed in (or a guest); posting it again updates it. */
export const savePushSubscription = (body: PushSubscriptionBody) => dataOf(api.POST('/api/push/subscriptions', { body }));

/** The store forgets this browser: it gets nothing more, whoever subscribed it. */
export const forgetPushSubscription = (endpoint: string) => dataOf(api.DELETE('/api/push/subscriptions', { body: { endpoint } }));

export const fetchNotificationSettings = () => dataOf(api.GET('/api/customer/notifications'));
export const saveNotificationSettings = (kinds: PushKinds) => dataOf(api.PUT('/api/customer/notifications', { body: { kinds } }));
