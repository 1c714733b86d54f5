import { errorResponses, ErrorBody } from '../contract/common';
import {
  NotificationSettings,
  NotificationSettingsBody,
  PushKeyAnswer,
  PushSubscriptionAnswer,
  PushSubscriptionBody,
  PushUnsubscribeAnswer,
  PushUnsubscribeBody,
} from '../contract/push';
import { customerIfAny, customerOf } from '../http/customer';
import { requestLang } from '../http/lang';
import { notificationSettings, saveNotificationSettings } from '../services/notifications/notification-settings';
import { vapidKeys } from '../services/notifications/push-keys';
import { checkPushSubscription, deletePushSubscription, savePushSubscription } from '../services/notifications/push-subscriptions';
import type { RoutePlugin } from './context';

const tags = ['push'];

/**
 * Web push (docs/product-rules.md#notifications, docs/decisions/0030-web-push.md): the key browsers subscribe with,
 * their subscriptions, and a customer's switches. Writing a subscription twice stores it once (by its endpoint), so
 * a replayed write needs no Idempotency-Key.
 */
export const pushRoutes: RoutePlugin = async (app, { db, config }) => {
  // Read once the first browser asks: a process made before the key existed waits for whichever process makes it.
  let publicKey: Promise<string> | undefined;

  app.get(
    '/api/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key for pushManager.subscribe (applicationServerKey)',
        response: { 200: PushKeyAnswer, ...errorResponses },
      },
    },
    async () => {
      // A failed read is not kept: the next browser asks again.
      publicKey ??= vapidKeys(db, config).then(
        (keys) => keys.publicKey,
        (error: unknown) => {
          publicKey = undefined;
          throw error;
        },
      );
      return { data: { public_key: await publicKey } };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary:
          "Store this browser's push subscription (201), or update it when its endpoint is known (200): keys, language, kinds, owner",
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionAnswer, 201: PushSubscriptionAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      checkPushSubscription(req.body, config.production);
      const customer = customerIfAny(req);
      const { created, data } = await savePushSubscription(db, req.body, {
        customerId: customer?.id ?? null,
        phone: customer?.phone ?? null,
        lang: requestLang(req),
      });
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Forget this browser's subscription (after pushManager's unsubscribe, or on logout)",
        body: PushUnsubscribeBody,
        response: { 200: PushUnsubscribeAnswer, ...errorResponses },
      },
    },
    async (req) => ({ data: { deleted: await deletePushSubscription(db, req.body.endpoint) } }),
  );

  app.get(
    '/api/customer/notifications',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: "The customer's notification switches (all on until changed) and subscribed browsers",
        response: { 200: NotificationSettings, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => notificationSettings(db, customerOf(req).id),
  );

  app.put(
    '/api/customer/notifications',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: "Turn kinds of notices on or off for all the customer's browsers",
        body: NotificationSettingsBody,
        response: { 200: NotificationSettings, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => saveNotificationSettings(db, customerOf(req).id, req.body.kinds),
  );
};
