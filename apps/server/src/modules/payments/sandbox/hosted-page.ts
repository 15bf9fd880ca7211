import type { FastifyInstance, FastifyReply } from 'fastify';
import { minorPerMain } from '../money-units';

/**
 * The sandbox's hosted pages: server-rendered HTML, usable by keyboard and screen reader (one
 * heading, a description list of what is paid, real buttons in a labelled group, an alert for
 * news). The app's Content-Security-Policy allows no inline script, so choices are form posts and
 * the one automatic step (APS's return post) runs from a script file on the same origin.
 */

export const AUTO_SUBMIT_SCRIPT_PATH = '/sandbox/assets/auto-submit.js';

const AUTO_SUBMIT_SCRIPT = `// Posts the sandbox's result form at once, as a provider's page does; its Continue button stays as the fallback.
document.querySelectorAll('form[data-auto-submit]').forEach(function (form) { form.submit(); });
`;

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .75rem; box-shadow: 0 1px 3px rgb(0 0 0 / .15); }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
.badge { display: inline-block; margin: 0; padding: .125rem .5rem; border-radius: 999px; background: #fef3c7; color: #78350f; font-size: .875rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
dt { font-weight: 600; } dd { margin: 0; word-break: break-all; }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: .75rem; }
legend { font-weight: 600; margin-bottom: .5rem; }
button, .link { font: inherit; padding: .75rem 1rem; border-radius: .5rem; border: 2px solid #1f2937; background: #fff; color: #111827; cursor: pointer; text-align: center; text-decoration: none; }
button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button:focus-visible, .link:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.alert { padding: .75rem 1rem; border-radius: .5rem; background: #fee2e2; color: #7f1d1d; }
`;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An amount as a person reads it: "₹1,234.50". */
export function formatMinor(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amountMinor / minorPerMain(currency));
  } catch {
    return `${currency} ${amountMinor}`;
  }
}

export function htmlPage(title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main aria-labelledby="page-title">
<p class="badge">Built-in sandbox: no money moves</p>
${body}
</main>${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('')}</body>
</html>`;
}

export type PaymentSummary = { provider: string; amountMinor: number; currency: string; description: string; reference: string };

const summaryList = (s: PaymentSummary) =>
  `<dl><dt>Amount</dt><dd>${escapeHtml(formatMinor(s.amountMinor, s.currency))}</dd><dt>For</dt><dd>${escapeHtml(s.description)}</dd><dt>Reference</dt><dd>${escapeHtml(s.reference)}</dd></dl>`;

/** The hosted payment page: Pay, Fail and Cancel, each a button of one form. */
export function paymentPage(summary: PaymentSummary, action: string, notice?: string): string {
  const amount = escapeHtml(formatMinor(summary.amountMinor, summary.currency));
  return htmlPage(
    `${summary.provider} test payment`,
    `<h1 id="page-title">${escapeHtml(summary.provider)} test payment</h1>
${summaryList(summary)}
${notice ? `<p role="alert" class="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Choose how this test payment ends</legend>
<button type="submit" name="outcome" value="pay" class="primary">Pay ${amount}</button>
<button type="submit" name="outcome" value="fail">Fail the payment</button>
<button type="submit" name="outcome" value="cancel">Cancel and go back to the shop</button>
</fieldset>
</form>`,
  );
}

/** A payment that can no longer be paid here, with the way back to the shop. */
export function closedPage(provider: string, message: string, backUrl: string): string {
  return htmlPage(
    `${provider} test payment`,
    `<h1 id="page-title">${escapeHtml(provider)} test payment</h1>
<p role="status">${escapeHtml(message)}</p>
<a class="link" href="${escapeHtml(backUrl)}">Back to the shop</a>`,
  );
}

/** A page that posts the provider's signed result to the shop, with a Continue button if scripts are off. */
export function autoPostPage(provider: string, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return htmlPage(
    `${provider}: returning to the shop`,
    `<h1 id="page-title">Returning to the shop</h1>
<p>The result of this test payment is being sent to the shop. If nothing happens, press Continue.</p>
<form method="post" action="${escapeHtml(action)}" data-auto-submit>${inputs}<button type="submit" class="primary">Continue</button></form>`,
    [AUTO_SUBMIT_SCRIPT_PATH],
  );
}

export const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

export function registerSandboxAssets(app: FastifyInstance): void {
  app.get(AUTO_SUBMIT_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTO_SUBMIT_SCRIPT),
  );
}
