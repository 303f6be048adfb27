import { describe, expect, it } from 'vitest';
import { tokenSubject } from './token-subject';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;

describe('tokenSubject', () => {
  it('reads the user id an access token names, whatever its padding', () => {
    expect(tokenSubject(token({ typ: 'access', sub: 'user-1', sid: 's' }))).toBe('user-1');
    expect(tokenSubject(token({ sub: '4f0c2a7e-9b1d-4e8a-bf3c-2d6e1a9c7b5f' }))).toBe('4f0c2a7e-9b1d-4e8a-bf3c-2d6e1a9c7b5f');
  });

  it('names no one for anything else', () => {
    for (const value of [null, '', 'expired.token.value', 'a', token({ sub: '' }), token({ sub: 7 }), token({}), `x.${base64Url('[1]')}.y`]) {
      expect(tokenSubject(value)).toBeNull();
    }
  });
});
