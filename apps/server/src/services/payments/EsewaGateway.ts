import { decodeEsewaResponse } from './esewaResponse';
import { ESEWA_REQUEST_SIGNED_FIELDS, esewaSignature, hasValidEsewaSignature } from './esewaSignature';
import type {
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
}

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

  constructor(options: EsewaGatewayOptions) {
    this.#options = options;
    this.id = options.id ?? 'esewa';
    this.name = options.name ?? 'eSewa';
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
    if (fields.status !== 'COMPLETE') {
      throw new PaymentRefused('not_complete', `The payment is not complete (status ${fields.status})`);
    }
    const amountMinor = parsePaymentAmount(fields.total_amount ?? '');
    if (amountMinor === null) throw new PaymentRefused('malformed', 'The payment amount is not valid');
    return {
      transactionUuid: fields.transaction_uuid ?? '',
      amountMinor,
      reference: fields.transaction_code ?? fields.ref_id ?? '',
    };
  }
}
