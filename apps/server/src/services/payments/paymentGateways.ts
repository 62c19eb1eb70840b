import type { ServerContext } from '../../context';
import { serverSettings } from '../../db/schema';
import { EsewaGateway } from './EsewaGateway';
import type { PaymentGateway } from './PaymentGateway';
import { PaymentSandbox } from './PaymentSandbox';
import { PaymentService } from './PaymentService';
import { SubscriptionPlans } from './SubscriptionPlans';

/**
 * The payment gateways the settings turn on: eSewa (merchant code and secret key set, with its
 * status-check API) and the built-in sandbox (`--payment-sandbox` or `--demo`). Every instance builds
 * the same ones; the sandbox's key comes from the server's secret.
 */
export async function paymentGateways(
  ctx: Pick<ServerContext, 'config' | 'db'>,
): Promise<{ gateways: PaymentGateway[]; sandbox: PaymentSandbox | null }> {
  const { config } = ctx;
  const gateways: PaymentGateway[] = [];
  if (config.esewaProductCode && config.esewaSecretKey) {
    gateways.push(
      new EsewaGateway({
        formUrl: config.esewaFormUrl,
        statusUrl: config.esewaStatusUrl,
        productCode: config.esewaProductCode,
        secretKey: config.esewaSecretKey,
      }),
    );
  }
  let sandbox: PaymentSandbox | null = null;
  if (config.paymentSandbox || config.demo) {
    const [settings] = await ctx.db.select({ secret: serverSettings.secret }).from(serverSettings);
    if (!settings) throw new Error('server settings are missing');
    sandbox = new PaymentSandbox(settings.secret);
    gateways.push(sandbox.gateway);
  }
  return { gateways, sandbox };
}

/**
 * The scheduler's job for payers who never came back: asks the gateway's status API once about each
 * payment left pending longer than `--payment-check-after-ms`. Returns how many were asked about.
 */
export async function checkAbandonedPayments(ctx: ServerContext): Promise<number> {
  const { gateways } = await paymentGateways(ctx);
  if (!gateways.some((g) => g.checkStatus)) return 0;
  const service = new PaymentService(ctx, new SubscriptionPlans(ctx.db), gateways, {
    checkAfterMs: ctx.config.paymentCheckAfterMs,
  });
  return service.sweep();
}
