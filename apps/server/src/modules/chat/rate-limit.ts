import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** Messages one sender may send in a window: a fast typist never meets it, a script does. */
export const CHAT_RATE = { points: 8, duration: 10 };

export interface SendLimiter {
  /** true when the sender may send one more message now. */
  take(sender: string): Promise<boolean>;
}

/**
 * Per-sender limit on chat messages (socket and POST /storemessage alike). With Redis the count is
 * shared, so a sender cannot double their rate by reaching two server instances.
 */
export function sendLimiter(redis?: unknown, prefix = 'trust-chat'): SendLimiter {
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: `${prefix}-send`,
        ...CHAT_RATE,
      })
    : new RateLimiterMemory({ keyPrefix: 'chat-send', ...CHAT_RATE });
  return {
    take: async (sender) => {
      try {
        await limiter.consume(sender);
        return true;
      } catch (e) {
        // A refusal is the limiter's answer object; a Redis failure lets the message through.
        return !(e && typeof e === 'object' && 'msBeforeNext' in e);
      }
    },
  };
}
