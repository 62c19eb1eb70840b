/** What the merchant asks a gateway to collect. */
export interface PaymentRequest {
  /** Our payment id, unique per attempt (eSewa's `transaction_uuid`). */
  transactionUuid: string;
  amountMinor: number;
  /** Where the gateway sends the browser back after a payment (it appends `?data=…`). */
  successUrl: string;
  /** Where the gateway sends the browser back when the payment failed or was cancelled. */
  failureUrl: string;
}

/** The form the browser posts to the gateway. */
export interface PaymentRedirect {
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}

/** A gateway answer whose signature, product and status checked out. */
export interface VerifiedGatewayAnswer {
  transactionUuid: string;
  amountMinor: number;
  /** The gateway's own reference of the transaction (eSewa's `transaction_code`). */
  reference: string;
}

/**
 * What the gateway's status API says of a transaction: `completed` (paid: extend), `failed` (not paid,
 * cancelled or refunded: never extend), `unconfirmed` (still pending, ambiguous, or the gateway could
 * not be asked: nothing changes). `detail` is the gateway's own status or the reason it could not say.
 */
export interface GatewayStatus {
  outcome: 'completed' | 'failed' | 'unconfirmed';
  detail: string;
  /** The gateway's reference of a completed transaction (eSewa's `ref_id`). */
  reference: string;
}

/**
 * A redirect-style payment gateway: the browser posts a signed form to it, pays there, and comes back
 * with a signed answer that the server verifies. Verification never trusts the browser.
 */
export interface PaymentGateway {
  readonly id: string;
  /** The name shown to the person paying. */
  readonly name: string;
  /** The merchant code its answers carry (eSewa's `product_code`): how an answer finds its gateway. */
  readonly productCode: string;
  redirect(request: PaymentRequest): PaymentRedirect;
  /** Checks the signed answer; throws `PaymentRefused` when it is not genuine or not a completed payment. */
  verify(data: string): Promise<VerifiedGatewayAnswer>;
  /**
   * Asks the gateway, server to server, where a transaction stands (eSewa's status-check API), for a
   * return that does not settle it or a payer who never returned. Absent when the gateway has none.
   * Never throws: a gateway that cannot be reached or answers nonsense is `unconfirmed`.
   */
  checkStatus?(request: { transactionUuid: string; amountMinor: number }): Promise<GatewayStatus>;
}
