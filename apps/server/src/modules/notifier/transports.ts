import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { OutboxNotifier, type Notifier, type OutboundMessage } from './notifier';

/** SMTP through nodemailer, for email recipients. */
export class SmtpNotifier implements Notifier {
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') return;
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject ?? '', text: message.body });
  }
}

/** An HTTP hook (an SMS gateway, a queue): the message is POSTed as JSON. */
export class WebhookNotifier implements Notifier {
  constructor(private readonly url: string) {}
  async send(message: OutboundMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, channel: message.channel, subject: message.subject ?? '', body: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Notifier hook answered ${res.status}`);
  }
}

/** Sends through every configured channel; one failing does not stop the others. */
export class FanOutNotifier implements Notifier {
  constructor(
    private readonly notifiers: Notifier[],
    private readonly onError: (error: unknown) => void,
  ) {}
  async send(message: OutboundMessage): Promise<void> {
    const results = await Promise.allSettled(this.notifiers.map((n) => n.send(message)));
    for (const r of results) if (r.status === 'rejected') this.onError(r.reason);
  }
}

export function createNotifier(
  db: Db,
  config: { demoMode: boolean; smtpUrl?: string; smtpFrom: string; webhookUrl?: string },
  onError: (error: unknown) => void,
): { notifier: Notifier; channels: string[] } {
  const notifiers: Notifier[] = [];
  const channels: string[] = [];
  // The outbox keeps message bodies (codes) in the database: only in demo mode.
  const add = (notifier: Notifier, channel: string) => {
    notifiers.push(notifier);
    channels.push(channel);
  };
  if (config.demoMode) add(new OutboxNotifier(db), 'dev outbox');
  if (config.smtpUrl) add(new SmtpNotifier(config.smtpUrl, config.smtpFrom), 'smtp');
  if (config.webhookUrl) add(new WebhookNotifier(config.webhookUrl), 'webhook');
  return { notifier: new FanOutNotifier(notifiers, onError), channels };
}
