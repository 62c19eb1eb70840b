/** Why a gateway's answer did not verify. */
export type RefusalReason =
  | 'malformed'
  | 'bad_signature'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'product_mismatch'
  | 'not_complete'
  | 'replayed'
  | 'not_pending'
  | 'unconfirmed';

/** A gateway answer that was refused: nothing was extended. The route answers it and logs it. */
export class PaymentRefused extends Error {
  override readonly name = 'PaymentRefused';
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** For a genuine answer that is not complete: the transaction it is about, signature checked. */
    readonly answer?: { transactionUuid: string; amountMinor: number },
  ) {
    super(message);
  }
}
