import {
  SALES_PAGE_SIZE,
  SHOP_MESSAGES,
  checkoutRequestSchema,
  offerInputSchema,
  refundRequestSchema,
  salesQuerySchema,
  sandboxAuthenticateRequestSchema,
  type AdminOffer,
  type AdminSubscription,
  type Checkout,
  type CheckoutStart,
  type Offer,
  type RefundResult,
  type Revenue,
  type Sale,
} from '@campus/domain/shop';
import type { Subscription } from '@campus/domain/billing';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { access, currentMember } from '../../platform/auth.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { applyPaymentEvents } from './apply-events.js';
import {
  authenticateSandboxCheckout,
  getCheckout,
  paySandboxCheckout,
  setCancelAtPeriodEnd,
  shopProviderOf,
  startCheckout,
} from './checkout.js';
import { createOffer, listActiveOffers, listAdminOffers, updateOffer } from './offers.js';
import { refundInvoice } from './refunds.js';
import { listAllSubscriptions, listSales, revenueByMonth } from './shop-admin.js';

/**
 * Selling formations (issue 31, architecture 4.13), under /shop beside the billing routes: the offers and their
 * checkout for any signed-in member (a prospect buys), the member's subscriptions, the admin's offers, sales, refunds
 * and revenue (MDB_ADMIN), and Stripe's webhook (public, its signature checked).
 */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const provider = shopProviderOf(app);

  app.get('/offers', access('member'), (): Promise<Offer[]> => listActiveOffers(app.db));

  app.post('/checkout', access('member'), async (request, reply): Promise<CheckoutStart> => {
    const { offerId } = parseInput(checkoutRequestSchema, request.body);
    const started = await startCheckout(app, provider, currentMember(request).uid, offerId);
    reply.code(201);
    return started;
  });

  app.get('/checkout/:id', access('member'), (request): Promise<Checkout> =>
    getCheckout(app, currentMember(request).uid, routeId(request)),
  );

  app.post('/checkout/:id/pay', access('member'), (request): Promise<Checkout> =>
    paySandboxCheckout(app, currentMember(request).uid, routeId(request), request.body),
  );

  app.post('/checkout/:id/authenticate', access('member'), (request): Promise<Checkout> => {
    const { approve } = parseInput(sandboxAuthenticateRequestSchema, request.body);
    return authenticateSandboxCheckout(app, currentMember(request).uid, routeId(request), approve);
  });

  app.post('/subscriptions/:id/cancel', access('member'), (request): Promise<Subscription> =>
    setCancelAtPeriodEnd(app, currentMember(request).uid, routeId(request), true),
  );

  app.post('/subscriptions/:id/resume', access('member'), (request): Promise<Subscription> =>
    setCancelAtPeriodEnd(app, currentMember(request).uid, routeId(request), false),
  );

  // The organisation's side (MDB_ADMIN).
  app.get('/admin/offers', access('admin'), (): Promise<AdminOffer[]> => listAdminOffers(app.db));

  app.post('/admin/offers', access('admin'), async (request, reply): Promise<AdminOffer> => {
    const offer = await createOffer(app.db, currentMember(request).uid, parseInput(offerInputSchema, request.body));
    reply.code(201);
    return offer;
  });

  app.put('/admin/offers/:id', access('admin'), (request): Promise<AdminOffer> =>
    updateOffer(app.db, currentMember(request).uid, routeId(request), parseInput(offerInputSchema, request.body)),
  );

  app.get('/admin/sales', access('admin'), async (request, reply): Promise<Sale[]> => {
    const { page } = parseInput(salesQuerySchema, request.query);
    const { items, total } = await listSales(app.db, page);
    reply.header('x-total-count', String(total));
    reply.header('x-page', String(page));
    reply.header('x-page-size', String(SALES_PAGE_SIZE));
    return items;
  });

  app.post('/admin/invoices/:id/refund', access('admin'), (request): Promise<RefundResult> =>
    refundInvoice(
      app,
      currentMember(request).uid,
      routeId(request),
      parseInput(refundRequestSchema, request.body ?? {}).amountCents,
    ),
  );

  app.get('/admin/subscriptions', access('admin'), (): Promise<AdminSubscription[]> =>
    listAllSubscriptions(app.db, app.config.billing.graceDays),
  );

  app.get('/admin/revenue', access('admin'), (): Promise<Revenue> => revenueByMonth(app.db, new Date()));

  // Stripe's webhook: the raw body, as signed; an event seen before answers 200 and is not applied again.
  await app.register((webhooks, _options, done) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post('/webhooks/stripe', access('public'), async (request) => {
      const secret = app.config.billing.stripeWebhookSecret;
      if (!secret) throw new HttpError(404, SHOP_MESSAGES.webhookNotConfigured);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, SHOP_MESSAGES.webhookSignature);
      }
      await applyPaymentEvents(app, [event]);
      return { received: true };
    });
    done();
  });
}
