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
}
