import { describe, expect, it } from 'vitest';
import { addressAllowed, checkWebhookUrl, parseNetworks } from '../src/notifications/networks';
import { webhookSignature } from '../src/notifications/webhook';

const demo = { networks: parseNetworks('127.0.0.0/8'), production: false };
const production = { networks: parseNetworks(''), production: true };
const productionWithLan = {
  networks: parseNetworks('10.20.0.0/16, 192.168.1.7'),
  production: true,
};

describe('WEBHOOK_NETWORKS', () => {
  it.each([
    // address, https, policy, allowed
    ['127.0.0.1', false, demo, true],
    ['::ffff:127.0.0.1', false, demo, true],
    ['10.0.0.5', true, demo, false],
    ['169.254.169.254', true, demo, false],
    ['::1', true, demo, false],
    ['fd00::1', true, demo, false],
    ['8.8.8.8', false, demo, true],
    ['8.8.8.8', true, production, true],
    ['8.8.8.8', false, production, false],
    ['127.0.0.1', true, production, false],
    ['10.20.3.4', false, productionWithLan, true],
    ['10.21.3.4', true, productionWithLan, false],
    ['192.168.1.7', false, productionWithLan, true],
    ['192.168.1.8', false, productionWithLan, false],
  ] as const)('%s (https %s) → %s', (address, https, policy, allowed) => {
    expect(addressAllowed(address, https, policy)).toBe(allowed);
  });

  it('checks every address a name resolves to', async () => {
    const lookup = () =>
      Promise.resolve([
        { address: '8.8.8.8', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ]);
    expect(await checkWebhookUrl('https://mixed.example/', production, lookup)).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    const unresolved = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await checkWebhookUrl('https://nowhere.example/', production, unresolved)).toEqual({
      ok: false,
      reason: 'not_resolved',
    });
  });

  it('refuses a bad WEBHOOK_NETWORKS entry at start', () => {
    expect(() => parseNetworks('10.0.0.0/33')).toThrow();
  });
});

describe('webhook signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of "{timestamp}.{body}"', () => {
    // A value computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(webhookSignature('secret', 1_700_000_000, '{"a":1}')).toBe(
      'sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
  });
});
