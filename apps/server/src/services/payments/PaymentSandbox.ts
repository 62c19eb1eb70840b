import { createHmac, randomBytes } from 'node:crypto';
import { HttpError } from '../../http/HttpError';
import { EsewaGateway } from './EsewaGateway';
import { encodeEsewaResponse } from './esewaResponse';
import { ESEWA_REQUEST_SIGNED_FIELDS, esewaSignature, hasValidEsewaSignature } from './esewaSignature';
import { parsePaymentAmount } from './paymentAmount';

/** The sandbox's merchant code (eSewa's `product_code`). */
export const SANDBOX_PRODUCT_CODE = 'FLEETKIT-SANDBOX';
/** Where the browser posts the sandbox's payment form. */
export const SANDBOX_FORM_PATH = '/api2/payments/sandbox/form';
/** Where the sandbox's Pay and Cancel buttons post. */
export const SANDBOX_COMPLETE_PATH = '/api2/payments/sandbox/complete';

const ANSWER_SIGNED_FIELDS = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'signed_field_names',
];

/** A payment request the sandbox received, its signature checked. */
export interface SandboxRequest {
  fields: Record<string, string>;
  amountMinor: number;
  transactionUuid: string;
  successUrl: string;
  failureUrl: string;
}

/**
 * The built-in payment gateway for demos and tests. It behaves like eSewa ePay v2 (same signed form,
 * same signed base64 answer on the success URL) with its own key, derived from the server's secret so
 * every instance agrees. It moves no money: it is on only with `--payment-sandbox` or `--demo`.
 */
export class PaymentSandbox {
  readonly #secret: string;
  readonly gateway: EsewaGateway;

  constructor(serverSecret: string) {
    this.#secret = createHmac('sha256', serverSecret).update('fleetkit payment sandbox').digest('base64');
    this.gateway = new EsewaGateway({
      id: 'sandbox',
      name: 'Sandbox (no real payment)',
      formUrl: SANDBOX_FORM_PATH,
      productCode: SANDBOX_PRODUCT_CODE,
      secretKey: this.#secret,
    });
  }

  /**
   * Reads a posted payment form. Refuses one whose signature does not match (the amount or the
   * transaction was changed after the merchant signed it) or whose return addresses leave `origins`.
   */
  readRequest(body: unknown, origins: string[]): SandboxRequest {
    const fields: Record<string, string> = {};
    if (typeof body === 'object' && body !== null) {
      for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    }
    if (
      fields.signed_field_names !== ESEWA_REQUEST_SIGNED_FIELDS.join(',') ||
      !hasValidEsewaSignature(this.#secret, fields, ESEWA_REQUEST_SIGNED_FIELDS, fields.signature ?? '')
    ) {
      throw HttpError.badRequest('The payment form signature is not valid');
    }
    if (fields.product_code !== SANDBOX_PRODUCT_CODE) throw HttpError.badRequest('Unknown merchant');
    const amountMinor = parsePaymentAmount(fields.total_amount ?? '');
    if (amountMinor === null || amountMinor <= 0) throw HttpError.badRequest('The amount is not valid');
    const successUrl = returnUrl(fields.success_url, origins);
    const failureUrl = returnUrl(fields.failure_url, origins);
    return { fields, amountMinor, transactionUuid: fields.transaction_uuid ?? '', successUrl, failureUrl };
  }

  /** Where the browser goes after the person paid: the success URL with the signed answer. */
  paidUrl(request: SandboxRequest): string {
    const answer: Record<string, string> = {
      transaction_code: randomBytes(5).toString('hex').toUpperCase().slice(0, 7),
      status: 'COMPLETE',
      total_amount: request.fields.total_amount ?? '',
      transaction_uuid: request.transactionUuid,
      product_code: SANDBOX_PRODUCT_CODE,
      signed_field_names: ANSWER_SIGNED_FIELDS.join(','),
    };
    answer.signature = esewaSignature(this.#secret, answer, ANSWER_SIGNED_FIELDS);
    const url = new URL(request.successUrl);
    url.searchParams.set('data', encodeEsewaResponse(answer));
    return url.toString();
  }
}

/** A return address must be an absolute http(s) URL on one of our own origins (no open redirect). */
function returnUrl(value: string | undefined, origins: string[]): string {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw HttpError.badRequest('The return address is not a URL');
  }
  if (!origins.includes(url.origin)) throw HttpError.badRequest('The return address is not on this server');
  return url.toString();
}
