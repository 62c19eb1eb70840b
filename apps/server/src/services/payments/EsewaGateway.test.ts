import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EsewaGateway } from './EsewaGateway';
import { PaymentRefused } from './PaymentRefused';
import { formatPaymentAmount, parsePaymentAmount } from './paymentAmount';

// eSewa's test merchant (developer.esewa.com.np, ePay v2).
const gateway = new EsewaGateway({
  formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  productCode: 'EPAYTEST',
  secretKey: '8gBm/:&EnhH.1/q',
});

// The decoded success answer of eSewa's documentation, with its signature.
const documentedAnswer =
  '{"transaction_code":"000AWEO","status":"COMPLETE","total_amount":1000.0,"transaction_uuid":"250610-162413","product_code":"EPAYTEST","signed_field_names":"transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names","signature":"62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA="}';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('EsewaGateway', () => {
  it('signs the form over total_amount, transaction_uuid and product_code with HMAC-SHA256', () => {
    const redirect = gateway.redirect({
      transactionUuid: '11-201-13',
      amountMinor: 10_000,
      successUrl: 'https://fleet.example.com/dashboard/subscription/verify',
      failureUrl: 'https://fleet.example.com/dashboard/subscription/verify?failed=11-201-13',
    });
    const expected = createHmac('sha256', '8gBm/:&EnhH.1/q')
      .update('total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST')
      .digest('base64');
    expect(redirect).toMatchObject({
      url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      method: 'POST',
      fields: {
        amount: '100',
        tax_amount: '0',
        total_amount: '100',
        transaction_uuid: '11-201-13',
        product_code: 'EPAYTEST',
        signed_field_names: 'total_amount,transaction_uuid,product_code',
        signature: expected,
      },
    });
  });

  it("verifies eSewa's documented answer, keeping the amount as written (1000.0)", async () => {
    expect(await gateway.verify(base64(documentedAnswer))).toEqual({
      transactionUuid: '250610-162413',
      amountMinor: 100_000,
      reference: '000AWEO',
    });
  });

  it.each([
    ['a changed amount', documentedAnswer.replace('1000.0', '10.0'), 'bad_signature'],
    ['a changed transaction', documentedAnswer.replace('250610-162413', '250610-162414'), 'bad_signature'],
    ['a changed signature', documentedAnswer.replace('62Gc', '62Gd'), 'bad_signature'],
    [
      'fewer signed fields',
      documentedAnswer.replace('transaction_code,status,total_amount', 'transaction_code,total_amount'),
      'bad_signature',
    ],
    ['text that is not JSON', 'not json', 'malformed'],
  ])('refuses %s', async (_name, text, reason) => {
    const error = await gateway.verify(base64(text)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRefused);
    expect((error as PaymentRefused).reason).toBe(reason);
  });

  it('refuses an answer signed for another merchant or not complete', async () => {
    const sign = (fields: Record<string, string>) => {
      const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
      const all = { ...fields, signed_field_names: names };
      const message = names
        .split(',')
        .map((n) => `${n}=${all[n as keyof typeof all]}`)
        .join(',');
      return base64(
        JSON.stringify({
          ...all,
          signature: createHmac('sha256', '8gBm/:&EnhH.1/q').update(message).digest('base64'),
        }),
      );
    };
    const base = { transaction_code: 'X1', status: 'COMPLETE', total_amount: '10', transaction_uuid: 'u1' };
    const other = await gateway.verify(sign({ ...base, product_code: 'OTHER' })).catch((e) => e);
    expect((other as PaymentRefused).reason).toBe('product_mismatch');
    const pending = await gateway
      .verify(sign({ ...base, status: 'PENDING', product_code: 'EPAYTEST' }))
      .catch((e) => e);
    expect((pending as PaymentRefused).reason).toBe('not_complete');
  });
});

describe('payment amounts', () => {
  it('writes minor units as a gateway amount and reads it back', () => {
    expect(formatPaymentAmount(150_000)).toBe('1500');
    expect(formatPaymentAmount(150_050)).toBe('1500.5');
    expect(formatPaymentAmount(150_005)).toBe('1500.05');
    expect(parsePaymentAmount('1,000.0')).toBe(100_000);
    expect(parsePaymentAmount('1500.05')).toBe(150_005);
    expect(parsePaymentAmount('15.001')).toBeNull();
    expect(parsePaymentAmount('-1')).toBeNull();
  });
});
