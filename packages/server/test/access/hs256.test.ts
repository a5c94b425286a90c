import { createHmac, createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { signHs256, verifyHs256 } from '../../src/access/hs256.js';

const bytes = new TextEncoder().encode('a-secret-of-thirty-two-bytes-ok!');
const key = createSecretKey(bytes);
const ISS = 'hm-vote-for-safety';
const now = Math.floor(Date.now() / 1000);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('HS256 tokens computed in the thread (hs256.ts)', () => {
  it('reads what jose signs, and jose reads what it signs', async () => {
    const byJose = await new SignJWT({ typ: 'voter', scope: 'vote', ntag: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(ISS)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(bytes);
    expect(verifyHs256(byJose, key, ISS)).toEqual({ claims: expect.objectContaining({ typ: 'voter', sub: '42', iss: ISS }), expired: false });
    const ours = signHs256({ typ: 'access', sub: '7', iss: ISS, iat: now, exp: now + 60 }, key);
    const { payload, protectedHeader } = await jwtVerify(ours, bytes, { issuer: ISS, algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toEqual({ typ: 'access', sub: '7', iss: ISS, iat: now, exp: now + 60 });
  });

  it('says expired only of a genuine token past its exp', () => {
    const past = signHs256({ sub: '1', iss: ISS, iat: now - 100, exp: now - 1 }, key);
    expect(verifyHs256(past, key, ISS)?.expired).toBe(true);
    expect(verifyHs256(signHs256({ sub: '1', iss: ISS, exp: now }, key), key, ISS)?.expired).toBe(true); // exp <= now, as jose
    const forgedPast = signHs256({ sub: '1', iss: ISS, exp: now - 1 }, createSecretKey(Buffer.from('another-secret')));
    expect(verifyHs256(forgedPast, key, ISS)).toBeNull();
  });

  it('refuses forged, tampered, malformed and foreign tokens', () => {
    const good = signHs256({ typ: 'access', sub: '1', iss: ISS, iat: now, exp: now + 60 }, key);
    const [h, p, s] = good.split('.') as [string, string, string];
    const resign = (header: unknown, claims: unknown) => {
      const input = `${b64(header)}.${b64(claims)}`;
      return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
    };
    const cases = [
      `${h}.${b64({ typ: 'access', sub: '2', iss: ISS, iat: now, exp: now + 60 })}.${s}`, // claims changed
      `${h}.${p}.${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`, // signature changed
      `${h}.${p}.${s}=`, // padding
      `${h}.${p}.${s}.`, // four parts
      `${h}.${p}`,
      'abc.def.ghi',
      '',
      `${b64({ alg: 'none' })}.${p}.`, // alg none
      resign({ alg: 'HS512' }, { sub: '1', iss: ISS }),
      resign({ alg: 'HS256', crit: ['exp'] }, { sub: '1', iss: ISS }),
      resign({ alg: 'HS256', b64: false }, { sub: '1', iss: ISS }),
      resign({ alg: 'HS256' }, { sub: '1', iss: 'someone-else' }),
      resign({ alg: 'HS256' }, { sub: '1' }), // no issuer
      resign({ alg: 'HS256' }, { sub: '1', iss: ISS, exp: '9999999999' }), // exp not a number
      resign({ alg: 'HS256' }, { sub: '1', iss: ISS, nbf: now + 600 }), // not yet valid
      resign({ alg: 'HS256' }, ['not', 'an', 'object']),
      resign([], { sub: '1', iss: ISS }),
    ];
    for (const token of cases) expect({ token, v: verifyHs256(token, key, ISS) }).toEqual({ token, v: null });
    expect(verifyHs256(good, key, ISS)).not.toBeNull();
  });
});
