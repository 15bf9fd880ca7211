import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signApsFields, verifyApsSignature } from '../aps-signature';
import { AMAZON_PAY_NOTIFY_PATH } from '../payment-paths';
import { SANDBOX_PREFIX, type SandboxSetup } from '../payment-setup';
import { autoPostPage, closedPage, escapeHtml, htmlPage, paymentPage, sendHtml } from './hosted-page';
import { BoundedMap, deliverWebhook, httpUrl, randomDigits, randomId } from './sandbox-support';

/**
 * Amazon Payment Services' redirection: the signed PURCHASE form posted to paymentPage (checked
 * with the request phrase), its payment page, the result signed with the response phrase and
 * posted back to return_url by the browser and to the notification URL by the server, and
 * CHECK_STATUS and REFUND on paymentApi.
 */

type Purchase = { token: string; request: Record<string, string>; result: Record<string, string> | null };

const REQUIRED = [
  'command',
  'access_code',
  'merchant_identifier',
  'merchant_reference',
  'amount',
  'currency',
  'language',
  'customer_email',
  'return_url',
  'signature',
];
// Status and message codes as APS reports them: 14 purchase success, 13 purchase failure, 00 invalid request.
const OUTCOMES = {
  pay: { status: '14', response_code: '14000', response_message: 'Success' },
  fail: { status: '13', response_code: '13003', response_message: 'Transaction declined' },
  cancel: { status: '00', response_code: '00072', response_message: 'Transaction canceled by customer' },
} as const;

export function registerApsSandbox(app: FastifyInstance, setup: SandboxSetup): void {
  const creds = setup.credentials.amazonPay;
  const base = SANDBOX_PREFIX.amazonPay;
  const byReference = new BoundedMap<string, Purchase>();
  const byToken = new BoundedMap<string, Purchase>();

  /** A request is ours when it is signed with the request phrase and names our merchant. */
  const problem = (fields: Record<string, string>): string | null => {
    if (!verifyApsSignature(creds.requestPhrase, fields)) return 'Signature mismatch';
    if (fields.access_code !== creds.accessCode || fields.merchant_identifier !== creds.merchantIdentifier) return 'Invalid access code or merchant identifier';
    return null;
  };

  app.post(`${base}/FortAPI/paymentPage`, { schema: { hide: true } }, async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, string>;
    const missing = REQUIRED.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
    const wrong =
      missing.length > 0
        ? `Missing parameters: ${missing.join(', ')}`
        : (problem(fields) ??
          (fields.command !== 'PURCHASE'
            ? 'command must be PURCHASE'
            : !/^\d{1,15}$/.test(fields.amount!)
              ? 'amount must be whole minor units'
              : !httpUrl(fields.return_url)
                ? 'return_url is invalid'
                : null));
    // A request that fails its checks cannot be trusted to name a return_url: it stops here.
    if (wrong)
      return sendHtml(
        reply,
        htmlPage(
          'Amazon Payment Services test payment',
          `<h1 id="page-title">The payment request was refused</h1><p role="alert" class="alert">${escapeHtml(wrong)}</p>`,
        ),
        400,
      );
    const known = byReference.get(fields.merchant_reference!);
    if (known?.result) return sendHtml(reply, autoPostPage('Amazon Payment Services', known.request.return_url!, known.result));
    const purchase = known ?? { token: randomId('', 16), request: fields, result: null };
    byReference.set(fields.merchant_reference!, purchase);
    byToken.set(purchase.token, purchase);
    return reply.redirect(`${base}/pay/${purchase.token}`, 303);
  });

  const purchaseOf = (request: FastifyRequest) => byToken.get((request.params as { token: string }).token);

  app.get(`${base}/pay/:token`, { schema: { hide: true } }, async (request, reply) => {
    const purchase = purchaseOf(request);
    if (!purchase) return sendHtml(reply, closedPage('Amazon Payment Services', 'This payment page does not exist.', '/'), 404);
    if (purchase.result) return sendHtml(reply, autoPostPage('Amazon Payment Services', purchase.request.return_url!, purchase.result));
    const r = purchase.request;
    const summary = {
      provider: 'Amazon Payment Services',
      amountMinor: Number(r.amount),
      currency: r.currency!,
      description: `Payment for ${r.customer_email}`,
      reference: r.merchant_reference!,
    };
    return sendHtml(reply, paymentPage(summary, `${base}/pay/${purchase.token}`));
  });

  app.post(`${base}/pay/:token`, { schema: { hide: true } }, async (request, reply) => {
    const purchase = purchaseOf(request);
    const outcome = OUTCOMES[((request.body ?? {}) as { outcome?: string }).outcome as keyof typeof OUTCOMES];
    if (!purchase || purchase.result || !outcome) return reply.redirect(`${base}/pay/${(request.params as { token: string }).token}`, 303);
    const r = purchase.request;
    purchase.result = signApsFields(creds.responsePhrase, {
      command: 'PURCHASE',
      access_code: creds.accessCode,
      merchant_identifier: creds.merchantIdentifier,
      merchant_reference: r.merchant_reference!,
      amount: r.amount!,
      currency: r.currency!,
      language: r.language!,
      customer_email: r.customer_email!,
      fort_id: randomDigits(18),
      payment_option: 'VISA',
      eci: 'ECOMMERCE',
      card_number: '400555******0001',
      expiry_date: '2105',
      customer_ip: request.ip,
      ...(outcome.status === '14' ? { authorization_code: randomDigits(6) } : {}),
      ...outcome,
    });
    if (setup.webhooks()) {
      await deliverWebhook(request.log, setup.appBase() + AMAZON_PAY_NOTIFY_PATH, new URLSearchParams(purchase.result).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    }
    return sendHtml(reply, autoPostPage('Amazon Payment Services', r.return_url!, purchase.result));
  });

  const refunded = new BoundedMap<string, number>();

  /** REFUND of a successful purchase, part or all of it, never more than is left: 06 refunded, 07 refused. */
  const refund = (fields: Record<string, string>) => {
    const echo = {
      command: 'REFUND',
      access_code: creds.accessCode,
      merchant_identifier: creds.merchantIdentifier,
      merchant_reference: fields.merchant_reference ?? '',
      amount: fields.amount ?? '',
      currency: fields.currency ?? '',
      language: fields.language ?? 'en',
      ...(fields.maintenance_reference ? { maintenance_reference: fields.maintenance_reference } : {}),
    };
    const refuse = (code: string, message: string) =>
      signApsFields(creds.responsePhrase, { ...echo, status: '07', response_code: code, response_message: message });
    const wrong = problem(fields);
    if (wrong) return signApsFields(creds.responsePhrase, { ...echo, status: '00', response_code: '00008', response_message: wrong });
    const result = byReference.get(fields.merchant_reference ?? '')?.result;
    if (result?.status !== '14') return refuse('07036', 'Order not found or not paid');
    if (fields.currency !== result.currency) return refuse('07048', 'Invalid currency');
    const amount = /^[1-9]\d{0,9}$/.test(fields.amount ?? '') ? Number(fields.amount) : 0;
    const before = refunded.get(echo.merchant_reference) ?? 0;
    if (amount === 0 || before + amount > Number(result.amount)) return refuse('07066', 'Amount exceeds the amount left to refund');
    refunded.set(echo.merchant_reference, before + amount);
    return signApsFields(creds.responsePhrase, { ...echo, fort_id: result.fort_id!, status: '06', response_code: '06000', response_message: 'Success' });
  };

  app.post(`${base}/FortAPI/paymentApi`, { schema: { hide: true } }, async (request) => {
    const fields = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    if (fields.command === 'REFUND') return refund(fields);
    const echo = {
      query_command: fields.query_command ?? '',
      access_code: creds.accessCode,
      merchant_identifier: creds.merchantIdentifier,
      merchant_reference: fields.merchant_reference ?? '',
      language: fields.language ?? 'en',
    };
    const wrong = problem(fields) ?? (fields.query_command !== 'CHECK_STATUS' ? 'query_command must be CHECK_STATUS' : null);
    if (wrong) return signApsFields(creds.responsePhrase, { ...echo, status: '00', response_code: '00008', response_message: wrong });
    const result = byReference.get(fields.merchant_reference ?? '')?.result;
    if (!result) return signApsFields(creds.responsePhrase, { ...echo, status: '12', response_code: '12036', response_message: 'Order not found' });
    const paid = result.status === '14';
    return signApsFields(creds.responsePhrase, {
      ...echo,
      status: '12',
      response_code: '12000',
      response_message: 'Success',
      fort_id: result.fort_id!,
      transaction_status: result.status!,
      transaction_code: result.response_code!,
      transaction_message: result.response_message!,
      authorized_amount: paid ? result.amount! : '0',
      captured_amount: paid ? result.amount! : '0',
      refunded_amount: String(refunded.get(fields.merchant_reference ?? '') ?? 0),
    });
  });
}
