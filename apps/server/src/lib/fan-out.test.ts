import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessFanOut } from './fan-out';
import { RedisFanOut } from './redis-fan-out';

/** The chat's live-event fan-out (issue #13): heard while subscribed, nothing left behind after. */

const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});
const prefix = `bazaar-test:${randomUUID()}:`;
const redis = () => {
  const client = new Redis(process.env.REDIS_URL!);
  clients.push(client);
  return client;
};

describe('in-process fan-out', () => {
  it('hands a message to every listener of the channel only, and none after they stop', async () => {
    const fanOut = new InProcessFanOut();
    const heard: string[] = [];
    const stop = await fanOut.subscribe('room:1', (d) => heard.push(`a ${d}`));
    await fanOut.subscribe('room:2', (d) => heard.push(`b ${d}`));
    await fanOut.publish('room:1', 'hello');
    stop();
    await fanOut.publish('room:1', 'again');
    expect(heard).toEqual(['a hello']);
    await fanOut.close();
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis fan-out (REDIS_URL)', () => {
  it("hands a message published by one process to another's listener, and unsubscribes when the last listener stops", async () => {
    const publisher = new RedisFanOut(redis(), prefix);
    const subscriber = new RedisFanOut(redis(), prefix);
    const heard: string[] = [];
    const stopA = await subscriber.subscribe('room:1', (d) => heard.push(`a ${d}`));
    const stopB = await subscriber.subscribe('room:1', (d) => heard.push(`b ${d}`));
    await publisher.publish('room:1', 'hello');
    await expect.poll(() => heard.sort()).toEqual(['a hello', 'b hello']);
    const subscribers = async () => ((await redis().pubsub('NUMSUB', `${prefix}room:1`)) as [string, number])[1];
    stopA();
    expect(await subscribers()).toBe(1);
    stopB();
    await expect.poll(subscribers).toBe(0);
    await publisher.close();
    await subscriber.close();
  });
});
