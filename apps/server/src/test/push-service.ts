import { execFileSync } from 'node:child_process';
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** http_ece is web-push's own encryption library: the browser's side of the same standard (RFC 8291). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** The answer "none": the push service keeps the request open (hang). */
const NEVER = -1;

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser that subscribed: its keys (as PushSubscription.toJSON gives them) and how to read what it gets. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a push as the browser would. */
  read(push: ReceivedPush): unknown;
}

/**
 * A push service on this machine standing in for the browser vendors' (FCM, Mozilla autopush): an
 * HTTPS server with its own certificate that records every push and answers 201, or the status a
 * test sets for an endpoint (410 when the browser unsubscribed). The web-push library encrypts and
 * signs for real; only the address is local.
 */
export async function startPushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
    ].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path) ?? 201;
      // A service that never answers: the request is taken and left open until the service closes.
      if (status === NEVER) return;
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    received,
    /** Trusts this service's certificate (and only it). */
    agent: new Agent({ ca: cert }),
    /** Makes the next pushes to this browser answer `status`. */
    answer: (browser: FakeBrowser, status: number) =>
      answers.set(new URL(browser.subscription.endpoint).pathname, status),
    /** Makes the next pushes to this browser get no answer at all (the service hangs). */
    hang: (browser: FakeBrowser) => answers.set(new URL(browser.subscription.endpoint).pathname, NEVER),
    browser(): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        subscription: {
          endpoint: `${origin}/push/${++n}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        read: (push) =>
          JSON.parse(
            ece
              .decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
              .toString('utf8'),
          ),
      };
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
