import PrimeReact from 'primereact/api';
import { applyCspNonce, readCspNonce } from './csp-nonce';

afterEach(() => {
  document.head.innerHTML = '';
  PrimeReact.nonce = null as unknown as string;
});

describe('applyCspNonce', () => {
  it('hands the page nonce to PrimeReact', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123==">';
    applyCspNonce();
    expect(readCspNonce()).toBe('abc123==');
    expect(PrimeReact.nonce).toBe('abc123==');
  });

  it('leaves PrimeReact alone on a page served without a nonce', () => {
    applyCspNonce();
    expect(readCspNonce()).toBeNull();
    expect(PrimeReact.nonce).toBeNull();
  });
});
