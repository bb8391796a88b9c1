import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';

/** Messages one sender may send in a window: a fast typist never meets it, a script does. */
const CHAT_RATE = { points: 8, duration: 10 };

/** Redis slower than this counts as away for the limit: a message is never held up by it. */
const REDIS_WAIT_MS = 500;

export interface SendLimiter {
  /** true when the sender may send one more message now. */
  take(sender: string): Promise<boolean>;
}

/**
 * Per-sender limit on chat messages (socket and POST /storemessage alike). With Redis the count is
 * shared, so a sender cannot double their rate by reaching two server instances. While Redis is away
 * (not connected: at once; not answering: after REDIS_WAIT_MS) the limit is counted in this process
 * instead (the library's insurance limiter), so it still holds per instance and nobody waits.
 */
export function sendLimiter(redis?: unknown, prefix = 'trust-chat'): SendLimiter {
  const local = new RateLimiterMemory({ keyPrefix: 'chat-send', ...CHAT_RATE });
  const limiter = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `${prefix}-send`,
          insuranceLimiter: local,
          ...CHAT_RATE,
        }),
        timeoutMs: REDIS_WAIT_MS,
        insuranceLimiter: local,
      })
    : local;
  return {
    take: async (sender) => {
      try {
        await limiter.consume(sender);
        return true;
      } catch (e) {
        // A refusal is the limiter's answer object; any other failure lets the message through.
        return !(e && typeof e === 'object' && 'msBeforeNext' in e);
      }
    },
  };
}
