import type { Hono } from 'hono';
import type { BackendContext } from '../BackendContext';
import type { BackendEnv } from '../BackendEnv';
import { createPatientMessages, type PatientMessages } from '../messages/createPatientMessages';
import type { MessageSender } from '../messages/MessageSender';
import { notifyAndTell } from '../messages/notifyAndTell';
import { registerPaymentGateway } from '../payment/registerPaymentGateway';
import { createDataStore } from '../seed/createDataStore';
import type { DataStore } from '../seed/DataStore';
import { createApiRouter } from './createApiRouter';
import { registerAccountRoutes } from './routes/accountRoutes';
import { registerBookingRoutes } from './routes/bookingRoutes';
import { registerChatRoutes } from './routes/chatRoutes';
import { registerDictionaryRoutes } from './routes/dictionaryRoutes';
import { registerDocumentRoutes } from './routes/documentRoutes';
import { registerLinkTokenRoutes } from './routes/linkTokenRoutes';
import { registerPaymentReturnRoutes } from './routes/paymentReturnRoutes';
import { registerSlotRoutes } from './routes/slotRoutes';
import { registerVisitRoutes } from './routes/visitRoutes';

/**
 * Mounts the API routes of spec §7 (`/patient-portal/api/*`, `/visit-api/*`, every operation of
 * core's `API` table except SMS login and the token calls, which their own modules serve) and the
 * payment gateway simulator (`/pay/*`) on the app, over a freshly seeded in-memory store. The
 * patient's messages go to `sender`. Returns the store, so that the server (or a test) can inspect
 * it, and the messages, whose reminders the server runs.
 */
export function registerApi(
  app: Hono<BackendEnv>,
  ctx: BackendContext,
  sender: MessageSender,
): { store: DataStore; messages: PatientMessages } {
  const store = createDataStore({
    now: ctx.clock.now(),
    accounts: ctx.accounts,
    trustedOrigin: ctx.origins.all[0] ?? ctx.origins.publicOrigin,
  });
  // The seeded sign-in links are a development shortcut (BackendOptions.devShortcuts).
  if (!ctx.options.devShortcuts) store.linkTokens.clear();
  const messages = createPatientMessages(ctx, store, sender);
  const notify = notifyAndTell(store, messages, () => ctx.clock.now());
  const deps = { ctx, store, route: createApiRouter(app, ctx), notify };
  registerAccountRoutes(deps);
  registerDictionaryRoutes(deps);
  registerVisitRoutes(deps);
  registerChatRoutes(deps);
  registerDocumentRoutes(deps);
  registerSlotRoutes(deps);
  registerBookingRoutes(deps);
  registerPaymentReturnRoutes(deps);
  registerLinkTokenRoutes(deps);
  registerPaymentGateway(app, store, ctx.clock, notify);
  return { store, messages };
}
