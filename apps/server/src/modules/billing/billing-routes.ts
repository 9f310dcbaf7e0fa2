import { billingAddressRequestSchema, type Address } from '@campus/domain/account';
import {
  CARD_SETUP_RETURN_PARAM,
  INVOICE_PAGE_SIZE,
  addCardRequestSchema,
  billingMemberSearchQuerySchema,
  invoiceListQuerySchema,
  invoiceStatusRequestSchema,
  paymentMethodRequestSchema,
  type BillingMemberSearchResponse,
  type CardSetupSession,
  type InvoiceDetail,
  type MemberBilling,
  type InvoiceSummary,
  type PaymentMethod,
  type PaymentMethodSecret,
  type Subscription,
} from '@campus/domain/billing';
import { appPaths } from '@campus/domain/navigation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import { loadBillingAddress, saveBillingAddress } from './billing-address.js';
import {
  findMemberInvoice,
  invoiceDetail,
  invoicePdf,
  listInvoices,
  type InvoiceRow,
  presentInvoice,
  setInvoiceStatus,
} from './invoices.js';
import { loadMemberBilling, searchBillingMembers } from './member-billing.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxProvider } from './sandbox-provider.js';
import { stripeClientOf, stripeProvider } from './stripe-provider.js';
import { listSubscriptions } from './subscriptions.js';

/** Stripe's SDK when its key is configured, the built-in sandbox (Stripe's test mode, offline) otherwise. */
function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  const stripe = stripeClientOf(app.config.billing);
  return stripe ? stripeProvider(app.db, stripe) : sandboxProvider(app.db);
}

/**
 * The shop API (spec 7.2, architecture 4.9), registered under /shop. Every route is the member's own billing:
 * right 'member', not 'customer', because a prospect pays too (an invoice, a card and a billing address come
 * before the customer flag) and each query is scoped to the caller's uid, so no one reads another member's data.
 * Setting an invoice's status (spec 4) is the billing admin's (MDB_ADMIN): 'admin', audited.
 */
export function billingRoutes(app: FastifyInstance): void {
  const payments = paymentProviderOf(app);

  // A JSON array (this page); the paging is in the headers.
  app.get('/invoices', access('member'), async (request, reply): Promise<InvoiceSummary[]> => {
    const query = parseInput(invoiceListQuerySchema, request.query);
    const { items, total } = await listInvoices(app.db, currentMember(request).uid, query);
    reply.header('x-total-count', String(total));
    reply.header('x-page', String(query.page));
    reply.header('x-page-size', String(INVOICE_PAGE_SIZE));
    return items;
  });

  app.get('/invoices/:id', access('member'), async (request): Promise<InvoiceDetail> => {
    const id = routeId(request);
    return invoiceDetail(app.db, await findMemberInvoice(app.db, currentMember(request).uid, id));
  });

  const sendInvoicePdf = async (reply: FastifyReply, row: InvoiceRow) => {
    const pdf = await invoicePdf(app.db, row, app.config.billing.seller);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(`facture-${row.number ?? row.id}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  app.get('/invoices/:id/pdf', access('member'), async (request, reply) =>
    sendInvoicePdf(reply, await findMemberInvoice(app.db, currentMember(request).uid, routeId(request))),
  );

  // The billing admin downloads any member's invoice, a closed account's too (kept ten years, Code de commerce L123-22).
  app.get('/admin/members/:uid/invoices/:id/pdf', access('admin'), async (request, reply) => {
    const { uid, id } = routeParams(request, ['uid', 'id']);
    return sendInvoicePdf(reply, await findMemberInvoice(app.db, uid, id));
  });

  // Spec 4: the billing admin sets an invoice's status; each change is kept in the audit journal (decision 0015).
  app.put('/invoices/:id/status', access('admin'), async (request): Promise<InvoiceSummary> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const { status } = parseInput(invoiceStatusRequestSchema, request.body);
    const row = await setInvoiceStatus(app.db, uid, id, status);
    request.log.info({ invoice: id, status, by: uid }, 'invoice status set');
    return presentInvoice(row);
  });

  app.get('/subscriptions', access('member'), (request): Promise<Subscription[]> =>
    listSubscriptions(app.db, currentMember(request).uid, app.config.billing.graceDays),
  );

  app.get('/billinginformations', access('member'), (request): Promise<Address> =>
    loadBillingAddress(app.db, currentMember(request).uid),
  );

  app.put('/billinginformations', access('member'), async (request): Promise<Address> => {
    const { uid } = currentMember(request);
    await saveBillingAddress(app.db, uid, parseInput(billingAddressRequestSchema, request.body));
    return loadBillingAddress(app.db, uid);
  });

  app.get('/payment-method/list', access('member'), (request): Promise<PaymentMethod[]> =>
    payments.list(currentMember(request).uid),
  );

  app.get('/payment-method/secret', access('member'), async (request): Promise<PaymentMethodSecret> => ({
    provider: payments.name,
    clientSecret: await payments.setupSecret(currentMember(request).uid),
  }));

  // The sandbox's confirmation of a setup: the card form's number, expiry and CVC; only brand, last4 and expiry stay.
  app.post('/payment-method', access('member'), async (request, reply): Promise<PaymentMethod> => {
    const card = parseInput(addCardRequestSchema, request.body);
    reply.code(201);
    return payments.addCard(currentMember(request).uid, card);
  });

  // With Stripe, a card is typed in Stripe's own page (a Checkout Session in setup mode: a SetupIntent on the member's
  // customer): the page sends the member there and back to Mes factures, where the session is completed.
  app.post('/payment-method/setup-session', access('member'), async (request): Promise<CardSetupSession> => {
    const invoicesPage = `${app.config.publicUrl}${appPaths.account.invoices}`;
    const url = await payments.startCardSetup(currentMember(request).uid, {
      success: `${invoicesPage}?${CARD_SETUP_RETURN_PARAM}={CHECKOUT_SESSION_ID}`,
      cancel: invoicesPage,
    });
    return { url };
  });

  app.post(
    '/payment-method/setup-session/:id/complete',
    access('member'),
    async (request): Promise<PaymentMethod[]> => {
      const { uid } = currentMember(request);
      await payments.finishCardSetup(uid, routeId(request));
      return payments.list(uid);
    },
  );

  app.post('/payment-method/detach', access('member'), async (request): Promise<PaymentMethod[]> => {
    const { uid } = currentMember(request);
    const { payment_method } = parseInput(paymentMethodRequestSchema, request.body);
    await payments.detach(uid, payment_method);
    return payments.list(uid);
  });

  app.put('/payment-method/default', access('member'), async (request): Promise<PaymentMethod[]> => {
    const { uid } = currentMember(request);
    const { payment_method } = parseInput(paymentMethodRequestSchema, request.body);
    await payments.setDefault(uid, payment_method);
    return payments.list(uid);
  });

  // The billing admin (MDB_ADMIN): find a member, then see their whole billing state and the admin actions on it.
  app.get('/admin/members', access('admin'), async (request): Promise<BillingMemberSearchResponse> => ({
    members: await searchBillingMembers(app.db, parseInput(billingMemberSearchQuerySchema, request.query)),
  }));

  app.get('/admin/members/:uid/billing', access('admin'), (request): Promise<MemberBilling> => {
    const { uid } = routeParams(request, ['uid']);
    return loadMemberBilling(app.db, payments, uid, app.config.billing.graceDays);
  });
}
