import type { AddCardInput, PaymentMethod, PaymentMethodSecret } from '@campus/domain/billing';

/**
 * Where a member's cards are kept (spec 7.2 payment-method routes). Two implementations: Stripe through its
 * official SDK when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise (Stripe's test mode, offline). Both
 * show a card only as brand, last four digits and expiry; a card of another member is a 404.
 */
export interface PaymentProvider {
  readonly name: PaymentMethodSecret['provider'];
  /** A client secret confirming a new card (a Stripe SetupIntent's, or the sandbox's equivalent). */
  setupSecret(uid: string): Promise<string>;
  /** The member's cards, the default one first. */
  list(uid: string): Promise<PaymentMethod[]>;
  /** The sandbox confirms a setup with the card itself; Stripe never sees a card number through Campus (409). */
  addCard(uid: string, card: AddCardInput): Promise<PaymentMethod>;
  /**
   * Stripe: the address of Stripe's page where the member types a new card (a Checkout Session in setup mode on their
   * customer), back to `returnTo` with the session's id in `{CHECKOUT_SESSION_ID}`. The sandbox has its own form (409).
   */
  startCardSetup(uid: string, returnTo: { success: string; cancel: string }): Promise<string>;
  /** Back from that page: the member's first card becomes their default one; another member's session is a 404. */
  finishCardSetup(uid: string, sessionId: string): Promise<void>;
  detach(uid: string, paymentMethodId: string): Promise<void>;
  setDefault(uid: string, paymentMethodId: string): Promise<void>;
}
