import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME, THROTTLE_WINDOW_MS, throttleKey, type LoginThrottle } from './login-throttle';

/**
 * The sign-in failures in Redis (REDIS_URL): one sorted set per username and
 * per address, scored by the time of each failure, so the window slides
 * exactly like the database's. Every key expires with its window, so Redis
 * keeps nothing for long. `prefix` keeps deployments sharing one Redis apart.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private usernameKey(username: string): string {
    return `${this.prefix}login-failures:user:${throttleKey(username)}`;
  }

  private ipKey(ip: string): string {
    return `${this.prefix}login-failures:ip:${ip}`;
  }

  async isLocked(username: string, ip: string): Promise<boolean> {
    const since = `(${Date.now() - THROTTLE_WINDOW_MS}`;
    const results = await this.redis.multi().zcount(this.usernameKey(username), since, '+inf').zcount(this.ipKey(ip), since, '+inf').exec();
    const [forUsername, forIp] = (results ?? []).map(([error, count]) => {
      if (error) throw error;
      return Number(count);
    });
    return forUsername >= MAX_FAILURES_PER_USERNAME || forIp >= MAX_FAILURES_PER_IP;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const now = Date.now();
    const failure = `${now}:${randomUUID()}`;
    const transaction = this.redis.multi();
    for (const key of [this.usernameKey(username), this.ipKey(ip)]) {
      transaction.zadd(key, now, failure).zremrangebyscore(key, '-inf', now - THROTTLE_WINDOW_MS).pexpire(key, THROTTLE_WINDOW_MS);
    }
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }

  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.usernameKey(username));
  }
}
