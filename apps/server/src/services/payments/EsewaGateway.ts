import { decodeEsewaResponse } from './esewaResponse';
import { ESEWA_REQUEST_SIGNED_FIELDS, esewaSignature, hasValidEsewaSignature } from './esewaSignature';
import type {
  GatewayStatus,
  PaymentGateway,
  PaymentRedirect,
  PaymentRequest,
  VerifiedGatewayAnswer,
} from './PaymentGateway';
import { PaymentRefused } from './PaymentRefused';
import { formatPaymentAmount, parsePaymentAmount } from './paymentAmount';

export interface EsewaGatewayOptions {
  /** @default 'esewa' */
  id?: string;
  /** @default 'eSewa' */
  name?: string;
  /** The ePay v2 form URL (`https://epay.esewa.com.np/api/epay/main/v2/form` in production). */
  formUrl: string;
  productCode: string;
  secretKey: string;
  /**
   * eSewa's status-check API (`https://epay.esewa.com.np/api/epay/transaction/status/` in production);
   * without it no status is asked.
   */
  statusUrl?: string;
}

/** How long a status request may take before the transaction counts as unconfirmed. */
const STATUS_TIMEOUT_MS = 15_000;

/** eSewa statuses that mean the money was not (or no longer) taken. */
const FAILED_STATUSES = new Set(['CANCELED', 'NOT_FOUND', 'FULL_REFUND']);

/** Fields the answer must sign for us to trust it. */
const REQUIRED_SIGNED = ['transaction_uuid', 'total_amount', 'product_code', 'status'];

/**
 * eSewa ePay v2: a form post with an HMAC-SHA256 signature over `total_amount,transaction_uuid,product_code`;
 * eSewa returns the browser to the success URL with `data`, a base64 JSON answer signed over its own
 * `signed_field_names`. The sandbox gateway is this class with its own key and form URL.
 */
export class EsewaGateway implements PaymentGateway {
  readonly id: string;
  readonly name: string;
  readonly #options: EsewaGatewayOptions;
  /** Present only with a status-check address (the sandbox has none). */
  readonly checkStatus?: (request: {
    transactionUuid: string;
    amountMinor: number;
  }) => Promise<GatewayStatus>;

  constructor(options: EsewaGatewayOptions) {
    this.#options = options;
    this.id = options.id ?? 'esewa';
    this.name = options.name ?? 'eSewa';
    const { statusUrl } = options;
    if (statusUrl) this.checkStatus = (request) => this.#askStatus(statusUrl, request);
  }

  get productCode(): string {
    return this.#options.productCode;
  }

  redirect(request: PaymentRequest): PaymentRedirect {
    const amount = formatPaymentAmount(request.amountMinor);
    const fields: Record<string, string> = {
      amount,
      tax_amount: '0',
      total_amount: amount,
      transaction_uuid: request.transactionUuid,
      product_code: this.#options.productCode,
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: request.successUrl,
      failure_url: request.failureUrl,
      signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS.join(','),
    };
    fields.signature = esewaSignature(this.#options.secretKey, fields, ESEWA_REQUEST_SIGNED_FIELDS);
    return { url: this.#options.formUrl, method: 'POST', fields };
  }

  async verify(data: string): Promise<VerifiedGatewayAnswer> {
    const fields = decodeEsewaResponse(data);
    const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
    const signature = fields.signature ?? '';
    if (!REQUIRED_SIGNED.every((name) => names.includes(name)) || signature === '') {
      throw new PaymentRefused('bad_signature', 'The payment response does not sign the fields it must');
    }
    if (!hasValidEsewaSignature(this.#options.secretKey, fields, names, signature)) {
      throw new PaymentRefused('bad_signature', 'The payment response signature is not valid');
    }
    if (fields.product_code !== this.#options.productCode) {
      throw new PaymentRefused('product_mismatch', 'The payment was made to another merchant');
    }
    const amountMinor = parsePaymentAmount(fields.total_amount ?? '');
    if (amountMinor === null) throw new PaymentRefused('malformed', 'The payment amount is not valid');
    if (fields.status !== 'COMPLETE') {
      throw new PaymentRefused('not_complete', `The payment is not complete (status ${fields.status})`, {
        transactionUuid: fields.transaction_uuid ?? '',
        amountMinor,
      });
    }
    return {
      transactionUuid: fields.transaction_uuid ?? '',
      amountMinor,
      reference: fields.transaction_code ?? fields.ref_id ?? '',
    };
  }

  /**
   * eSewa's status-check API: `GET {statusUrl}?product_code&total_amount&transaction_uuid`, answered
   * `{ product_code, transaction_uuid, total_amount, status, ref_id }`. The answer counts only when it
   * names this merchant, this transaction and this amount.
   */
  async #askStatus(
    statusUrl: string,
    request: { transactionUuid: string; amountMinor: number },
  ): Promise<GatewayStatus> {
    const { productCode } = this.#options;
    const unconfirmed = (detail: string): GatewayStatus => ({
      outcome: 'unconfirmed',
      detail,
      reference: '',
    });
    const url = new URL(statusUrl);
    url.searchParams.set('product_code', productCode);
    url.searchParams.set('total_amount', formatPaymentAmount(request.amountMinor));
    url.searchParams.set('transaction_uuid', request.transactionUuid);
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
      });
      body = await response.json();
      if (!response.ok) return unconfirmed(`the status check answered HTTP ${response.status}`);
    } catch (error) {
      return unconfirmed(
        `the status check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const text = (key: string) =>
      typeof fields[key] === 'string' || typeof fields[key] === 'number' ? String(fields[key]) : '';
    const status = text('status');
    if (
      text('product_code') !== productCode ||
      text('transaction_uuid') !== request.transactionUuid ||
      parsePaymentAmount(text('total_amount')) !== request.amountMinor ||
      status === ''
    ) {
      return unconfirmed('the status answer is not about this transaction');
    }
    if (status === 'COMPLETE') return { outcome: 'completed', detail: status, reference: text('ref_id') };
    if (FAILED_STATUSES.has(status)) return { outcome: 'failed', detail: status, reference: '' };
    return unconfirmed(status);
  }
}
