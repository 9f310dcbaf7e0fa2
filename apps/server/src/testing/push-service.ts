import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- http_ece (web-push's own dependency) ships no types.
import ece from 'http_ece';

// A push service on the machine (what FCM or Mozilla's autopush are to a browser), for tests: it records each push,
// answers as told per device (201 by default, 410 for a device that is gone), and each test device holds real keys,
// so a test reads what the server encrypted for it.

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  /** The payload, decrypted with the device's keys (RFC 8291). */
  payload: unknown;
}

export interface TestDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() gives, to POST to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  device(name: string): TestDevice;
  /** The status the service answers for this device from now on (410: the browser unsubscribed). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

const decryptor = ece as { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '/').slice('/push/'.length));
      const device = devices.get(name);
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      if (device.status < 300) {
        const payload = decryptor.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth.toString('base64url'),
        });
        received.push({ device: name, headers: request.headers, payload: JSON.parse(payload.toString('utf8')) });
      }
      response.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, status: 201 });
      return {
        name,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(name, status) {
      const device = devices.get(name);
      if (device) device.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
