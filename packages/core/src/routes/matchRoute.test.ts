import { describe, expect, it } from 'vitest';
import { matchRoute } from './matchRoute';

describe('matchRoute', () => {
  it.each([
    ['/', 'visits', {}],
    ['/registration', 'registration', {}],
    ['/visit/42', 'visit', { id: '42' }],
    ['/order', 'order', {}],
    ['/order/abc', 'order', { id: 'abc' }],
    ['/order/abc/personal', 'order-personal', { id: 'abc' }],
    ['/order/abc/symptoms', 'order-symptoms', { id: 'abc' }],
    ['/order/abc/payment', 'order-payment', { id: 'abc' }],
    ['/appointment/7/success', 'appointment-success', { id: '7' }],
    ['/appointment/7/failed', 'appointment-failed', { id: '7' }],
    ['/appointment/7/result', 'appointment-result', { id: '7' }],
    ['/consultation/9', 'consultation', { id: '9' }],
    ['/chat/9', 'chat', { id: '9' }],
  ])('matches %s to %s', (path, id, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/profile/')?.route.id).toBe('profile');
    expect(matchRoute('/visit/1/')?.params).toEqual({ id: '1' });
  });

  it('decodes params', () => {
    expect(matchRoute('/visit/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it.each([
    '/nope',
    '/visit',
    '/visit/1/2',
    '/order/1/unknown',
    '/appointment/1',
    '/Profile',
    '//evil.example',
    '/visit/%E0%A4%A',
    '',
  ])('does not match %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('does not treat regex characters in a path as patterns', () => {
    expect(matchRoute('/no-doctorsX')).toBeNull();
  });
});
